import 'server-only';
import { siteFeedStock } from '@/search';
import type { Site } from '@/tenancy/get-site';
import { visibleLocations } from '@/tenancy/site-locations';
import { siteOrigin } from '@/tenancy/site-origin';
import { type FeedItem, type FeedLocation, feedItem } from './rules';

/**
 * What a site's feeds list, read afresh (the page cache keeps each feed under the site's stock tag, so a
 * sale drops it): every listed car as a FeedItem, and the site's locations.
 */
export async function siteFeed(site: Site, now = new Date()) {
  const [stock, shown] = await Promise.all([siteFeedStock(site, now), visibleLocations(site)]);
  const locations: FeedLocation[] = shown.map((l) => ({
    id: l.id,
    slug: l.slug,
    name: l.name,
    dealershipId: l.dealershipId,
    street: l.street,
    city: l.city,
    state: l.state,
    postcode: l.postcode,
    lat: l.lat,
    long: l.long,
    phone: l.phone,
  }));
  const origin = siteOrigin(site.config);
  const items = stock.listed.flatMap(({ car, dealership }): FeedItem[] => {
    const item = feedItem(car, { origin, dealership: dealership.name, locations });
    return item ? [item] : [];
  });
  return { site: { slug: site.slug, name: site.config.name, origin }, items, locations };
}
