import { EMPTY_STATE, searchQueryString } from '@/features/search/url-state';
import { paths, withQuery } from '@/lib/paths';

// The cars a shopper opened on this site, kept in their browser as the spec's record (AF §3): id,
// stocknum, make, model, body, simple_body. The home page offers them back as searches to pick up again.

export type ViewedCar = {
  id: number;
  stocknum: string;
  make: string;
  model: string;
  body: string | null;
  simple_body: string | null;
};

/** The latest cars kept; an older view drops off the end. */
export const VIEWED_CARS_MAX = 10;
/** Searches offered back on the home page, at most. */
export const PICK_UP_MAX = 4;

export const viewedCarsKey = (siteSlug: string) => `${siteSlug}:viewed_cars`;

/** The car first, once, then the earlier views: at most VIEWED_CARS_MAX. */
export function nextViewedCars(list: readonly ViewedCar[], car: ViewedCar): ViewedCar[] {
  return [car, ...list.filter((viewed) => viewed.id !== car.id)].slice(0, VIEWED_CARS_MAX);
}

const optionalText = (value: unknown) => (typeof value === 'string' ? value : null);

/** Whatever was stored, as clean records: junk and half records are dropped, never thrown. */
export function parseViewedCars(raw: string | null): ViewedCar[] {
  let value: unknown;
  try {
    value = JSON.parse(raw ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (v): v is Record<string, unknown> =>
        typeof v === 'object' &&
        v !== null &&
        Number.isInteger(v.id) &&
        typeof v.stocknum === 'string' &&
        typeof v.make === 'string' &&
        v.make !== '' &&
        typeof v.model === 'string' &&
        v.model !== '',
    )
    .map((v) => ({
      id: v.id as number,
      stocknum: v.stocknum as string,
      make: v.make as string,
      model: v.model as string,
      body: optionalText(v.body),
      simple_body: optionalText(v.simple_body),
    }))
    .slice(0, VIEWED_CARS_MAX);
}

export type PickUpSearch = { label: string; href: string };

/**
 * The make-and-model searches of the cars viewed, newest first, once each. A query-string search, not
 * '/search/{make}/{model}': that page exists only while the site has the model in stock.
 */
export function pickUpSearches(viewed: readonly ViewedCar[], usedCarRoutes: boolean): PickUpSearch[] {
  const seen = new Set<string>();
  const searches: PickUpSearch[] = [];
  for (const car of viewed) {
    const key = `${car.make}|${car.model}`.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const query = searchQueryString({ ...EMPTY_STATE, lists: { make: [car.make], model: [car.model] } });
    searches.push({ label: `${car.make} ${car.model}`, href: withQuery(paths.stock(usedCarRoutes), query) });
    if (searches.length === PICK_UP_MAX) break;
  }
  return searches;
}
