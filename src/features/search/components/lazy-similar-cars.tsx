'use client';

import { lazy } from 'react';
import { SIMILAR_CARS_HEADING } from '@/search/similar-rules';
import { Deferred } from '@/ui/deferred';
import type { SimilarCarsProps } from './similar-cars';
import { SimilarCarsSkeleton } from './similar-cars-skeleton';

const SimilarCars = lazy(() => import('./similar-cars').then((m) => ({ default: m.SimilarCars })));

/**
 * The similar cars, loaded after the page is interactive: they are fetched in the browser anyway, so
 * the cards' code stays out of the first-load JavaScript. Until then (on the server too) the section
 * holds the site's number of placeholders, so nothing jumps when the cards arrive.
 */
export function LazySimilarCars(props: SimilarCarsProps) {
  return (
    <Deferred
      fallback={
        <SimilarCarsSkeleton heading={props.heading ?? SIMILAR_CARS_HEADING} pageSize={props.pageSize} />
      }
    >
      <SimilarCars {...props} />
    </Deferred>
  );
}
