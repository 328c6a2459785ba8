'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { SIMILAR_CARS_HEADING } from '../similar-rules';
import type { SimilarCarsProps } from './similar-cars';
import { SimilarCarsSkeleton } from './similar-cars-skeleton';

const SimilarCars = lazy(() => import('./similar-cars').then((m) => ({ default: m.SimilarCars })));
const subscribeNothing = () => () => {};

/**
 * The similar cars, loaded after the page is interactive: they are fetched in the browser anyway, so
 * the cards' code stays out of the first-load JavaScript. Until then (on the server too) the section
 * holds the site's number of placeholders, so nothing jumps when the cards arrive.
 */
export function LazySimilarCars(props: SimilarCarsProps) {
  const inBrowser = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const skeleton = (
    <SimilarCarsSkeleton heading={props.heading ?? SIMILAR_CARS_HEADING} pageSize={props.pageSize} />
  );
  if (!inBrowser) return skeleton;
  return (
    <Suspense fallback={skeleton}>
      <SimilarCars {...props} />
    </Suspense>
  );
}
