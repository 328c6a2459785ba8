import type { cars } from '@/db/schema';
import { feedPhotoAddresses, feedPhotoList, photoAddresses } from '@/inventory/feed-photo-rules';
import { isAvailable, soldAtFor } from '@/inventory/status-rules';
import { isPlainObject } from '@/lib/is-plain-object';
import { carQuote } from '@/repayments/quote-rules';
import { type FeedRow, variantFields } from './schema';

const VARIANT_KEYS = Object.keys(variantFields);

// Pure rules of the stock feed: turning a validated row into the car's column values, slugs, and the
// decisions of an import (changed or not, which cars a full feed marks sold). No I/O here.

// ── From a row to the car's columns ──────────────────────────────────────────────────────────────

type Car = typeof cars.$inferSelect;
type NewCar = typeof cars.$inferInsert;
/** Everything the feed decides about a car; the dealership and the (unique) slug are the server's. */
export type CarValues = Omit<NewCar, 'dealershipId' | 'slug' | 'id'>;
export type LocationRef = { id: number; slug: string; primary: boolean; city: string; state: string };

/** 'Mazda CX-5 Maxx Sport' → 'mazda-cx-5-maxx-sport'; accents dropped ('Citroën' → 'citroen'). */
export function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

type NameParts = Pick<FeedRow, 'year' | 'make' | 'model' | 'stocknum'> & { badge?: string | null };

/** '{year}-{make}-{model}-{badge}-{stocknum}', e.g. '2021-toyota-hilux-sr5-t1234'; no badge, no segment. */
export function carSlug(row: NameParts): string {
  return slugify([row.year, row.make, row.model, row.badge, row.stocknum].filter(Boolean).join(' '));
}

/** '{year} {make} {model} {badge}', e.g. '2021 Toyota HiLux SR5'. */
export function carName(row: NameParts): string {
  return [row.year, row.make, row.model, row.badge].filter(Boolean).join(' ');
}

/**
 * Slugs are unique across all dealerships: when the plain slug is taken by another car, the dealership's
 * slug is appended, then a counter ('...-t1234-carzone-rocklea-2').
 */
export function slugCandidate(base: string, dealershipSlug: string, attempt: number): string {
  if (attempt === 0) return base;
  return attempt === 1 ? `${base}-${dealershipSlug}` : `${base}-${dealershipSlug}-${attempt}`;
}

/** A car keeps its slug (and its URL) while its year, make, model and badge stay the same. */
export function keepsSlug(currentSlug: string, base: string): boolean {
  return currentSlug === base || currentSlug.startsWith(`${base}-`);
}

/** The row's location if it is one of the dealership's, else the primary location, else none. */
export function resolveLocation(
  slug: string | null | undefined,
  locations: LocationRef[],
): { location: LocationRef | null; unknownSlug: boolean } {
  const named = slug ? locations.find((location) => location.slug === slug) : undefined;
  const fallback = locations.find((location) => location.primary) ?? null;
  return { location: named ?? fallback, unknownSlug: Boolean(slug) && !named };
}

// Feed fields copied to a column as they are; `empty` is the value for an empty cell on NOT NULL columns.
const DIRECT: [keyof FeedRow, keyof CarValues, unknown][] = [
  ['badge', 'badge', null],
  ['series', 'series', null],
  ['vin', 'vin', null],
  ['regplate', 'regplate', null],
  ['before_price', 'beforePrice', null],
  ['offer_price', 'offerPrice', null],
  ['subscription_price', 'subscriptionPrice', null],
  ['price_type', 'priceType', null],
  ['drive_away_price', 'driveAwayPrice', null],
  ['preorder', 'preorder', false],
  ['km', 'km', 0],
  ['colour', 'colour', null],
  ['interior_colour', 'interiorColour', null],
  ['trans', 'trans', null],
  ['simple_transmission', 'simpleTransmission', null],
  ['simple_body', 'simpleBody', null],
  ['simple_fuel', 'simpleFuel', null],
  ['simple_drive', 'simpleDrive', null],
  ['fuel', 'fuel', null],
  ['drive', 'drive', null],
  ['seats', 'seats', null],
  ['doors', 'doors', null],
  ['engine_size', 'engineSize', null],
  ['engine_size_litres', 'engineSizeLitres', null],
  ['gearnum', 'gearnum', null],
  ['bodyconfiguration', 'bodyconfiguration', null],
  ['rego_expiry', 'regoExpiry', null],
  ['build_date', 'buildDate', null],
  ['compliance_date', 'complianceDate', null],
  ['tag', 'tag', null],
  ['certified', 'certified', false],
  ['reserved', 'reserved', false],
  ['item_type', 'itemType', 'car'],
  ['video_url', 'videoUrl', null],
  ['external_video_url', 'externalVideoUrl', null],
  ['spin_code', 'spinCode', null],
  ['file', 'file', null],
  ['dealercomments', 'dealercomments', null],
  ['carsales_title', 'carsalesTitle', null],
  ['standard_equipment', 'standardEquipment', []],
  ['categories', 'categories', []],
  ['private_suburb', 'privateSuburb', null],
  ['private_postcode', 'privatePostcode', null],
  ['hidden_from_stock', 'hiddenFromStock', 0],
  ['show_on_dealer_website', 'showOnDealerWebsite', true],
  ['checkout_enabled', 'checkoutEnabled', false],
  ['trade_in_allowed', 'tradeInAllowed', true],
  ['test_drive_enabled', 'testDriveEnabled', true],
  ['reserve_amount', 'reserveAmount', null],
  ['finance_rate', 'financeRate', 0],
];

/**
 * The columns a row sets. A column the feed does not carry at all is left as it is (on a new car: its
 * default), so a feed without e.g. hidden_from_stock does not wipe a value set elsewhere; an empty cell
 * clears it. `location` undefined keeps the car's location; null means none. The car's instant quote is
 * worked out from its price (an offer the feed leaves out is the one it has) and year, as every car's is
 * (decision 019).
 */
export function toCarValues(
  row: FeedRow,
  context: {
    location: LocationRef | null | undefined;
    existing?: Pick<Car, 'soldAt'> & Partial<Pick<Car, 'offerPrice' | 'beforePrice' | 'images'>>;
    now: Date;
  },
): CarValues {
  const status = row.status ?? 'in_stock';
  const values: CarValues = {
    stocknum: row.stocknum,
    name: carName(row),
    year: row.year,
    make: row.make,
    model: row.model,
    carType: row.car_type,
    price: row.price,
    status,
    // The sold-car window counts from sold_at: keep the first sale time, clear it when the car is back.
    soldAt: soldAtFor(status, context.existing?.soldAt, context.now),
  };
  const target = values as Record<string, unknown>;
  for (const [field, column, empty] of DIRECT) {
    if (field in row) target[column] = row[field] ?? empty;
  }
  if ('nvic' in row) {
    values.nvic = row.nvic ?? null;
    values.hasNvic = Boolean(row.nvic);
  }
  // The photos made so far from the feed's addresses, in its order; the rest are fetched (feed-photos).
  if ('images' in row) {
    const urls = row.images ?? [];
    const { photos } = feedPhotoList(urls, context.existing?.images ?? []);
    values.images = photos;
    values.feedImages = urls.length > 0 ? feedPhotoAddresses(urls) : null;
    values.primaryImageUrl = photos[0]?.image ?? null;
  }
  // A 360° spin is its exterior frames (in turning order) and optional interior frames, sent together.
  if ('spin_images' in row || 'spin_interior_images' in row) {
    const exterior = row.spin_images ?? [];
    const interior = row.spin_interior_images ?? [];
    values.spinImages = exterior.length || interior.length ? { exterior, interior } : null;
    values.spinInteriorImage = interior[0] ?? null;
  }
  const variantGiven = [...VARIANT_KEYS, 'bodyconfiguration'].filter((key) => key in row);
  if (variantGiven.length > 0) {
    const variant = Object.fromEntries(
      variantGiven
        .map((key) => [key, (row as Record<string, unknown>)[key]])
        .filter(([, value]) => value !== null && value !== undefined),
    );
    values.variant = Object.keys(variant).length > 0 ? variant : null;
  }
  if (context.location !== undefined) {
    values.locationId = context.location?.id ?? null;
    values.city = context.location?.city ?? null;
    values.state = context.location?.state ?? null;
  }
  values.youxQuote = carQuote(
    {
      price: values.price ?? null,
      offerPrice:
        values.offerPrice === undefined ? (context.existing?.offerPrice ?? null) : values.offerPrice,
      beforePrice:
        values.beforePrice === undefined ? (context.existing?.beforePrice ?? null) : values.beforePrice,
      year: values.year,
    },
    context.now,
  );
  return values;
}

// ── Fields a person locked ───────────────────────────────────────────────────────────────────────

/** The feed's name of each column and what its empty cell stores: the direct ones, price and status. */
const FEED_FIELD_OF = new Map<string, [keyof FeedRow, unknown]>([
  ['price', ['price', 0]],
  ['status', ['status', 'in_stock']],
  ...DIRECT.map(
    ([field, column, empty]) => [column as string, [field, empty]] as [string, [keyof FeedRow, unknown]],
  ),
]);

export type KeptValue = { field: string; feed: unknown; kept: unknown };

/**
 * The row with the car's locked fields set back to the car's own values, and what the feed said of each
 * locked field it carried with another value (for the import's report). A locked field the feed does not
 * carry, or carries with the same value, is not reported. E.g. price locked at 41,990 and a row with price
 * 44,990 → the row's price is 41,990 and kept is [{ field: 'price', feed: 44990, kept: 41990 }].
 */
export function lockRow<R extends FeedRow>(
  row: R,
  car: Partial<Car> & { lockedFields: readonly string[] },
): { row: R; kept: KeptValue[] } {
  if (car.lockedFields.length === 0) return { row, kept: [] };
  const locked: Record<string, unknown> = { ...row };
  const kept: KeptValue[] = [];
  for (const column of car.lockedFields) {
    // Photos are kept by leaving the feed's list out: the row holds addresses, the car its processed sizes.
    if (column === 'images') {
      if (!('images' in row)) continue;
      const own = photoAddresses(car.images ?? []);
      const fed = row.images ?? [];
      if (!sameValue(column, own, fed)) kept.push({ field: 'images', feed: fed, kept: own });
      delete locked.images;
      continue;
    }
    const [field, empty] = FEED_FIELD_OF.get(column) ?? [];
    if (!field || !(field in row)) continue;
    const own = (car as Record<string, unknown>)[column] ?? null;
    const fed = row[field] ?? empty;
    if (!sameValue(column, own, fed)) kept.push({ field: column, feed: fed, kept: own });
    locked[field] = own;
  }
  return { row: locked as R, kept };
}

// `real` columns hold 32-bit floats: 2.123456789 comes back as 2.1234567, which is not a change.
const REAL_COLUMNS = new Set<string>(['engineSizeLitres']);

/** JSON with object keys sorted, since jsonb hands keys back in its own order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, entry) =>
    isPlainObject(entry)
      ? Object.fromEntries(Object.entries(entry).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : entry,
  );
}

function sameValue(column: string, current: unknown, next: unknown): boolean {
  if (current === null || current === undefined || next === null || next === undefined) {
    return (current ?? null) === (next ?? null);
  }
  if (current instanceof Date || next instanceof Date) {
    return new Date(current as Date).getTime() === new Date(next as Date).getTime();
  }
  if (typeof current === 'number' && typeof next === 'number') {
    return REAL_COLUMNS.has(column) ? Math.fround(current) === Math.fround(next) : current === next;
  }
  if (typeof current === 'object' || typeof next === 'object') return canonical(current) === canonical(next);
  return current === next;
}

/**
 * The columns whose incoming value differs from the stored car. Nothing changed means no write at all, so
 * re-running a feed leaves updated_at and the stock change log alone.
 */
export function diffCar(
  existing: Partial<Car>,
  incoming: Partial<NewCar>,
): { changed: boolean; changes: Partial<NewCar> } {
  const changes: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(incoming)) {
    if (value === undefined) continue;
    if (!sameValue(column, (existing as Record<string, unknown>)[column], value)) changes[column] = value;
  }
  return { changed: Object.keys(changes).length > 0, changes: changes as Partial<NewCar> };
}

/** A full feed is the whole stock: available cars missing from it (and not merely rejected) are sold. */
export function carsToMarkSold(
  existing: Pick<Car, 'id' | 'stocknum' | 'status'>[],
  inFeed: ReadonlySet<string>,
): number[] {
  return existing.filter((car) => isAvailable(car.status) && !inFeed.has(car.stocknum)).map((car) => car.id);
}
