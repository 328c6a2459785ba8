'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { type PickUpSearch, parseViewedCars, pickUpSearches, viewedCarsKey } from '../rules';

/** 'Pick up where you left off': the searches of the cars this browser viewed; nothing for a newcomer. */
export function PickUpSearches({ siteSlug, usedCarRoutes }: { siteSlug: string; usedCarRoutes: boolean }) {
  const [searches, setSearches] = useState<PickUpSearch[]>([]);
  useEffect(() => {
    let raw: string | null = null;
    try {
      raw = window.localStorage.getItem(viewedCarsKey(siteSlug));
    } catch {
      // Storage refused: nothing to offer.
    }
    setSearches(pickUpSearches(parseViewedCars(raw), usedCarRoutes));
  }, [siteSlug, usedCarRoutes]);
  if (!searches.length) return null;
  return (
    <section aria-labelledby="pick-up" className="mx-auto w-full max-w-7xl px-4 pt-10">
      <h2 id="pick-up" className="text-lg font-bold">
        Pick up where you left off
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {searches.map((search) => (
          <li key={search.href}>
            <Link
              href={search.href}
              className="inline-flex min-h-11 items-center rounded-full border border-black/15 bg-white px-4 text-sm font-semibold hover:border-brand hover:bg-surface"
            >
              {search.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
