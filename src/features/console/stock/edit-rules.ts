import type { FieldSource, FieldSources } from '@/db/json-types';
import {
  type CarEdit,
  EDITABLE,
  type EditableField,
  LOCKABLE,
  type LockableField,
} from '@/inventory/editable-fields';
import { shortDateTimeAt } from '@/lib/dates';

export {
  type CarEdit,
  EDITABLE,
  type EditableField,
  LOCKABLE,
  type LockableField,
} from '@/inventory/editable-fields';

// A car's fields as a manager edits them in the console: how they are named, what changed, the locks
// against the feed, and where each value came from. Pure.

/** How each field is named to a person: the form's labels, the history, the import report. */
export const FIELD_LABELS: Record<LockableField, string> = {
  price: 'Price',
  beforePrice: 'Was price',
  offerPrice: 'Offer price',
  offerFrom: 'Offer from',
  offerTo: 'Offer until',
  priceType: 'Price type',
  dealercomments: 'Dealer comments',
  tag: 'Tag',
  status: 'Status',
  reserved: 'Reserved',
  showOnDealerWebsite: 'Shown on the site',
  checkoutEnabled: 'Reserve and buy online',
  testDriveEnabled: 'Test drive bookings',
  tradeInAllowed: 'Trade-in offers',
  standardEquipment: 'Equipment',
  images: 'Photos',
};

export const isLockableField = (value: string): value is LockableField =>
  (LOCKABLE as readonly string[]).includes(value);

/** Equipment is a list: one item a line, trimmed, blank lines dropped, at most this many. */
export const MAX_EQUIPMENT_ITEMS = 200;
export const equipmentLines = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const same = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((x, i) => x === b[i]) : a === b;

/** The fields whose value the edit changes, in EDITABLE's order. */
export const changedFields = (car: CarEdit, edit: CarEdit): EditableField[] =>
  EDITABLE.filter((field) => !same(car[field], edit[field]));

/** The locks as stored: only lockable fields, each once, in LOCKABLE's order. */
export const normalLocks = (locks: readonly string[]): LockableField[] =>
  LOCKABLE.filter((field) => locks.includes(field));

/** The sources after a person changed `fields`: theirs, now; the others as they were. */
export function personSources(
  sources: FieldSources,
  fields: readonly string[],
  who: string | null,
  at: Date,
): FieldSources {
  const mine: FieldSource = { by: 'person', at: at.toISOString(), ...(who ? { who } : {}) };
  return { ...sources, ...Object.fromEntries(fields.map((field) => [field, mine])) };
}

/** The fields no feed writes: a person's alone, so with no record they came from nowhere yet. */
const PERSON_ONLY: ReadonlySet<string> = new Set(['offerFrom', 'offerTo']);

/**
 * Where a field's value came from: what was recorded, else the feed that listed the car (a car listed
 * before sources were kept, or a field no one has changed since); null for a person's field never set.
 */
export const sourceOf = (sources: FieldSources, field: string, listedAt: Date): FieldSource | null =>
  sources[field] ?? (PERSON_ONLY.has(field) ? null : { by: 'feed', at: listedAt.toISOString() });

/** A source in words on the site's clock: 'From the feed, 3 Nov 2026, 9:15 am' or 'Set by sam@…, …'. */
export function sourceWords(source: FieldSource, timeZone: string): string {
  const when = shortDateTimeAt(new Date(source.at), timeZone);
  if (source.by === 'feed') return `From the feed, ${when}`;
  return `Set by ${source.who ?? 'a person'}, ${when}`;
}
