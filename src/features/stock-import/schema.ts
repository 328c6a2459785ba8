import { z } from 'zod';

// One row of a dealer's stock feed. CSV gives every value as text and JSON gives native values, so each
// field coerces both: '$34,990' and 34990 are the same price. An empty value ('' or null, or the text
// 'null' that many DMS exports write) means "no value". Field names are the feed's column names.

type Coerced<T> = { ok: true; value: T } | { ok: false; message: string };
type Coerce<T> = (raw: unknown) => Coerced<T>;

const ok = <T>(value: T): Coerced<T> => ({ ok: true, value });
const fail = (message: string): Coerced<never> => ({ ok: false, message });

const isEmpty = (raw: unknown) =>
  raw === undefined || raw === null || (typeof raw === 'string' && /^\s*(null)?\s*$/i.test(raw));

const show = (raw: unknown) => (typeof raw === 'string' ? `'${raw}'` : JSON.stringify(raw));

/** Wraps a coercion as a zod schema: empty → null (or 'is required'), else the coerced value. */
function field<T>(coerce: Coerce<T>, options: { required: true }): z.ZodType<T>;
function field<T>(coerce: Coerce<T>, options?: { required?: false }): z.ZodType<T | null>;
function field<T>(coerce: Coerce<T>, options: { required?: boolean } = {}) {
  return z.any().transform((raw, ctx) => {
    if (isEmpty(raw)) {
      if (!options.required) return null;
      ctx.addIssue({ code: 'custom', message: 'is required' });
      return z.NEVER;
    }
    const result = coerce(raw);
    if (result.ok) return result.value;
    ctx.addIssue({ code: 'custom', message: result.message });
    return z.NEVER;
  });
}

const text =
  (max = 500): Coerce<string> =>
  (raw) => {
    if (typeof raw !== 'string' && typeof raw !== 'number') return fail(`must be text, got ${show(raw)}`);
    const value = String(raw).trim();
    return value.length > max ? fail(`must be at most ${max} characters`) : ok(value);
  };

/** Accepts 34990, '34990', '34,990', '$34,990', ' $34,990.00 '. */
const number =
  (options: { min: number; max: number; integer?: boolean; round?: boolean }): Coerce<number> =>
  (raw) => {
    let value: number;
    if (typeof raw === 'number') value = raw;
    else if (typeof raw === 'string' && /^\s*-?\s*\$?\s*-?[\d,]*\.?\d+\s*$/.test(raw)) {
      value = Number(raw.replace(/[$,\s]/g, ''));
    } else return fail(`must be a number, got ${show(raw)}`);
    if (!Number.isFinite(value)) return fail(`must be a number, got ${show(raw)}`);
    // Whole-dollar columns: DMS exports often carry cents ('34990.00'); round rather than reject.
    if (options.round) value = Math.round(value);
    if (options.integer && !Number.isInteger(value)) return fail(`must be a whole number, got ${show(raw)}`);
    if (value < options.min) return fail(`must be at least ${options.min}, got ${value}`);
    if (value > options.max) return fail(`must be at most ${options.max}, got ${value}`);
    return ok(value);
  };

const int = (min: number, max: number) => number({ min, max, integer: true });
const dollars = (min = 0) => number({ min, max: 100_000_000, integer: true, round: true });

const TRUE = new Set(['true', 'yes', 'y', '1']);
const FALSE = new Set(['false', 'no', 'n', '0']);
const bool: Coerce<boolean> = (raw) => {
  if (typeof raw === 'boolean') return ok(raw);
  const key = String(raw).trim().toLowerCase();
  if (TRUE.has(key)) return ok(true);
  if (FALSE.has(key)) return ok(false);
  return fail(`must be true/false, yes/no, 1/0 or Y/N, got ${show(raw)}`);
};

/** 'YYYY-MM-DD' (an ISO timestamp's date part is accepted) or 'dd/MM/yyyy'; stored as 'YYYY-MM-DD'. */
const date: Coerce<string> = (raw) => {
  const value = typeof raw === 'string' ? raw.trim() : '';
  const iso = /^(\d{4})-(\d{2})-(\d{2})(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.exec(value);
  const au = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  const parts = iso ? [iso[1], iso[2], iso[3]] : au ? [au[3], au[2], au[1]] : null;
  if (!parts) return fail(`must be a date as YYYY-MM-DD or dd/MM/yyyy, got ${show(raw)}`);
  const [y, m, d] = parts;
  const when = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  const normalised = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  if (when.toISOString().slice(0, 10) !== normalised) return fail(`is not a real date: ${show(raw)}`);
  return ok(normalised);
};

/** 'a|b|c' in CSV, or a JSON array; blank items are dropped. */
const list =
  (item: Coerce<string> = text()): Coerce<string[]> =>
  (raw) => {
    const items = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split('|') : null;
    if (!items) return fail(`must be a list ('a|b|c' or a JSON array), got ${show(raw)}`);
    const values: string[] = [];
    for (const entry of items) {
      if (isEmpty(entry)) continue;
      const result = item(entry);
      if (!result.ok) return fail(`item ${show(entry)} ${result.message}`);
      values.push(result.value);
    }
    return ok(values);
  };

/** An absolute http(s) URL, or a path on this platform ('/media/cars/1.jpg'). */
const url: Coerce<string> = (raw) => {
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (value.startsWith('/') && !value.startsWith('//')) return ok(value);
  try {
    const parsed = new URL(value);
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return ok(value);
  } catch {
    // reported below
  }
  return fail(`must be an http(s) URL or a path starting with '/', got ${show(raw)}`);
};

const oneOf =
  <const T extends string>(values: readonly T[]): Coerce<T> =>
  (raw) => {
    const key = String(raw).trim().toLowerCase();
    return (values as readonly string[]).includes(key)
      ? ok(key as T)
      : fail(`must be one of ${values.join(', ')}, got ${show(raw)}`);
  };

/**
 * The spec treats any status other than in_stock and coming_soon as sold, so any word is kept ('In Stock'
 * → 'in_stock', 'other' → 'other'), and only the three documented ones are named in the message.
 */
const status: Coerce<string> = (raw) => {
  const key = String(raw)
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return /^[a-z][a-z_]{0,29}$/.test(key)
    ? ok(key)
    : fail(`must be in_stock, coming_soon or sold, got ${show(raw)}`);
};

export const CAR_TYPES = ['new', 'demo', 'used'] as const;
export const ITEM_TYPES = ['car', 'motorcycle', 'truck', 'caravan'] as const;

/** The variant (specification) fields: flat columns in CSV, flat keys or a nested `variant` in JSON. */
export const variantFields = {
  cylinders: field(int(0, 24)).optional(),
  enginesize: field(number({ min: 0, max: 20_000 })).optional(),
  enginesize_litres: field(number({ min: 0, max: 20 })).optional(),
  induction: field(text(100)).optional(),
  geartype: field(text(100)).optional(),
  fuelconsumptioncombined: field(number({ min: 0, max: 100 })).optional(),
  fuelcapacity: field(number({ min: 0, max: 2_000 })).optional(),
  grossvehiclemass: field(number({ min: 0, max: 100_000 })).optional(),
  vehiclelength: field(number({ min: 0, max: 30_000 })).optional(),
  vehicleheight: field(number({ min: 0, max: 10_000 })).optional(),
  vehiclewidth: field(number({ min: 0, max: 10_000 })).optional(),
  towingcapacitybraked: field(number({ min: 0, max: 100_000 })).optional(),
  torque: field(number({ min: 0, max: 10_000 })).optional(),
  ancaprating: field(int(0, 5)).optional(),
};

/** Year bounds move with the calendar, so the schema is built for a given day. */
export function buildFeedRowSchema(now: Date = new Date()) {
  const maxYear = now.getUTCFullYear() + 2;
  return z.object({
    stocknum: field(text(50), { required: true }),
    year: field(int(1900, maxYear), { required: true }),
    make: field(text(100), { required: true }),
    model: field(text(100), { required: true }),
    car_type: field(oneOf(CAR_TYPES), { required: true }),
    price: field(dollars(), { required: true }),
    badge: field(text(100)).optional(),
    series: field(text(100)).optional(),
    vin: field(text(30)).optional(),
    nvic: field(text(30)).optional(),
    regplate: field(text(20)).optional(),
    status: field(status).optional(),
    before_price: field(dollars()).optional(),
    offer_price: field(dollars()).optional(),
    subscription_price: field(dollars()).optional(),
    price_type: field(text(50)).optional(),
    drive_away_price: field(dollars()).optional(),
    preorder: field(bool).optional(),
    km: field(int(0, 10_000_000)).optional(),
    colour: field(text(100)).optional(),
    interior_colour: field(text(100)).optional(),
    trans: field(text(100)).optional(),
    simple_transmission: field(text(50)).optional(),
    simple_body: field(text(50)).optional(),
    simple_fuel: field(text(50)).optional(),
    simple_drive: field(text(50)).optional(),
    fuel: field(text(100)).optional(),
    drive: field(text(100)).optional(),
    seats: field(int(0, 100)).optional(),
    doors: field(int(0, 10)).optional(),
    engine_size: field(text(50)).optional(),
    engine_size_litres: field(number({ min: 0, max: 20 })).optional(),
    gearnum: field(int(0, 30)).optional(),
    bodyconfiguration: field(text(100)).optional(),
    rego_expiry: field(date).optional(),
    build_date: field(date).optional(),
    compliance_date: field(date).optional(),
    tag: field(text(100)).optional(),
    certified: field(bool).optional(),
    reserved: field(bool).optional(),
    item_type: field(oneOf(ITEM_TYPES)).optional(),
    images: field(list(url)).optional(),
    video_url: field(url).optional(),
    external_video_url: field(url).optional(),
    spin_images: field(list(url)).optional(),
    spin_interior_images: field(list(url)).optional(),
    spin_code: field(text(100)).optional(),
    file: field(url).optional(),
    dealercomments: field(text(20_000)).optional(),
    carsales_title: field(text(200)).optional(),
    standard_equipment: field(list(text(200))).optional(),
    categories: field(list(text(100))).optional(),
    location: field(text(100)).optional(),
    private_suburb: field(text(100)).optional(),
    private_postcode: field(text(10)).optional(),
    hidden_from_stock: field(int(0, 14)).optional(),
    show_on_dealer_website: field(bool).optional(),
    checkout_enabled: field(bool).optional(),
    trade_in_allowed: field(bool).optional(),
    test_drive_enabled: field(bool).optional(),
    reserve_amount: field(dollars()).optional(),
    finance_rate: field(number({ min: 0, max: 30 })).optional(),
    ...variantFields,
  });
}

export type FeedRowSchema = ReturnType<typeof buildFeedRowSchema>;
/** A validated feed row. A key is absent when the feed did not carry that column at all. */
export type FeedRow = z.output<FeedRowSchema>;

/** Every column name the feed understands. */
export const FEED_FIELDS: readonly string[] = Object.keys(buildFeedRowSchema().shape);
export const REQUIRED_FIELDS = ['stocknum', 'year', 'make', 'model', 'car_type', 'price'] as const;

/** Other spellings seen in feeds, mapped to our column names (keys already lower-cased, '_' for spaces). */
export const FIELD_ALIASES: Record<string, string> = {
  standardequipment: 'standard_equipment',
  stock_number: 'stocknum',
  stock_num: 'stocknum',
  interiorcolour: 'interior_colour',
  location_slug: 'location',
};
