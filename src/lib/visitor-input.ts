import { z } from 'zod';
import { DB_ID_PATTERN, MAX_DB_ID } from './db-id';

export { DB_ID_PATTERN, MAX_DB_ID } from './db-id';

// What a visitor sends reaches PostgreSQL only in shapes it can store: text without U+0000 and without a
// lone UTF-16 surrogate (text and jsonb refuse both, and the whole statement fails) and ids inside int4.
// Every handler builds its schema from these.

const ID_MESSAGE = `Must be a whole number from 1 to ${MAX_DB_ID.toLocaleString('en-AU')}`;

/** U+0000 removed and a lone surrogate (JSON's '\ud800') made U+FFFD; the rest kept as typed. */
export const storableText = (value: string): string =>
  (value.includes('\u0000') ? value.replaceAll('\u0000', '') : value).replace(LONE_SURROGATE, '\ufffd');

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** A visitor's string as PostgreSQL can store it (storableText); chain `.trim()`, `.max()` and the rest as on `z.string()`. */
export const visitorText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).overwrite(storableText);

/** A row id in a JSON body: a whole number from 1 to 2,147,483,647. */
export const dbId = () =>
  z.number({ message: ID_MESSAGE }).int(ID_MESSAGE).min(1, ID_MESSAGE).max(MAX_DB_ID, ID_MESSAGE);

/** A row id in a query string or path ('42'): the same bounds, read from text. */
export const dbIdParam = () =>
  z.string({ message: ID_MESSAGE }).trim().regex(DB_ID_PATTERN, ID_MESSAGE).transform(Number).pipe(dbId());

/** Any JSON value with every string and key made storable (storableText) (free-form `data` objects, stored as jsonb). */
export function storableDeep<T>(value: T): T {
  if (typeof value === 'string') return storableText(value) as T;
  if (Array.isArray(value)) return value.map(storableDeep) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [storableText(k), storableDeep(v)])) as T;
  }
  return value;
}
