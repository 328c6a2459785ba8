import { canonicalMake } from './brand-aliases';
import { LIST_FIELDS, type ListField, RANGE_FIELDS, type RangeField } from './types';

// The public list and range fields. Keys are strings: a facet key is the string form of the value (how a car
// reads as keys is doc-encoder.ts), and query values are turned into the same form (`listKey`) so '7' and
// 7 meet.

const LIST_FIELD_SET: ReadonlySet<string> = new Set(LIST_FIELDS);
const RANGE_FIELD_SET: ReadonlySet<string> = new Set(RANGE_FIELDS);

export function isListField(field: string): field is ListField {
  return LIST_FIELD_SET.has(field);
}

export function isRangeField(field: string): field is RangeField {
  return RANGE_FIELD_SET.has(field);
}

export type StatusBucket = 'in_stock' | 'coming_soon' | 'sold';

/** in_stock and coming_soon are available; any other status counts as sold (`isAvailable`, src/inventory/status-rules.ts). */
export function statusBucket(status: string): StatusBucket {
  return status === 'in_stock' || status === 'coming_soon' ? status : 'sold';
}

/** List fields with one value per car: their codes live in the FacetTable, in this order. */
export const SINGLE_FIELDS: readonly ListField[] = LIST_FIELDS.filter(
  (f) => f !== 'categories' && f !== 'filtered_features',
);
const SINGLE_INDEX = new Map(SINGLE_FIELDS.map((f, i) => [f, i]));

/** A list field's column in the FacetTable; undefined for a multi-valued field. */
export function singleIndex(field: ListField): number | undefined {
  return SINGLE_INDEX.get(field);
}

/** A query value in key form; null when it can match nothing (seats compare as numbers: '7', 7, '7.0'). */
export function listKey(field: ListField, value: string | number): string | null {
  if (field === 'make') return canonicalMake(String(value));
  if (field === 'make_model') {
    const [make, ...model] = String(value).split('|');
    return [canonicalMake(make), ...model].join('|');
  }
  if (field !== 'seats') return String(value);
  if (typeof value === 'string' && value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? String(n) : null;
}
