import { type JourneyState, journeyKey, parseJourney } from '../../journey-rules';

// What the browser keeps of the journey: the unfinished one for the session (a reload or a phone call
// mid-way picks up where the shopper was), and the finished valuation's id in the address.

export function readKept(siteSlug: string): JourneyState | null {
  try {
    return parseJourney(JSON.parse(sessionStorage.getItem(journeyKey(siteSlug)) ?? 'null'));
  } catch {
    return null;
  }
}

export function keep(siteSlug: string, state: JourneyState | null) {
  try {
    if (state) sessionStorage.setItem(journeyKey(siteSlug), JSON.stringify(state));
    else sessionStorage.removeItem(journeyKey(siteSlug));
  } catch {
    // Storage refused (private mode): the journey works, it just does not survive a reload.
  }
}

/** The valuation's id in the address, so a reload or a shared link reopens it. */
export function valuationInAddress(id: string | null) {
  const url = new URL(window.location.href);
  if (id) url.searchParams.set('valuation', id);
  else url.searchParams.delete('valuation');
  window.history.replaceState(window.history.state, '', url);
}

/** The valuation the address names (?valuation=), if any. */
export const valuationInUrl = () => new URL(window.location.href).searchParams.get('valuation');
