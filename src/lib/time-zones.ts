// The zones' names apart from dates.ts, so a browser module that needs only a name (the sales counter's
// Brisbane clock, with Intl) does not load the time-zone library with it.

/** Queensland's zone (UTC+10, no daylight saving), for a place whose state is unknown. */
export const BRISBANE = 'Australia/Brisbane';

/** Each state's and territory's zone; ACT keeps Sydney's clock. */
export const STATE_TIME_ZONES: Readonly<Record<string, string>> = {
  QLD: 'Australia/Brisbane',
  NSW: 'Australia/Sydney',
  ACT: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  TAS: 'Australia/Hobart',
  SA: 'Australia/Adelaide',
  NT: 'Australia/Darwin',
  WA: 'Australia/Perth',
};
