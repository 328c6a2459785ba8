import { parse } from 'csv-parse';
import { z } from 'zod';
import { BATCH_SIZE, mapInBatches, yieldToEventLoop } from '@/lib/batches';
import { ErrorBodySchema } from '@/lib/http';
import { isPlainObject } from '@/lib/is-plain-object';
import { FEED_TOO_MANY_ROWS, MAX_FEED_ROWS } from './limits';
import {
  buildFeedRowSchema,
  FEED_FIELDS,
  type FeedRow,
  FIELD_ALIASES,
  REQUIRED_FIELDS,
  variantFields,
} from './schema';

// Pure reading of stock feeds: CSV or JSON text into validated rows, each bad row reported with its line
// and field. No I/O here; server.ts does the database work. Reading runs in batches that yield to the event
// loop, and a feed over MAX_FEED_ROWS is refused before any row is validated.

/** A refused row's problem: its line (CSV: file line, header = 1; JSON: 1-based index), field and why. */
export const RowErrorSchema = z.object({ line: z.number().int(), field: z.string(), message: z.string() });
export type RowError = z.infer<typeof RowErrorSchema>;
/**
 * A feed refused whole (400): the error body, each issue naming its row's line too. A refusal of the request
 * itself (a query field such as `full`) names the field and no line.
 */
export const FeedRefusalSchema = ErrorBodySchema.extend({
  issues: z.array(RowErrorSchema.partial({ line: true })).optional(),
});
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
/** `tooLarge`: the feed is over a size limit (413), not malformed (400). */
export type FeedParseResult =
  | { ok: true; feed: ParsedFeed }
  | { ok: false; error: string; issues: RowError[]; tooLarge?: true };
export type ParseOptions = { now?: Date };

const tooManyRows = (): FeedParseResult => ({
  ok: false,
  error: FEED_TOO_MANY_ROWS,
  issues: [],
  tooLarge: true,
});

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

async function validateRecords(
  records: RawRecord[],
  unknown: Set<string>,
  options: ParseOptions,
): Promise<ParsedFeed> {
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

  for (const [index, record] of records.entries()) {
    if (index > 0 && index % BATCH_SIZE === 0) await yieldToEventLoop();
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

const CSV_CHUNK_BYTES = 64 * 1024;

type CsvRecord = { record: string[]; line: number };
type CsvRead =
  | { ok: true; records: CsvRecord[] }
  | { ok: false; error: Error }
  | { ok: false; tooMany: true };

/**
 * Every record of a CSV with the file line it starts on, fed to csv-parse 64 KB at a time with a turn of
 * the event loop in between; stops as soon as there are more than `maxRecords`. Lines are counted here from
 * the byte offset where each record ends (`info.bytes`), because csv-parse's own line counter counts a CRLF
 * inside a quoted value twice. Empty lines come through as empty records (not skipped), so the offsets stay
 * contiguous.
 */
async function readCsvRecords(text: string, maxRecords: number): Promise<CsvRead> {
  const bytes = Buffer.from(text, 'utf8');
  const parser = parse({ bom: true, info: true, relax_column_count: true });
  const records: CsvRecord[] = [];
  let failure: Error | null = null;
  let line = 1;
  let at = 0;
  // With `info`, csv-parse wraps each record as { record, info }; its typings do not model that option.
  parser.on('data', ({ record, info }: { record: string[]; info: { bytes: number } }) => {
    records.push({ record, line });
    for (; at < info.bytes && at < bytes.length; at++) {
      const byte = bytes[at];
      if (byte === 0x0a || (byte === 0x0d && bytes[at + 1] !== 0x0a)) line++;
    }
  });
  const finished = new Promise<void>((resolve) => {
    parser.on('end', resolve);
    parser.on('error', (error) => {
      failure = error;
      resolve();
    });
  });
  for (let start = 0; start < bytes.length; start += CSV_CHUNK_BYTES) {
    parser.write(bytes.subarray(start, start + CSV_CHUNK_BYTES));
    await yieldToEventLoop();
    if (failure) return { ok: false, error: failure };
    if (records.length > maxRecords) {
      parser.destroy();
      return { ok: false, tooMany: true };
    }
  }
  parser.end();
  await finished;
  if (failure) return { ok: false, error: failure };
  return records.length > maxRecords ? { ok: false, tooMany: true } : { ok: true, records };
}

/** Reads a CSV feed with a header row. Blank lines and rows of only empty cells are skipped. */
export async function parseCsvFeed(text: string, options: ParseOptions = {}): Promise<FeedParseResult> {
  // The header is one record more than the rows the cap allows.
  const read = await readCsvRecords(text, MAX_FEED_ROWS + 1);
  if (!read.ok) {
    if ('tooMany' in read) return tooManyRows();
    const line = Number((read.error as { lines?: number }).lines) || 0;
    return {
      ok: false,
      error: 'The CSV could not be read',
      issues: [{ line, field: 'row', message: read.error.message }],
    };
  }
  const records = read.records.filter(({ record }) => record.some((value) => value.trim() !== ''));
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
  return { ok: true, feed: await validateRecords(rows, unknown, options) };
}

/** Reads a parsed JSON feed: an array of car objects, or `{ cars: [...] }`. */
export async function parseJsonFeed(value: unknown, options: ParseOptions = {}): Promise<FeedParseResult> {
  const list = Array.isArray(value)
    ? value
    : isPlainObject(value) && Array.isArray(value.cars)
      ? value.cars
      : null;
  if (!list)
    return { ok: false, error: 'Expected a JSON array of cars, or an object { "cars": [...] }', issues: [] };
  if (list.length > MAX_FEED_ROWS) return tooManyRows();
  const unknown = new Set<string>();
  const records: RawRecord[] = await mapInBatches(list, (item: unknown, index: number): RawRecord => {
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
  return { ok: true, feed: await validateRecords(records, unknown, options) };
}

export type FeedFormat = 'csv' | 'json';

export async function parseFeedText(
  text: string,
  format: FeedFormat,
  options: ParseOptions = {},
): Promise<FeedParseResult> {
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
  | {
      ok: false;
      error: string;
      issues?: { field: string; message: string; line?: number }[];
      tooLarge?: true;
    };

/**
 * The admin API's body: JSON (`[...]` or `{ cars: [...], full?: boolean }`) or CSV. A feed is full unless
 * `full: false` in the JSON body or `?full=false` says otherwise (the body's flag wins).
 */
export async function parseStockRequest(input: {
  contentType: string | null;
  body: string;
  fullParam: string | null;
  now?: Date;
}): Promise<StockRequestResult> {
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
    const parsed = await parseCsvFeed(input.body, { now: input.now });
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
  const parsed = await parseJsonFeed(value, { now: input.now });
  return parsed.ok ? { ok: true, feed: parsed.feed, full } : parsed;
}
