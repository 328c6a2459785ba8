'use client';

import dynamic from 'next/dynamic';
import { SIMILAR_CARS_HEADING } from '../display-rules';
import { SimilarCarsSkeleton } from './similar-cars-skeleton';

/**
 * The similar cars, loaded after the page is interactive: they are fetched in the browser anyway, so
 * the cards' code stays out of the first-load JavaScript and the six placeholders show meanwhile.
 */
export const LazySimilarCars = dynamic(() => import('./similar-cars').then((m) => m.SimilarCars), {
  ssr: false,
  loading: () => <SimilarCarsSkeleton heading={SIMILAR_CARS_HEADING} />,
});
