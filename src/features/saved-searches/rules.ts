// Saved searches' limits and words, shared by the server and the browser: pure, no Node modules.

/** A shopper keeps at most this many saved searches per site. */
export const SAVED_SEARCH_LIMIT = 10;
export const SAVED_SEARCH_LIMIT_MESSAGE = `You can save up to ${SAVED_SEARCH_LIMIT} searches. Remove one in My Garage to save another.`;

export const CHANNELS = ['email', 'sms'] as const;
export type AlertChannel = (typeof CHANNELS)[number];

export { SAVE_SEARCH_LABEL } from './save-search-label';
export const SIGN_IN_NEEDED = 'Please sign in to save searches.';
export const EMAIL_NEEDED = 'Alerts by email need an email address on your account.';
export const NO_SAVED_SEARCHES = 'This site keeps no saved searches.';

/**
 * Saved searches go with the shopper's lists: a site with a watchlist or My Garage keeps them, and lists
 * them on those pages.
 */
export const keepsSavedSearches = (features: { garage: boolean; watchlist: boolean }) =>
  features.garage || features.watchlist;
export const SAVED_SEARCHES_HEADING = 'Saved searches';

/**
 * Whether one more search may be saved: a shopper holding `held` searches on the site may save a new one
 * below the limit, and may always save again one they already hold (it only changes its channel).
 */
export function canSave(held: number, alreadyHeld: boolean): boolean {
  return alreadyHeld || held < SAVED_SEARCH_LIMIT;
}

/** How a shopper can be told: by email only when their account has an address; by SMS always (the mobile). */
export function channelsFor(shopper: { email: string | null }): AlertChannel[] {
  return shopper.email ? ['email', 'sms'] : ['sms'];
}

export const channelWords = (channel: AlertChannel) => (channel === 'email' ? 'email' : 'text message');
/** The channel as a thing one gets: 'an email', 'a text message'. */
export const channelMessage = (channel: AlertChannel) =>
  channel === 'email' ? 'an email' : 'a text message';
/** The channel as a choice: 'Email', 'SMS'. */
export const channelLabel = (channel: AlertChannel) => (channel === 'email' ? 'Email' : 'SMS');

/** The confirmation read out once a search is saved. */
export const savedConfirmation = (name: string, channel: AlertChannel) =>
  `Search saved: ${name}. We will tell you by ${channelWords(channel)} when a matching car arrives.`;

/**
 * How far back an alert looks: cars that arrived since the search was saved, but no further back than
 * this, so alerts held up by an outage do not announce last month's stock.
 */
export const ALERT_LOOKBACK_MS = 7 * 24 * 60 * 60_000;

/** The earliest arrival a saved search is told about now. */
export function alertSince(savedAt: Date, now: Date): Date {
  return new Date(Math.max(savedAt.getTime(), now.getTime() - ALERT_LOOKBACK_MS));
}
