import { carTag, siteTag, stockTag } from '@/lib/cache-tags';
import type { StockChange } from './index-store';

/** Which dealership's stock a site shows (its `site_dealerships` links). */
export type SiteLink = { site: string; dealershipId: number };

/**
 * The cache tags a stock change touches: each changed car's vehicle page, by its slug before and after
 * (an update can give a car a new slug), and the stock pages of every site linked to the car's dealership
 * before or after. A rebuilt index (a reseed) touches every site.
 */
export function stockChangeTags(change: StockChange, links: readonly SiteLink[]): string[] {
  if ('all' in change) return [...new Set(links.map((link) => siteTag(link.site)))];
  const tags = new Set<string>();
  const dealerships = new Set<number>();
  for (const { before, after } of change.cars) {
    for (const car of [before, after]) {
      if (!car) continue;
      tags.add(carTag(car.slug));
      dealerships.add(car.dealershipId);
    }
  }
  for (const link of links) if (dealerships.has(link.dealershipId)) tags.add(stockTag(link.site));
  return [...tags];
}
