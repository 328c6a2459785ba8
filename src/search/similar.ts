import 'server-only';
import { driveAwaySettings } from '@/inventory/drive-away-rules';
import { searchPrice } from '@/inventory/price-rules';
import { findSiteCar } from '@/inventory/site-car';
import type { Site } from '@/tenancy/get-site';
import type { CardHit } from './documents';
import type { Refinements } from './schema';
import { similarCarsCount, similarCarsPriceRange } from './similar-rules';
import { siteCards } from './site-cards';
import { engineQuery, searchIndex } from './stock-search';

// Similar cars for a vehicle page (AF §4, §9), answered from the in-memory search index within the
// tenant's scope: in stock, the same item type, inside the price window, the same simple body first.

type Anchor = { id: number; price: number };

/**
 * Up to the site's `similarCarsPageSize` (default and at most 6) in-stock cars like this site's car, nearest in price
 * first; null when the site has no such car. A car with a price looks within similarCarsPriceRange
 * (±10,000 under 50,000, else ±25,000) among priced cars only (price 0 means "no advertised price", not
 * $0); one without a price has no window and gets the newest. Cars of the same simple body come first;
 * when they are fewer than the page size, the rest is topped up without the body.
 */
export async function similarCars(site: Site, slug: string, now = new Date()): Promise<CardHit[] | null> {
  const found = await findSiteCar(site, slug);
  if (!found) return null;
  // Anchored at the price the shopper sees, the price the index holds.
  const car = { ...found.car, price: searchPrice(found.car) };
  const pageSize = similarCarsCount(site.config.similarCarsPageSize);
  const base: Refinements = { status: ['in_stock'], item_type: [car.itemType] };
  if (car.price > 0) {
    const { min, max } = similarCarsPriceRange(car.price);
    base.price = { min: Math.max(1, min), max };
  }
  const passes: Refinements[] = car.simpleBody ? [{ ...base, body: [car.simpleBody] }, base] : [base];

  const picked: CardHit[] = [];
  const taken = new Set([car.id]);
  for (const filters of passes) {
    if (picked.length >= pageSize) break;
    const hits = await nearest(site, filters, car, pageSize - picked.length, taken, now);
    for (const hit of hits) taken.add(hit.id);
    picked.push(...hits);
  }
  return picked;
}

/**
 * The `count` cars matching `filters` nearest in price to the anchor, leaving out `taken`. The index sorts
 * but cannot measure distance, so it is asked twice, upwards from the price (price_asc) and downwards
 * (price_desc); the nearest `count` are among the first count + taken.size of one side or the other.
 */
async function nearest(
  site: Site,
  filters: Refinements,
  anchor: Anchor,
  count: number,
  taken: ReadonlySet<number>,
  now: Date,
): Promise<CardHit[]> {
  const limit = count + taken.size;
  if (!(anchor.price > 0)) {
    return (await search(site, filters, 'newest', limit, now))
      .filter((h) => !taken.has(h.id))
      .slice(0, count);
  }
  const price = filters.price ?? {};
  const [up, down] = await Promise.all([
    search(site, { ...filters, price: { ...price, min: anchor.price } }, 'price_asc', limit, now),
    search(site, { ...filters, price: { ...price, max: anchor.price } }, 'price_desc', limit, now),
  ]);
  // A car at exactly the anchor's price comes back from both sides: keep it once.
  const candidates = [...new Map([...up, ...down].map((hit) => [hit.id, hit])).values()].filter(
    (hit) => !taken.has(hit.id),
  );
  // Equal distances: the newer car first, then the higher id, so the list is stable.
  return candidates
    .sort(
      (a, b) =>
        Math.abs(a.price - anchor.price) - Math.abs(b.price - anchor.price) ||
        b.createdAt.localeCompare(a.createdAt) ||
        b.id - a.id,
    )
    .slice(0, count);
}

async function search(
  site: Site,
  filters: Refinements,
  sort: 'price_asc' | 'price_desc' | 'newest',
  limit: number,
  now: Date,
): Promise<CardHit[]> {
  const index = await searchIndex();
  const query = engineQuery(site, { filters, sort, hitsPerPage: limit, offset: 0 }, now);
  const result = index.engine.search({ ...query, facets: [], stats: [] });
  return siteCards(index.cards, result.ids, driveAwaySettings(site.config));
}
