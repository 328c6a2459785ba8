'use client';

import { useState } from 'react';
import { paths } from '@/lib/paths';
import { LocateFixedIcon } from '@/ui/icons/locate-fixed';

/**
 * 'Use my location': the browser's position (asked for only on this click) sorts the locator nearest
 * first, through its address so the list is the server's and can be shared.
 */
export function UseMyLocation({ type }: { type: string | null }) {
  const [state, setState] = useState<'idle' | 'locating' | 'failed'>('idle');
  const locate = () => {
    if (!('geolocation' in navigator)) {
      setState('failed');
      return;
    }
    setState('locating');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setState('idle');
        window.location.assign(
          paths.dealerLocator({
            lat: Math.round(coords.latitude * 1000) / 1000,
            long: Math.round(coords.longitude * 1000) / 1000,
            ...(type ? { type } : {}),
          }),
        );
      },
      () => setState('failed'),
      { maximumAge: 600_000, timeout: 15_000 },
    );
  };
  return (
    <div className="relative flex flex-col">
      <button
        type="button"
        onClick={locate}
        disabled={state === 'locating'}
        className="inline-flex items-center justify-center gap-2 rounded-site border border-brand px-4 py-3 font-bold text-brand-ink disabled:opacity-60"
      >
        <LocateFixedIcon aria-hidden="true" className="size-4" />
        {state === 'locating' ? 'Finding you…' : 'Use my location'}
      </button>
      <p role="status" className="text-sm text-red-700 md:absolute md:top-full md:mt-1 md:w-max">
        {state === 'failed' ? 'Your location is not available. Please enter your postcode.' : ''}
      </p>
    </div>
  );
}
