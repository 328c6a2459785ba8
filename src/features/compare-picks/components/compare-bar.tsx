'use client';
import { lazy, Suspense } from 'react';
import { useComparePicks } from './compare-store';

const CompareBarView = lazy(() => import('./compare-bar-view').then((m) => ({ default: m.CompareBarView })));

/** The bar that follows the picks: how many, a link to compare them (from two), and Clear. */
export function CompareBar({ siteSlug }: { siteSlug: string }) {
  const { picks, clear } = useComparePicks(siteSlug);
  if (picks.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <CompareBarView picks={picks} clear={clear} />
    </Suspense>
  );
}
