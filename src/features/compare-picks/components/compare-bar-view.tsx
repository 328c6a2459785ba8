'use client';

// The bar's markup, loaded once the shopper picks a car: most visits pick none, and the layout that holds
// the bar is in the scripts every page shares (decision 003).
import Link from 'next/link';
import { comparePath } from '@/lib/compare-path';
import { COMPARE_MAX } from '../rules';

/** The bar that follows the picks: how many, a link to compare them (from two), and Clear. */
export function CompareBarView({ picks, clear }: { picks: string[]; clear: () => void }) {
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
