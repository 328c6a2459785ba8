import { parse } from 'csv-parse/sync';
import type { cars } from '@/db/schema';
import {
  buildFeedRowSchema,
  FEED_FIELDS,
  type FeedRow,
  FIELD_ALIASES,
  REQUIRED_FIELDS,
  variantFields,
} from './schema';

// Pure rules of the stock feed: reading CSV/JSON into validated rows, and turning a row into the car's
// column values. No I/O here; server.ts does the database work.

export type RowError = { line: number; field: string; message: string };
/** A row that passed validation, with its line in the feed (CSV: file line, header = 1; JSON: 1-based index). */
export type ValidRow = FeedRow & { line: number };
export type ParsedFeed = {
  rows: ValidRow[];
  errors: RowError[];
  warnings: string[];
  rejected: number;
  /** Stock numbers of rejected rows: a full feed must not mark those cars sold just because a row was bad. */
  rejectedStocknums: string[];
};
export type FeedParseResult =
  | { ok: true; feed: ParsedFeed }
  | { ok: false; error: string; issues: RowError[] };
export type ParseOptions = { now?: Date };

// A feed of 50,000 broken rows would otherwise answer with (and store) hundreds of thousands of errors.
export const MAX_REPORTED_ERRORS = 1000;

const KNOWN_FIELDS = new Set(FEED_FIELDS);
const VARIANT_KEYS = Object.keys(variantFields);

/** 'Stock Num ' → 'stock_num'; known alternative spellings map to our column names. */
export function normaliseFieldName(name: string): string {
  const key = name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return FIELD_ALIASES[key] ?? key;
}

// A record the reader already rejected keeps its stock number, if it has one, for `rejectedStocknums`.
type RawRecord =
  | { line: number; raw: Record<string, unknown> }
  | { line: number; error: RowError; stocknum?: string };

function validateRecords(records: RawRecord[], unknown: Set<string>, options: ParseOptions): ParsedFeed {
  const schema = buildFeedRowSchema(options.now);
  const feed: ParsedFeed = { rows: [], errors: [], warnings: [], rejected: 0, rejectedStocknums: [] };
  const firstLineOf = new Map<string, number>();
  let hidden = 0;
  const report = (error: RowError) => {
    if (feed.errors.length < MAX_REPORTED_ERRORS) feed.errors.push(error);
    else hidden++;
  };
  const reject = (raw: Record<string, unknown>) => {
    feed.rejected++;
    const stocknum = raw.stocknum;
    if ((typeof stocknum === 'string' || typeof stocknum === 'number') && String(stocknum).trim()) {
      feed.rejectedStocknums.push(String(stocknum).trim());
    }
  };

  for (const record of records) {
    if ('error' in record) {
      report(record.error);
      reject({ stocknum: record.stocknum });
      continue;
    }
    const result = schema.safeParse(record.raw);
    if (!result.success) {
      const fields = new Set<string>();
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? 'row');
        if (fields.has(field)) continue; // one message per field is enough
        fields.add(field);
        report({ line: record.line, field, message: issue.message });
      }
      reject(record.raw);
      continue;
    }
    const first = firstLineOf.get(result.data.stocknum);
    if (first !== undefined) {
      report({
        line: record.line,
        field: 'stocknum',
        message: `duplicate stocknum '${result.data.stocknum}' (first on line ${first})`,
      });
      feed.rejected++;
      continue;
    }
    firstLineOf.set(result.data.stocknum, record.line);
    feed.rows.push({ ...result.data, line: record.line });
  }

  if (unknown.size > 0) feed.warnings.push(`Unknown columns ignored: ${[...unknown].sort().join(', ')}`);
  if (hidden > 0)
    feed.warnings.push(`${hidden} more errors not listed (only the first ${MAX_REPORTED_ERRORS} are)`);
  return feed;
}

/**
 * The file line each record starts on. csv-parse's own line counter counts a CRLF inside a quoted value
 * twice, so lines are counted here from the byte offset where each record ends (`info.bytes`).
 */
function recordStartLines(text: string, ends: number[]): number[] {
  const bytes = Buffer.from(text, 'utf8');
  const lines: number[] = [];
  let line = 1;
  let at = 0;
  for (const end of ends) {
    lines.push(line);
    for (; at < end && at < bytes.length; at++) {
      const byte = bytes[at];
      if (byte === 0x0a || (byte === 0x0d && bytes[at + 1] !== 0x0a)) line++;
    }
  }
  return lines;
}

/** Reads a CSV feed with a header row. Blank lines and rows of only empty cells are skipped. */
export function parseCsvFeed(text: string, options: ParseOptions = {}): FeedParseResult {
  let parsed: { record: string[]; info: { bytes: number } }[];
  try {
    // With `info`, csv-parse wraps each record as { record, info }; its typings do not model that option.
    // Empty lines come through as empty records (not skipped) so that the byte offsets stay contiguous.
    parsed = parse(text, { bom: true, info: true, relax_column_count: true }) as unknown as typeof parsed;
  } catch (error) {
    const line = Number((error as { lines?: number }).lines) || 0;
    return {
      ok: false,
      error: 'The CSV could not be read',
      issues: [{ line, field: 'row', message: (error as Error).message }],
    };
  }
  const startLines = recordStartLines(
    text,
    parsed.map(({ info }) => info.bytes),
  );
  const records = parsed
    .map(({ record }, i) => ({ record, line: startLines[i] }))
    .filter(({ record }) => record.some((value) => value.trim() !== ''));
  if (records.length === 0) {
    return { ok: false, error: 'The CSV is empty: it needs a header row', issues: [] };
  }

  const header = records[0].record.map(normaliseFieldName);
  const duplicates = header.filter((name, i) => name && header.indexOf(name) !== i);
  if (duplicates.length > 0) {
    return {
      ok: false,
      error: `Duplicate columns in the header: ${[...new Set(duplicates)].join(', ')}`,
      issues: [],
    };
  }
  const missing = REQUIRED_FIELDS.filter((name) => !header.includes(name));
  if (missing.length > 0) {
    return {
      ok: false,
      error: `Required columns missing from the header: ${missing.join(', ')}`,
      issues: [],
    };
  }
  const unknown = new Set(header.filter((name) => name && !KNOWN_FIELDS.has(name)));
  const stocknumAt = header.indexOf('stocknum');

  const rows: RawRecord[] = [];
  for (const { record, line } of records.slice(1)) {
    if (record.length !== header.length) {
      const error = {
        line,
        field: 'row',
        message: `has ${record.length} values but the header has ${header.length} columns`,
      };
      rows.push({ line, error, stocknum: record[stocknumAt] });
      continue;
    }
    const raw: Record<string, unknown> = {};
    header.forEach((name, i) => {
      if (name && KNOWN_FIELDS.has(name)) raw[name] = record[i];
    });
    rows.push({ line, raw });
  }
  return { ok: true, feed: validateRecords(rows, unknown, options) };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads a parsed JSON feed: an array of car objects, or `{ cars: [...] }`. */
export function parseJsonFeed(value: unknown, options: ParseOptions = {}): FeedParseResult {
  const list = Array.isArray(value)
    ? value
    : isPlainObject(value) && Array.isArray(value.cars)
      ? value.cars
      : null;
  if (!list)
    return { ok: false, error: 'Expected a JSON array of cars, or an object { "cars": [...] }', issues: [] };
  const unknown = new Set<string>();
  const records: RawRecord[] = list.map((item: unknown, index: number) => {
    const line = index + 1;
    if (!isPlainObject(item))
      return { line, error: { line, field: 'row', message: 'must be a JSON object' } };
    const raw: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(item)) {
      const name = normaliseFieldName(key);
      if (name === 'variant' && isPlainObject(entry)) continue;
      if (KNOWN_FIELDS.has(name)) raw[name] = entry;
      else unknown.add(name);
    }
    // A nested `variant` object is read as the flat variant columns; a flat key given too wins.
    const variant = Object.entries(item).find(([key]) => normaliseFieldName(key) === 'variant')?.[1];
    if (isPlainObject(variant)) {
      for (const [key, entry] of Object.entries(variant)) {
        const name = normaliseFieldName(key);
        if (!VARIANT_KEYS.includes(name) && name !== 'bodyconfiguration') unknown.add(`variant.${name}`);
        else if (!(name in raw)) raw[name] = entry;
      }
    }
    return { line, raw };
  });
  return { ok: true, feed: validateRecords(records, unknown, options) };
}

export type FeedFormat = 'csv' | 'json';

export function parseFeedText(text: string, format: FeedFormat, options: ParseOptions = {}): FeedParseResult {
  if (format === 'csv') return parseCsvFeed(text, options);
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    return { ok: false, error: `Invalid JSON: ${(error as Error).message}`, issues: [] };
  }
  return parseJsonFeed(value, options);
}

/** 'true/false/yes/no/1/0/Y/N' for query flags such as ?full=false; undefined when not given. */
export function parseFlag(value: string | null | undefined): boolean | undefined | 'invalid' {
  if (value === null || value === undefined || value.trim() === '') return undefined;
  const key = value.trim().toLowerCase();
  if (['true', 'yes', 'y', '1'].includes(key)) return true;
  if (['false', 'no', 'n', '0'].includes(key)) return false;
  return 'invalid';
}

export type StockRequestResult =
  | { ok: true; feed: ParsedFeed; full: boolean }
  | { ok: false; error: string; issues?: { field: string; message: string; line?: number }[] };

/**
 * The admin API's body: JSON (`[...]` or `{ cars: [...], full?: boolean }`) or CSV. A feed is full unless
 * `full: false` in the JSON body or `?full=false` says otherwise (the body's flag wins).
 */
export function parseStockRequest(input: {
  contentType: string | null;
  body: string;
  fullParam: string | null;
  now?: Date;
}): StockRequestResult {
  const mediaType = (input.contentType ?? '').split(';')[0].trim().toLowerCase();
  const fullFlag = parseFlag(input.fullParam);
  if (fullFlag === 'invalid') {
    return {
      ok: false,
      error: 'Invalid field: full',
      issues: [{ field: 'full', message: 'must be true or false' }],
    };
  }
  if (mediaType === 'text/csv' || mediaType === 'application/csv') {
    const parsed = parseCsvFeed(input.body, { now: input.now });
    return parsed.ok ? { ok: true, feed: parsed.feed, full: fullFlag ?? true } : parsed;
  }
  if (mediaType !== 'application/json') {
    return { ok: false, error: 'Content-Type must be application/json or text/csv' };
  }
  let value: unknown;
  try {
    value = JSON.parse(input.body.replace(/^\uFEFF/, ''));
  } catch {
    return { ok: false, error: 'The body is not valid JSON' };
  }
  let full = fullFlag ?? true;
  if (isPlainObject(value) && 'full' in value && value.full !== undefined) {
    if (typeof value.full !== 'boolean') {
      return {
        ok: false,
        error: 'Invalid field: full',
        issues: [{ field: 'full', message: 'must be true or false' }],
      };
    }
    full = value.full;
  }
  const parsed = parseJsonFeed(value, { now: input.now });
  return parsed.ok ? { ok: true, feed: parsed.feed, full } : parsed;
}

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

export const isAvailableStatus = (status: string) => status === 'in_stock' || status === 'coming_soon';

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
];

/**
 * The columns a row sets. A column the feed does not carry at all is left as it is (on a new car: its
 * default), so a feed without e.g. hidden_from_stock does not wipe a value set elsewhere; an empty cell
 * clears it. `location` undefined keeps the car's location; null means none.
 */
export function toCarValues(
  row: FeedRow,
  context: { location: LocationRef | null | undefined; existing?: Pick<Car, 'soldAt'>; now: Date },
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
    soldAt: isAvailableStatus(status) ? null : (context.existing?.soldAt ?? context.now),
  };
  const target = values as Record<string, unknown>;
  for (const [field, column, empty] of DIRECT) {
    if (field in row) target[column] = row[field] ?? empty;
  }
  if ('nvic' in row) {
    values.nvic = row.nvic ?? null;
    values.hasNvic = Boolean(row.nvic);
  }
  if ('images' in row) {
    const images = row.images ?? [];
    values.images = images.map((image) => ({ image, thumb: image }));
    values.primaryImageUrl = images[0] ?? null;
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
  return values;
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
  return existing
    .filter((car) => isAvailableStatus(car.status) && !inFeed.has(car.stocknum))
    .map((car) => car.id);
}
