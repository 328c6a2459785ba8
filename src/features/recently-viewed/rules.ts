import { paths, withQuery } from '@/lib/paths';
import { EMPTY_STATE, searchQueryString } from '@/search/url-state';
import type { ViewedCar } from './record-rules';

export {
  nextViewedCars,
  parseViewedCars,
  VIEWED_CARS_MAX,
  type ViewedCar,
  viewedCarsKey,
} from './record-rules';

// The home page offers the cars a shopper opened (record-rules.ts) back as searches to pick up again.

/** Searches offered back on the home page, at most. */
export const PICK_UP_MAX = 4;

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
