'use client';

import { useEffect, useId, useState } from 'react';
import { AU_STATES, type AuState, isAuState } from '@/lib/au-states';
import type { ShownDriveAway } from '../../drive-away-rules';

/** Where this browser keeps the state a shopper picked on a site, for the next car they look at. */
export const driveAwayStateKey = (site: string) => `${site}:drive-away-state`;

function keptState(site: string): AuState | null {
  try {
    const kept = window.localStorage.getItem(driveAwayStateKey(site));
    return isAuState(kept) ? kept : null;
  } catch {
    return null; // storage refused (private browsing): the site's state it is
  }
}

/**
 * The vehicle page's estimated drive-away price: the site's home state first, or the state this shopper
 * picked before, with its basis and, on request, its parts.
 */
export function DriveAwayEstimate({
  estimates,
  initial,
  siteSlug,
}: {
  estimates: Partial<Record<AuState, ShownDriveAway>>;
  initial: AuState;
  siteSlug: string;
}) {
  const [state, setState] = useState(initial);
  const selectId = useId();
  useEffect(() => {
    const kept = keptState(siteSlug);
    if (kept && estimates[kept]) setState(kept);
  }, [estimates, siteSlug]);
  const shown = estimates[state];
  if (!shown) return null;

  const pick = (next: string) => {
    if (!isAuState(next)) return;
    setState(next);
    try {
      window.localStorage.setItem(driveAwayStateKey(siteSlug), next);
    } catch {
      // Not remembered; the pick still shows.
    }
  };

  return (
    <div className="space-y-1 rounded-site border border-black/10 bg-surface px-3 py-2 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-base font-bold" aria-live="polite">
          {shown.line}
        </p>
        <label htmlFor={selectId} className="flex items-center gap-1.5 text-sm text-gray-700">
          Your state
          <select
            id={selectId}
            value={state}
            onChange={(event) => pick(event.target.value)}
            className="min-h-9 rounded-site border border-black/20 bg-white px-2 py-1 text-sm"
          >
            {AU_STATES.filter((s) => estimates[s]).map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="text-xs text-gray-600">{shown.basis}</p>
      <details>
        <summary className="cursor-pointer text-sm font-medium underline underline-offset-2">
          How the estimate adds up
        </summary>
        <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-4 gap-y-0.5">
          {shown.parts.map(([label, amount]) => (
            <div key={label} className="contents">
              <dt className="text-gray-700">{label}</dt>
              <dd className="text-right tabular-nums">{amount}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-1 text-xs text-gray-600">
          An estimate: registration and CTP are typical 12-month figures for a private car; the dealer
          confirms the final price.
        </p>
      </details>
    </div>
  );
}
