'use client';

import dynamic from 'next/dynamic';
import { PriceComparisonSkeleton } from './price-comparison-skeleton';

/**
 * The price comparison block, loaded after the page is interactive: it fetches its data in the browser
 * anyway, so its code stays out of the first-load JavaScript and the skeleton shows meanwhile.
 */
export const LazyPriceComparisonBlock = dynamic(
  () => import('./price-comparison-block').then((m) => m.PriceComparisonBlock),
  { ssr: false, loading: () => <PriceComparisonSkeleton /> },
);
