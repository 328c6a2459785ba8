import 'server-only';
import { and, asc, count, desc, eq, gte, inArray, isNull, sum } from 'drizzle-orm';
import { cache } from 'react';
import { getDb } from '@/db';
import { openingHours, reviews, specialHours } from '@/db/schema';
import { POSTCODE_FORMAT_MESSAGE, POSTCODE_UNKNOWN_MESSAGE } from '@/enquiries/rules';
import { addDays, dateAt, ddMMyyyy, locationTimeZone } from '@/lib/dates';
import { byDistance, type LatLong } from '@/lib/geo/distance';
import { type LocationMap, locationMap } from '@/lib/geo/location-map';
import { postcodeCentre } from '@/lib/geo/postcode-centres';
import { logger } from '@/lib/logger';
import type { SpecialHours, WeekdayHours } from '@/lib/opening-hours';
import type { Site } from '@/tenancy/get-site';
import { visibleDealerships } from '@/tenancy/site';
import { visibleLocations } from '@/tenancy/site-locations';
import type { OurLocationCard } from './components/our-locations';
import {
  blockLocations,
  dateInWords,
  fullReviewList,
  type LocationType,
  type LocatorQuery,
  locationsByArea,
  reviewSummary,
  showsReviews,
  typeChoice,
  typesOf,
  upcomingSpecialHours,
} from './rules';

// The database side of the location pages and the dealer locator: a site's visible locations (those its
// lead forms offer) with their week, their special hours still to come, their review summary (worked out
// from their reviews) and, for a location's own page, its reviews. Tenant-scoped: another site's location
// is simply not found.

/** Special hours shown ahead: a year, so the next of every holiday shows whatever the season. */
const SPECIAL_HOURS_AHEAD_DAYS = 366;

export type LocationSummary = {
  id: number;
  slug: string;
  name: string;
  dealershipSlug: string;
  dealershipName: string;
  locationType: string;
  primary: boolean;
  street: string;
  city: string;
  state: string;
  postcode: string;
  lat: number;
  long: number;
  phone: string | null;
  email: string | null;
  dealerLicenseNumber: string | null;
  image: string | null;
  placeUrl: string | null;
  timeZone: string;
  week: WeekdayHours[];
  special: (SpecialHours & { label: string | null; dateText: string })[];
  rating: { average: number; count: number } | null;
};

export type LocationReview = {
  id: number;
  customerName: string;
  rating: number;
  text: string;
  reviewDate: string;
  dateText: string;
  dateInWords: string;
  reply: { text: string; date: string | null; dateText: string | null } | null;
};

/** Locations already reported without a phone number, so a busy page logs each once per process. */
const reportedWithoutPhone = new Set<number>();

/**
 * A location without a phone number (mobile or landline) is a warning only (AF §8): its card and block
 * simply leave the number out, and the dealer's data is flagged once in the log.
 */
function warnWithoutPhone(location: { id: number; slug: string; phone: string | null }, site: Site) {
  if (location.phone || reportedWithoutPhone.has(location.id)) return;
  reportedWithoutPhone.add(location.id);
  logger.warn({ site: site.slug, location: location.slug }, 'A location has no phone number; it shows none');
}

/** A slug as the seed and the stock import write them; anything else names no location (no query made). */
const LOCATION_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const isLocationSlug = (value: string) => value.length <= 200 && LOCATION_SLUG.test(value);

/**
 * The site's visible locations (primary first, then by name) with their hours, special hours from their
 * own today and, when the site shows them (AF §5: average above the minimum), their reviews' average and
 * count.
 */
export const siteLocations = cache(async (site: Site, now: Date = new Date()): Promise<LocationSummary[]> => {
  const rows = await visibleLocations(site);
  if (rows.length === 0) return [];
  const ids = rows.map((l) => l.id);
  const db = await getDb();
  // Every location's today is within a day of the server's; its own is applied below.
  const earliest = addDays(now.toISOString().slice(0, 10), -1);
  const [weeks, specials, ratings] = await Promise.all([
    db.select().from(openingHours).where(inArray(openingHours.locationId, ids)),
    db
      .select()
      .from(specialHours)
      .where(and(inArray(specialHours.locationId, ids), gte(specialHours.date, earliest)))
      .orderBy(asc(specialHours.date)),
    // The stars are the reviews' own: the same rows the location's list shows (reviewSummary).
    db
      .select({ locationId: reviews.locationId, count: count(), total: sum(reviews.rating).mapWith(Number) })
      .from(reviews)
      .where(inArray(reviews.locationId, ids))
      .groupBy(reviews.locationId),
  ]);
  const ratingOf = new Map(ratings.map((r) => [r.locationId, reviewSummary(r.count, r.total)]));
  const dealerships = new Map(visibleDealerships(site).map((d) => [d.id, d]));
  return rows.map((l) => {
    const timeZone = locationTimeZone(l);
    const today = dateAt(now, timeZone);
    // A previewed draft's week and holiday hours stand in for the stored ones.
    const draft = site.preview?.locations[l.slug];
    const ownSpecials = draft ? draft.special : specials.filter((s) => s.locationId === l.id);
    const special = upcomingSpecialHours(
      ownSpecials.filter((s) => s.date <= addDays(today, SPECIAL_HOURS_AHEAD_DAYS)),
      today,
    ).map((s) => ({
      date: s.date,
      status: s.status,
      startHour: s.startHour,
      endHour: s.endHour,
      label: s.label,
      dateText: ddMMyyyy(s.date),
    }));
    const dealership = dealerships.get(l.dealershipId);
    const phone = l.phone ?? l.landlinePhone;
    const rating = ratingOf.get(l.id) ?? null;
    warnWithoutPhone({ id: l.id, slug: l.slug, phone }, site);
    return {
      id: l.id,
      slug: l.slug,
      name: l.name,
      dealershipSlug: dealership?.slug ?? '',
      dealershipName: dealership?.name ?? '',
      locationType: l.locationType,
      primary: l.primary,
      street: l.street,
      city: l.city,
      state: l.state.toUpperCase(),
      postcode: l.postcode,
      lat: l.lat,
      long: l.long,
      phone,
      email: l.email,
      dealerLicenseNumber: l.dealerLicenseNumber,
      image: l.image,
      placeUrl: l.placeUrl,
      timeZone,
      week: (draft ? draft.week : weeks.filter((w) => w.locationId === l.id)).map((w) => ({
        weekday: w.weekday,
        status: w.status,
        open: w.open,
        close: w.close,
      })),
      special,
      rating: rating && showsReviews(rating.average, site.config.reviews) ? rating : null,
    };
  });
});

/** One of the site's locations by slug, with its reviews (the newest reviews.fullQuantity) when shown. */
export async function siteLocationPage(
  site: Site,
  slug: string,
  now: Date = new Date(),
): Promise<{ location: LocationSummary; reviews: LocationReview[] } | null> {
  if (!isLocationSlug(slug)) return null;
  const location = (await siteLocations(site, now)).find((l) => l.slug === slug);
  if (!location) return null;
  if (!location.rating) return { location, reviews: [] };
  const rows = await newestReviews(location.id, site.config.reviews.fullQuantity);
  return {
    location,
    reviews: reviewList(rows, site.config.reviews.fullQuantity, dateAt(now, location.timeZone)),
  };
}

/**
 * What a car's page shows of its location's reviews, as the location's own page shows them: its name,
 * rating and newest reviews, or null when the site does not show them for it (not one of its visible
 * locations, no reviews, or an average not above the site's minimum). Reads that one location's reviews
 * only, its stars and its list side by side.
 */
export async function locationReviews(
  site: Site,
  slug: string,
  now: Date = new Date(),
): Promise<{ name: string; rating: { average: number; count: number }; reviews: LocationReview[] } | null> {
  if (!isLocationSlug(slug)) return null;
  const location = (await visibleLocations(site)).find((l) => l.slug === slug);
  if (!location) return null;
  const quantity = site.config.reviews.fullQuantity;
  const db = await getDb();
  const [[stars], rows] = await Promise.all([
    db
      .select({ count: count(), total: sum(reviews.rating).mapWith(Number) })
      .from(reviews)
      .where(eq(reviews.locationId, location.id)),
    newestReviews(location.id, quantity),
  ]);
  const rating = stars && reviewSummary(stars.count, stars.total);
  if (!rating || !showsReviews(rating.average, site.config.reviews)) return null;
  const today = dateAt(now, locationTimeZone(location));
  return { name: location.name, rating, reviews: reviewList(rows, quantity, today) };
}

async function newestReviews(locationId: number, quantity: number) {
  const db = await getDb();
  return (
    db
      .select()
      .from(reviews)
      // A review the dealer hid is not shown; it still counts in the stars (decision 041).
      .where(and(eq(reviews.locationId, locationId), isNull(reviews.hiddenAt)))
      .orderBy(desc(reviews.reviewDate), desc(reviews.id))
      .limit(Math.max(0, quantity))
  );
}

function reviewList(
  rows: Awaited<ReturnType<typeof newestReviews>>,
  quantity: number,
  today: string,
): LocationReview[] {
  return fullReviewList(rows, quantity).map((r) => ({
    id: r.id,
    customerName: r.customerName,
    rating: r.rating,
    text: r.text,
    reviewDate: r.reviewDate,
    dateText: ddMMyyyy(r.reviewDate),
    dateInWords: dateInWords(r.reviewDate, today),
    reply: r.replyText
      ? {
          text: r.replyText,
          date: r.replyDate,
          dateText: r.replyDate ? ddMMyyyy(r.replyDate) : null,
        }
      : null,
  }));
}

export type LocatorGroup = {
  name: string | null;
  image: string | null;
  locations: (LocationSummary & { distanceKm?: number })[];
};

export type DealerLocator = {
  groups: LocatorGroup[];
  types: { options: LocationType[]; selected: LocationType | null; showDropdown: boolean };
  postcode: string | null;
  /** Why the postcode found nothing: 'Invalid postcode. Please enter a 4-digit number.' or 'Invalid postcode'. */
  error: string | null;
  /** The list is nearest first (from a postcode or the browser's position). */
  nearest: boolean;
};

/** Areas of a group's locator for locations no area lists. */
export const OTHER_AREA_NAME = 'Other locations';

/**
 * The dealer locator (SV §2): the site's locations of the chosen type, nearest first from a postcode's
 * centre or the browser's position; otherwise a group site's by area (groupLocations), any other site's
 * primary first.
 */
export async function dealerLocator(
  site: Site,
  query: LocatorQuery,
  now: Date = new Date(),
): Promise<DealerLocator> {
  const all = await siteLocations(site, now);
  const types = typeChoice(
    all.map((l) => l.locationType),
    query.type ?? undefined,
  );
  const shown = all.filter(
    (l) => types.selected !== null && typesOf(l.locationType).includes(types.selected),
  );
  let from: LatLong | null = query.position;
  let error: string | null = null;
  if (query.postcode !== null) {
    from = /^\d{4}$/.test(query.postcode) ? postcodeCentre(query.postcode) : null;
    if (!from) error = /^\d{4}$/.test(query.postcode) ? POSTCODE_UNKNOWN_MESSAGE : POSTCODE_FORMAT_MESSAGE;
  }
  const base = { types, postcode: query.postcode, error };
  if (from)
    return {
      ...base,
      nearest: true,
      groups: [{ name: null, image: null, locations: byDistance(shown, from) }],
    };
  const areas = site.config.groupLocations;
  if (areas.length === 0)
    return { ...base, nearest: false, groups: [{ name: null, image: null, locations: shown }] };
  return {
    ...base,
    nearest: false,
    groups: locationsByArea(shown, areas, OTHER_AREA_NAME)
      .filter((g) => g.area.visible && g.locations.length > 0)
      .map((g) => ({ name: g.area.name, image: g.area.image ?? null, locations: g.locations })),
  };
}

/** The locations the site's location block shows (location.block: primary, a type, all, or one by id). */
export async function locationBlock(site: Site, now: Date = new Date()): Promise<LocationSummary[]> {
  const { block, locationId } = site.config.location;
  return blockLocations(await siteLocations(site, now), { block, locationId });
}

/** Maps are this size (3:2 on a location's page, 4:3 on a card, as the photos). */
const PAGE_MAP = { width: 1200, height: 800 };
const CARD_MAP = { width: 400, height: 300 };

const mapOf = (site: Site, location: LatLong, size: { width: number; height: number }): LocationMap =>
  locationMap(site.config.location.tiles, location, site.config.location.mapZoom, size.width, size.height);

/** The map on a location's own page, for a location without a photo. */
export function locationPageMap(site: Site, location: LocationSummary): LocationMap | null {
  return location.image ? null : mapOf(site, location, PAGE_MAP);
}

/**
 * The 'Our Locations' carousel's cards: each of the site's locations with its photo, else its map, its
 * types, its area on a group site (a hidden area's locations are in none), and whether it has cars listed
 * (`stockedLocations`: the slugs of the locations the site lists cars at); with the areas in the site's order.
 */
export async function ourLocationCards(
  site: Site,
  stockedLocations: ReadonlySet<string>,
  now: Date = new Date(),
): Promise<{ cards: OurLocationCard[]; areas: string[] }> {
  const locations = await siteLocations(site, now);
  const areaOf = new Map<string, string>();
  const areas: string[] = [];
  const groups = site.config.groupLocations.length
    ? locationsByArea(locations, site.config.groupLocations, OTHER_AREA_NAME)
    : [];
  for (const group of groups) {
    if (!group.area.visible || group.locations.length === 0) continue;
    areas.push(group.area.name);
    for (const l of group.locations) areaOf.set(l.slug, group.area.name);
  }
  const cards = locations.map((l) => ({
    slug: l.slug,
    name: l.name,
    city: l.city,
    state: l.state,
    image: l.image,
    map: l.image ? null : mapOf(site, l, CARD_MAP),
    hasStock: stockedLocations.has(l.slug),
    rating: l.rating,
    types: typesOf(l.locationType),
    area: areaOf.get(l.slug) ?? null,
  }));
  return { cards, areas };
}
