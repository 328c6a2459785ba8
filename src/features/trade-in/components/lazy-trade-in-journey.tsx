'use client';

import { lazy } from 'react';
import { LazyHydration } from '@/ui/lazy-hydration';
import { TradeInJourney as ServerTradeInJourney, type TradeInJourneyProps } from './trade-in-journey';

// The server renders the journey at once, so its first step is whole in the first flush; the browser's
// bundle, where this condition is false at build time, keeps only the lazy() import.
const TradeInJourney =
  typeof window === 'undefined'
    ? ServerTradeInJourney
    : lazy(() => import('./trade-in-journey').then((m) => ({ default: m.TradeInJourney })));

/**
 * The journey in a chunk of its own (with react-hook-form), loaded as the page hydrates (decision 003):
 * its first step waits for it anyway (the plate read-only, the buttons disabled until the journey is live),
 * so nothing on screen changes meanwhile.
 */
export function LazyTradeInJourney(props: TradeInJourneyProps) {
  return (
    <LazyHydration>
      <TradeInJourney {...props} />
    </LazyHydration>
  );
}
