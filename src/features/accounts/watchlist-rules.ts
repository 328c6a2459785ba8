// The Save button's words and the car it carries through sign-in (AF §4, §8): pure, for the browser.

export const SAVE_LABEL = 'Save';
export const SAVED_LABEL = 'Saved';
export const SAVED_TOAST = 'Car Saved In Watchlist';
export const REMOVED_TOAST = 'Car Removed';
export const VIEW_LIST_LABEL = 'View List';
export const WATCHLIST_HEADING = 'Your Watchlist';

/** The car a toast names when its name did not travel with it (another tab, storage off). */
export const UNNAMED_CAR = 'Your car';

export const savedDescription = (name: string) => `${name} is in your watchlist.`;
export const removedDescription = (name: string) => `${name} is no longer in your watchlist.`;

/**
 * Cars whose Save button shows while not saved (AF §4: only in-stock cars show such controls); any other
 * car's button shows only while it is saved, so a car that sold after saving can still be removed.
 */
export const SAVEABLE_STATUSES: readonly string[] = ['in_stock'];

const SAVE_PARAM = 'save';

/**
 * A signed-out shopper's Save goes to sign-in with the car in the way back: '/search?page=2' and car 42
 * → '/search?page=2&save=42'. Sign-in saves that car, then returns to the path without it.
 */
export function withSaveRequest(path: string, carId: number): string {
  const url = new URL(path, 'http://site.invalid');
  url.searchParams.set(SAVE_PARAM, String(carId));
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The car a return path asks to save (or null) and the path without that request. */
export function takeSaveRequest(path: string): { carId: number | null; path: string } {
  const url = new URL(path, 'http://site.invalid');
  const raw = url.searchParams.get(SAVE_PARAM);
  url.searchParams.delete(SAVE_PARAM);
  const carId = raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null;
  return { carId, path: `${url.pathname}${url.search}${url.hash}` };
}
