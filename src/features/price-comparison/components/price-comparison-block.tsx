'use client';

import { useEffect, useId, useState } from 'react';
import {
  PRICE_COMPARISON_ANIMATION_MS,
  PRICE_COMPARISON_FETCH_ERROR,
  type PriceComparisonView,
  parsePriceComparison,
  priceComparisonView,
} from '@/inventory/market/autogauge-rules';
import type { ComparableListing } from '@/inventory/market/market';
import { getJson, okBody } from '@/lib/api-client';
import { formatAud, formatNumber } from '@/lib/money';
import { apiPaths } from '@/lib/paths';
import { BadgeCheckIcon } from '@/ui/icons/badge-check';
import { ChevronDownIcon } from '@/ui/icons/chevron-down';
import { useDisclosure } from '@/ui/use-disclosure';
import { PriceComparisonSkeleton } from './price-comparison-skeleton';

type Loaded = { view: PriceComparisonView; comparables: ComparableListing[] };

export type PriceComparisonBlockProps = { slug: string; carName: string };

/** The vehicle page's price comparison: the car's price on the market's range, and the listings behind it. */
export function PriceComparisonBlock({ slug, carName }: PriceComparisonBlockProps) {
  const [state, setState] = useState<Loaded | 'loading' | 'hidden'>('loading');

  useEffect(() => {
    const controller = new AbortController();
    (async () => {
      try {
        const body = okBody(await getJson(apiPaths.carAutogauge(slug), { signal: controller.signal }));
        // An empty body ({}) throws 'No data returned': a failure like any other (SV §7, §8).
        const view = priceComparisonView(parsePriceComparison(body));
        setState(view ? { view, comparables: readComparables(body) } : 'hidden');
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error(PRICE_COMPARISON_FETCH_ERROR, error);
        setState('hidden');
      }
    })();
    return () => controller.abort();
  }, [slug]);

  if (state === 'hidden') return null;
  if (state === 'loading') {
    return <PriceComparisonSkeleton />;
  }
  return <Comparison {...state} carName={carName} />;
}

/** The listings as sent, keeping only well-formed entries: the gauge still shows if the list is odd. */
function readComparables(body: unknown): ComparableListing[] {
  const list = (body as { comparables?: unknown }).comparables;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (c): c is ComparableListing =>
      typeof c === 'object' &&
      c !== null &&
      typeof c.year === 'number' &&
      typeof c.km === 'number' &&
      typeof c.price === 'number',
  );
}

function Comparison({ view, comparables, carName }: Loaded & { carName: string }) {
  const headingId = useId();
  const { expanded: open, contentId, toggleProps } = useDisclosure();
  return (
    <section aria-labelledby={headingId} className="vdp-section">
      <h2 id={headingId} className="vdp-heading">
        Price comparison
      </h2>
      <p className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-sm font-bold text-emerald-800">
        <BadgeCheckIcon aria-hidden="true" className="size-4" />
        {view.label}
      </p>
      <Gauge view={view} />
      <p className="mt-4 text-sm text-gray-700">
        This {carName} is listed at <strong>{formatAud(view.listingPrice)}</strong>. Comparable listings of
        the same make and model, of a similar age and kilometres, in stock or sold in the last 90 days, put
        the market between {formatAud(view.marketMin)} and {formatAud(view.marketMax)}. The further left the
        marker, the better the price.
      </p>
      {comparables.length > 0 && (
        <>
          <button {...toggleProps} className="vdp-toggle inline-flex items-center gap-1">
            {open ? 'Hide the comparable listings' : `See the ${comparables.length} comparable listings`}
            <ChevronDownIcon
              aria-hidden="true"
              className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
            />
          </button>
          <ul
            id={contentId}
            hidden={!open}
            className="mt-3 divide-y divide-black/10 rounded-site border border-black/10"
          >
            {comparables.map((c, index) => (
              <li key={index} className="flex items-center justify-between gap-3 px-3 py-2.5 text-sm">
                <div>
                  <p className="font-semibold">{[c.year, c.badge].filter(Boolean).join(' ')}</p>
                  <p className="text-gray-600">
                    {[`${formatNumber(c.km)} km`, c.city].filter(Boolean).join(' · ')}
                  </p>
                </div>
                <div className="flex shrink-0 items-center gap-2">
                  {c.sold && (
                    <span className="rounded-sm bg-gray-700 px-1.5 py-0.5 text-xs font-bold uppercase text-white">
                      Sold
                    </span>
                  )}
                  <span className="font-bold">{formatAud(c.price)}</span>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/**
 * The market range as a bar, cheapest on the left, with the listing price's marker gliding in from the
 * dearest end over 2 s (no glide when the shopper prefers reduced motion). Fill is measured from the top
 * of the range, so the marker sits at 1 − fill along the bar.
 */
function Gauge({ view }: { view: PriceComparisonView }) {
  const target = (1 - view.fill) * 100;
  const [placed, setPlaced] = useState(false);
  useEffect(() => {
    // One frame at the start position first, or the browser would skip the transition.
    const frame = requestAnimationFrame(() => setPlaced(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  const at = placed ? target : 100;
  const motion = {
    transitionDuration: `${PRICE_COMPARISON_ANIMATION_MS}ms`,
    transitionTimingFunction: 'cubic-bezier(0.22, 1, 0.36, 1)',
  };
  return (
    <div className="mt-12">
      {/* Drawing only: the sentence below the gauge says the same in words. */}
      <div
        aria-hidden="true"
        className="relative h-3 rounded-full bg-linear-to-r from-emerald-500 via-lime-400 to-amber-400"
      >
        <div
          className="absolute inset-y-0 transition-[left] motion-reduce:transition-none"
          style={{ left: `${at}%`, ...motion }}
        >
          <span className="absolute top-1/2 left-0 size-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-4 border-white bg-ink shadow" />
          {/* The label slides back by its own width in step, so it never runs past either end of the bar. */}
          <span
            className="absolute bottom-full left-0 mb-2 whitespace-nowrap rounded bg-ink px-2 py-0.5 text-xs font-bold text-white transition-transform motion-reduce:transition-none"
            style={{ transform: `translateX(-${at}%)`, ...motion }}
          >
            This car {formatAud(view.listingPrice)}
          </span>
        </div>
      </div>
      <div className="mt-2 flex justify-between text-sm">
        <p>
          <span className="block font-bold">{formatAud(view.marketMin)}</span>
          <span className="text-gray-600">Market low</span>
        </p>
        <p className="text-right">
          <span className="block font-bold">{formatAud(view.marketMax)}</span>
          <span className="text-gray-600">Market high</span>
        </p>
      </div>
    </div>
  );
}
