// Pure rules of the location pages, the location block and the dealer locator (AF §2, §3, §5, §9): hours
// tables, open now, stars, which reviews show, dates in words, location types and which locations a
// block or an area lists. No I/O.

import { addDays, dateAt, ddMMyyyy, instantAt } from '@/lib/dates';
import { isLatLong } from '@/lib/geo/distance';
import { formatTime, hoursOn, type SpecialHours, type WeekdayHours } from '@/lib/opening-hours';
import { paths } from '@/lib/paths';

// ── Location types (AF §2) ──────────────────────────────────────────────────────────────────────

/** The location-type dropdown's options, in this order. */
export const LOCATION_TYPES = ['sales', 'service', 'parts'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

/** How each type is named to a shopper, in the locator's dropdown and the carousel's choice. */
export const LOCATION_TYPE_LABELS: Readonly<Record<LocationType, string>> = {
  sales: 'Sales',
  service: 'Service',
  parts: 'Parts',
};

/** The types a location's `location_type` counts as: '' is sales, 'service-and-parts' is both. */
export function typesOf(locationType: string): LocationType[] {
  const type = locationType.trim() || 'sales';
  if (type === 'service-and-parts') return ['service', 'parts'];
  return (LOCATION_TYPES as readonly string[]).includes(type) ? [type as LocationType] : [];
}

/**
 * The dropdown of location types: the types the locations have, in the order sales, service, parts;
 * shown only with more than one; the one chosen is `requested` when it is an option, else the first (a
 * single option is pre-selected).
 */
export function typeChoice(
  locationTypes: readonly string[],
  requested?: string,
): { options: LocationType[]; selected: LocationType | null; showDropdown: boolean } {
  const present = new Set(locationTypes.flatMap(typesOf));
  const options = LOCATION_TYPES.filter((t) => present.has(t));
  const selected = options.find((t) => t === requested) ?? options[0] ?? null;
  return { options, selected, showDropdown: options.length > 1 };
}

// ── Opening hours (AF §2, §9) ───────────────────────────────────────────────────────────────────

/** The hours table's order: Monday to Sunday, Sunday last (weekday 0 Sunday .. 6 Saturday). */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export { formatTime };

/** A day's hours as shown: '8:30 am - 5:30 pm', or null when closed (or its hours make no sense). */
export function dayHoursText(day: WeekdayHours | undefined): string | null {
  if (!day || day.status === 'Closed' || !day.open || !day.close || day.close <= day.open) return null;
  return `${formatTime(day.open)} - ${formatTime(day.close)}`;
}

export type HoursRow = { days: string; hours: string | null };

const isWeekday = (weekday: number) => weekday >= 1 && weekday <= 5;

/**
 * The hours table, Monday to Sunday, in the spec's groups (AF §9: weekdays 1-5, Saturday 6, Sunday 0):
 * consecutive weekdays with the same hours share a row ('Monday - Friday'); Saturday and Sunday have a
 * row each, closed or not. A day without a row is closed.
 */
export function hoursRows(week: readonly WeekdayHours[]): HoursRow[] {
  const rows: { first: number; last: number; hours: string | null }[] = [];
  for (const weekday of WEEK_ORDER) {
    const hours = dayHoursText(week.find((d) => d.weekday === weekday));
    const previous = rows.at(-1);
    if (previous && previous.hours === hours && isWeekday(previous.last) && isWeekday(weekday))
      previous.last = weekday;
    else rows.push({ first: weekday, last: weekday, hours });
  }
  return rows.map(({ first, last, hours }) => ({
    days: first === last ? DAY_NAMES[first] : `${DAY_NAMES[first]} - ${DAY_NAMES[last]}`,
    hours,
  }));
}

/**
 * What a closed day reads (AF §2): 'Enquire Now' (a link to the location's contact form) at a service
 * location of a site that asks for it (location.enquireNowForClosedService), else 'Closed'.
 */
export function closedDayLabel(
  locationType: string,
  enquireNowForClosedService: boolean,
): 'Closed' | 'Enquire Now' {
  return enquireNowForClosedService && typesOf(locationType).includes('service') ? 'Enquire Now' : 'Closed';
}

/** How far ahead 'Opens …' looks for the next opening: two weeks covers any holiday closure. */
export const NEXT_OPENING_DAYS = 14;

export type OpenStatus =
  | { open: true; closesAt: string }
  | { open: false; opensAt: { day: string | null; time: string } | null };

const toHHmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const timeOf = (minutes: number) => formatTime(toHHmm(minutes));
const dayNameOf = (date: string) => DAY_NAMES[new Date(`${date}T00:00:00Z`).getUTCDay()];

/**
 * Whether a location is open at `now`, on its own clock (`timeZone`, daylight saving included), its
 * special hours overriding their dates: open until its closing time, or when it next opens — later today
 * (day null), tomorrow, a weekday within the week, or on a date; opensAt null when it does not open
 * within NEXT_OPENING_DAYS.
 */
export function openStatus(
  now: Date,
  timeZone: string,
  week: readonly WeekdayHours[],
  special: readonly SpecialHours[],
): OpenStatus {
  const today = dateAt(now, timeZone);
  for (let offset = 0; offset <= NEXT_OPENING_DAYS; offset++) {
    const date = addDays(today, offset);
    const hours = hoursOn(date, week, special);
    if (!hours) continue;
    const opens = instantAt(date, toHHmm(hours.open), timeZone);
    // '24:00' closes at the next midnight.
    const closes =
      hours.close >= 24 * 60
        ? instantAt(addDays(date, 1), '00:00', timeZone)
        : instantAt(date, toHHmm(hours.close), timeZone);
    if (now < opens) {
      const day =
        offset === 0
          ? null
          : offset === 1
            ? 'tomorrow'
            : offset < 7
              ? dayNameOf(date)
              : `on ${ddMMyyyy(date)}`;
      return { open: false, opensAt: { day, time: timeOf(hours.open) } };
    }
    if (now < closes) return { open: true, closesAt: timeOf(hours.close) };
  }
  return { open: false, opensAt: null };
}

/** The badge's words: 'Open now · Closes 5:30 pm', 'Closed · Opens at 8:30 am', 'Closed · Opens Monday at 8:30 am'. */
export function openStatusText(status: OpenStatus): string {
  if (status.open) return `Open now · Closes ${status.closesAt}`;
  if (!status.opensAt) return 'Closed';
  const { day, time } = status.opensAt;
  return day ? `Closed · Opens ${day} at ${time}` : `Closed · Opens at ${time}`;
}

/** The special (holiday) hours still to come at a place whose date is `today`, soonest first. */
export function upcomingSpecialHours<T extends { date: string }>(special: readonly T[], today: string): T[] {
  return special.filter((s) => s.date >= today).sort((a, b) => a.date.localeCompare(b.date));
}

/** A special day's hours as shown: '10:00 am - 4:00 pm', or null when closed. */
export function specialHoursText(day: SpecialHours): string | null {
  return dayHoursText({ weekday: 0, status: day.status, open: day.startHour, close: day.endHour });
}

// ── Ratings and reviews (AF §2, §3, §5, §9) ────────────────────────────────────────────────────────

/** Google-style reviews: how many the full list shows by default (reviews.fullQuantity). */
export const FULL_REVIEW_QUANTITY = 12;

/**
 * The five stars of a rating, each filled 0 to 1: whole stars then one partial star (4.3 → 1, 1, 1, 1,
 * 0.3). Ratings outside 0..5 are held to it; tenths only, so 4.3 is 0.3 and not 0.2999….
 */
export function starFills(rating: number): number[] {
  const tenths = Math.round(Math.min(5, Math.max(0, rating)) * 10);
  return Array.from({ length: 5 }, (_, i) => Math.min(10, Math.max(0, tenths - i * 10)) / 10);
}

/**
 * Whether a location's (or dealership's) reviews show (AF §5): the site shows reviews and the average
 * rating is above its minimum (4 by default: a 4.0 average shows none).
 */
export function showsReviews(
  averageRating: number | null,
  config: { show: boolean; minimumRating: number },
): boolean {
  return config.show && averageRating !== null && averageRating > config.minimumRating;
}

/**
 * The rating a location's stars and count show: the average of the reviews it has, in tenths, and how
 * many. Summed from the same rows its list is drawn from, so stars never lead to an empty list; none
 * without reviews.
 */
export function reviewSummary(count: number, total: number): { average: number; count: number } | null {
  if (count <= 0) return null;
  return { average: Math.round((total * 10) / count) / 10, count };
}

/** The full list: the newest `quantity` reviews (12 by default). */
export function fullReviewList<T extends { reviewDate: string; id: number }>(
  reviews: readonly T[],
  quantity: number = FULL_REVIEW_QUANTITY,
): T[] {
  return [...reviews]
    .sort((a, b) => b.reviewDate.localeCompare(a.reviewDate) || b.id - a.id)
    .slice(0, Math.max(0, quantity));
}

/**
 * review_date_in_words: how long before `today` (the place's date) a review was written, in whole units
 * rounded down: 'today', '1 day ago', '6 days ago', '1 week ago', '4 weeks ago', '1 month ago',
 * '3 months ago', '11 months ago', '1 year ago', '2 years ago'.
 */
export function dateInWords(date: string, today: string): string {
  if (date >= today) return 'today';
  const [fy, fm, fd] = date.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  const months = (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
  const days = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / 86_400_000);
  const ago = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;
  if (days < 7) return ago(days, 'day');
  if (months < 1) return ago(Math.floor(days / 7), 'week');
  if (months < 12) return ago(months, 'month');
  return ago(Math.floor(months / 12), 'year');
}

/**
 * Where a location's View Details (and the block's View Location Details) leads: its own page, or
 * /contact on a manufacturer-specific site (AF §2; location.linksToContact).
 */
export function locationDetailsHref(slug: string, linksToContact: boolean): string {
  return linksToContact ? paths.contact() : paths.location(slug);
}

// ── Which locations (AF §2 location block; SV §3 dealer group location entry) ─────────────────────────

type Placed = { id: number; primary: boolean; locationType: string };

export type BlockConfig = {
  block: 'primary' | 'sales' | 'service' | 'parts' | 'service-and-parts' | 'all' | 'by-id';
  locationId?: number;
};

/**
 * The locations a location block shows (location.block): the primary one (the first when none is
 * marked), those of a type, service and parts ones, all, or the one of `locationId`.
 */
export function blockLocations<T extends Placed>(locations: readonly T[], config: BlockConfig): T[] {
  switch (config.block) {
    case 'all':
      return [...locations];
    case 'by-id':
      return locations.filter((l) => l.id === config.locationId);
    case 'primary': {
      const primary = locations.filter((l) => l.primary);
      return primary.length > 0 ? primary.slice(0, 1) : locations.slice(0, 1);
    }
    case 'service-and-parts':
      return locations.filter((l) => typesOf(l.locationType).some((t) => t === 'service' || t === 'parts'));
    default: {
      const type = config.block;
      return locations.filter((l) => typesOf(l.locationType).includes(type));
    }
  }
}

export type AreaEntry = { name: string; slug: string; visible: boolean; image?: string };

/**
 * A group site's locator by area (groupLocations): each area in its order with the locations of the
 * dealerships its slug ends ('summit-kia-ipswich' is in 'ipswich'), hidden areas included (the caller
 * leaves out those and the empty ones). Locations in no listed area come last, under `otherName`.
 */
export function locationsByArea<T extends { dealershipSlug: string }>(
  locations: readonly T[],
  areas: readonly AreaEntry[],
  otherName: string,
): { area: AreaEntry; locations: T[] }[] {
  const areaOf = (l: T) =>
    areas.find((a) => l.dealershipSlug === a.slug || l.dealershipSlug.endsWith(`-${a.slug}`));
  const groups = areas.map((area) => ({ area, locations: locations.filter((l) => areaOf(l) === area) }));
  const rest = locations.filter((l) => areaOf(l) === undefined);
  return rest.length > 0
    ? [...groups, { area: { name: otherName, slug: 'other', visible: true }, locations: rest }]
    : groups;
}
// ── The dealer locator's address (SV §2) ─────────────────────────────────────────────────────────────

export type LocatorQuery = {
  postcode: string | null;
  position: { lat: number; long: number } | null;
  type: string | null;
};

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The locator's query string: a postcode to find the nearest to (trimmed, at most 10 characters kept
 * for the message), or a browser position (?lat=&long=, both numbers on the earth, else ignored), and
 * the location type chosen.
 */
export function locatorQuery(params: Record<string, string | string[] | undefined>): LocatorQuery {
  const postcode = first(params.postcode)?.trim().slice(0, 10) || null;
  const lat = Number(first(params.lat));
  const long = Number(first(params.long));
  const hasPosition =
    Boolean(first(params.lat)?.trim() && first(params.long)?.trim()) && isLatLong(lat, long);
  return {
    postcode,
    position: postcode === null && hasPosition ? { lat, long } : null,
    type: first(params.type)?.trim().slice(0, 40) || null,
  };
}

// ── 'Our Locations' carousel (AF §2) ──

/** More cards than this and the carousel says it can be swiped. */
export const SWIPE_HINT_ABOVE = 3;

/**
 * How wide a card of the 'Our Locations' carousel is (its `--slide-size`), by how many there are: up to
 * 3 share the row; above 3, 4 and 6 the row shows 3, then 4, then 5 at the widths that fit them.
 */
export function carouselSlideClass(count: number): string {
  if (count <= 1) return '[--slide-size:100%]';
  if (count === 2) return '[--slide-size:100%] sm:[--slide-size:50%]';
  const base = '[--slide-size:100%] sm:[--slide-size:50%] lg:[--slide-size:33.333%]';
  if (count <= 4) return base;
  if (count <= 6) return `${base} xl:[--slide-size:25%]`;
  return `${base} xl:[--slide-size:25%] xxl:[--slide-size:20%]`;
}

/** 'All areas': the carousel's area choice when none is chosen. */
export const ALL_AREAS = 'All areas';

export type OurLocationsChoice<T> = {
  /** The types to choose between, each with its number of cards; offered only with more than one. */
  types: { type: LocationType; count: number }[];
  type: LocationType | null;
  /** The areas holding cards of the chosen type, in the site's order; offered only with more than one. */
  areas: string[];
  /** null: every area. */
  area: string | null;
  cards: T[];
};

/**
 * What the 'Our Locations' carousel shows of a site's cards: those of one type (the one asked for, else
 * sales first, as the locator chooses) and, on a group site, of one area or all, so a shopper reaches a
 * showroom near them in a few steps rather than stepping through every service and parts counter of the
 * group. A card of no known type shows only when no card has a type to choose by.
 */
export function ourLocationsChoice<T extends { types: readonly LocationType[]; area: string | null }>(
  cards: readonly T[],
  areaOrder: readonly string[],
  chosen: { type?: string | null; area?: string | null } = {},
): OurLocationsChoice<T> {
  const types = LOCATION_TYPES.map((type) => ({
    type,
    count: cards.filter((card) => card.types.includes(type)).length,
  })).filter((option) => option.count > 0);
  const type = types.find((option) => option.type === chosen.type)?.type ?? types[0]?.type ?? null;
  const ofType = type === null ? [...cards] : cards.filter((card) => card.types.includes(type));
  const areas = areaOrder.filter((name) => ofType.some((card) => card.area === name));
  const area = areas.length > 1 && chosen.area && areas.includes(chosen.area) ? chosen.area : null;
  return {
    types,
    type,
    areas,
    area,
    cards: area === null ? ofType : ofType.filter((card) => card.area === area),
  };
}
