'use client';
import Link from 'next/link';
import { comparePath } from '@/lib/compare-path';
import { COMPARE_MAX } from '../rules';
import { useComparePicks } from './compare-store';

/** The bar that follows the picks: how many, a link to compare them (from two), and Clear. */
export function CompareBar({ siteSlug }: { siteSlug: string }) {
  const { picks, clear } = useComparePicks(siteSlug);
  if (picks.length === 0) return null;
  return (
    <section
      aria-label="Cars to compare"
      data-bottom-bar
      className="fixed inset-x-0 bottom-0 z-30 border-t border-gray-200 bg-white/95 px-4 py-3 shadow-lg backdrop-blur"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-semibold" aria-live="polite">
          {picks.length} of {COMPARE_MAX} cars picked{picks.length < 2 ? ': pick one more to compare' : ''}
        </p>
        <div className="flex items-center gap-3">
          <button type="button" onClick={clear} className="text-sm underline">
            Clear
          </button>
          {picks.length >= 2 && (
            <Link
              href={comparePath(picks)}
              className="rounded-site bg-brand px-4 py-2 font-bold text-brand-contrast hover:opacity-90"
            >
              Compare {picks.length} cars
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
