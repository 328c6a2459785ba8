'use client';

import { lazy } from 'react';
import { Deferred } from '@/ui/deferred';
import type { PriceComparisonBlockProps } from './price-comparison-block';
import { PriceComparisonSkeleton } from './price-comparison-skeleton';

const PriceComparisonBlock = lazy(() =>
  import('./price-comparison-block').then((m) => ({ default: m.PriceComparisonBlock })),
);

/**
 * The price comparison block, loaded after the page is interactive: it fetches its data in the browser
 * anyway, so its code stays out of the first-load JavaScript and the skeleton shows meanwhile.
 */
export function LazyPriceComparisonBlock(props: PriceComparisonBlockProps) {
  return (
    <Deferred fallback={<PriceComparisonSkeleton />}>
      <PriceComparisonBlock {...props} />
    </Deferred>
  );
}
