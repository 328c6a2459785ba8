import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dealerships, locations } from '../db/schema';
import { locationTimeZone, stateTimeZone } from '../lib/dates';
import { type Site, visibleDealerships } from './site';

// Who a shopper deals with on a site, for what the platform sends in the dealer's name (a receipt, a
// valuation, a reservation) and the clock it is dated on: the location the matter is about, else the
// site's primary location (the first visible one when none is marked primary), else the site itself.

export type SiteContact = {
  /** The location's dealership ('Summit Mazda Springwood'), else the site's name. */
  name: string;
  /** '14 Example Road, Tingalpa QLD 4173' */
  address: string;
  phone: string;
  /** Where a reply reaches the dealer: the location's inbox, else its dealership's lead inbox. */
  email: string | null;
  locationId: number | null;
  timeZone: string;
};

/** The site's contact for `locationId` when it is one of the site's visible locations, else its primary one. */
export async function siteContact(
  db: Db,
  site: Site,
  locationId: number | null = null,
): Promise<SiteContact> {
  const ids = visibleDealerships(site).map((d) => d.id);
  if (ids.length > 0) {
    const find = (id: number | null) =>
      db
        .select({
          id: locations.id,
          street: locations.street,
          city: locations.city,
          state: locations.state,
          postcode: locations.postcode,
          timeZone: locations.timeZone,
          phone: locations.phone,
          email: locations.email,
          dealershipName: dealerships.name,
          leadEmail: dealerships.leadEmail,
        })
        .from(locations)
        .innerJoin(dealerships, eq(dealerships.id, locations.dealershipId))
        .where(
          and(
            inArray(locations.dealershipId, ids),
            eq(locations.visible, true),
            id === null ? undefined : eq(locations.id, id),
          ),
        )
        .orderBy(desc(locations.primary), asc(locations.id))
        .limit(1);
    const [chosen] = locationId === null ? [] : await find(locationId);
    const location = chosen ?? (await find(null))[0];
    if (location)
      return {
        name: location.dealershipName,
        address: `${location.street}, ${location.city} ${location.state} ${location.postcode}`,
        phone: location.phone ?? site.config.phones.sales,
        email: location.email ?? location.leadEmail,
        locationId: location.id,
        timeZone: locationTimeZone(location),
      };
  }
  return {
    name: site.config.name,
    address: site.config.address,
    phone: site.config.phones.sales,
    email: null,
    locationId: null,
    timeZone: stateTimeZone(site.config.defaultState),
  };
}
