import { canonicalMake } from './brand-aliases';
import { colourGroup } from './colour-groups';
import { priceRangeLabel, weeklyPriceRangeLabel } from './price-ranges';
import { LIST_FIELDS, type ListField, RANGE_FIELDS, type RangeField, type SearchDoc } from './types';

// How each public list and range field reads a SearchDoc. Keys are strings: a facet key is the string form
// of the value, and query values are turned into the same form (`listKey`) so '7' and 7 meet.

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

export function listValue(doc: SearchDoc, field: ListField): string | readonly string[] | null {
  switch (field) {
    case 'make':
      return canonicalMake(doc.make);
    case 'model':
      return doc.model;
    case 'make_model':
      return `${canonicalMake(doc.make)}|${doc.model}`;
    case 'badge':
      return doc.badge;
    case 'body':
      return doc.body;
    case 'fuel':
      return doc.fuel;
    case 'transmission':
      return doc.transmission;
    case 'drive':
      return doc.drive;
    case 'colour':
      return colourGroup(doc.colour);
    case 'seats':
      return doc.seats === null ? null : String(doc.seats);
    case 'car_type':
      return doc.carType;
    case 'status':
      return statusBucket(doc.status);
    case 'state':
      return doc.state;
    case 'city':
      return doc.city;
    case 'dealership_name':
      return doc.dealershipName;
    case 'location_name':
      return doc.locationName;
    case 'tag':
      return doc.tag;
    case 'categories':
      return doc.categories;
    case 'filtered_features':
      return doc.features;
    case 'item_type':
      return doc.itemType;
    case 'price_range':
      return priceRangeLabel(doc.price);
    case 'weekly_price_range':
      return weeklyPriceRangeLabel(doc.weeklyPrice);
    case 'dealership_slug':
      return doc.dealershipSlug;
    case 'location_slug':
      return doc.locationSlug;
  }
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
