import { type Bitset, hasBit } from './bitset';
import type { Candidates } from './candidates';
import { type Bounds, type OrderKey, rangeStart } from './sort';
import type { Store } from './store';
import type { RangeField } from './types';

// Min/max of a range field over the filtered set, ignoring nulls (NaN) and, for price, 0 (no advertised
// price). Fields with sort orders read their ends: the first in-filter slot of km_asc is the minimum km, found
// after about slots / hits steps, so a wide filter (platform-wide: 100k hits) costs a handful of bit tests
// instead of a 100k-value scan. Narrow filters, and fields without an order, scan the hits.

type End = { order: OrderKey; backwards: boolean };
const ENDS: Partial<Record<RangeField, { min: End; max: End }>> = {
  price: { min: { order: 'price_asc', backwards: false }, max: { order: 'price_desc', backwards: false } },
  km: { min: { order: 'km_asc', backwards: false }, max: { order: 'km_desc', backwards: false } },
  year: { min: { order: 'year_asc', backwards: false }, max: { order: 'year_desc', backwards: false } },
  created_at_timestamp: {
    min: { order: 'newest', backwards: true },
    max: { order: 'newest', backwards: false },
  },
};

export type MinMax = { min: number; max: number } | null;

/** Scans the hits. */
export function scanStats(values: Float64Array, hits: Int32Array, ignoreZero: boolean): MinMax {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < hits.length; i += 1) {
    const v = values[hits[i]];
    if (Number.isNaN(v) || (ignoreZero && v === 0)) continue;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return min === Number.POSITIVE_INFINITY ? null : { min, max };
}

/**
 * The value at the first slot of `order` (from either end) in the filter, skipping zeros when asked; NaN
 * when none is; undefined past `budget` steps.
 */
function firstValue(
  order: Int32Array,
  filter: Bitset,
  end: End,
  values: Float64Array,
  ignoreZero: boolean,
  budget: number,
  from: number,
): number | undefined {
  const n = order.length;
  for (let i = from; i < n; i += 1) {
    if (i - from >= budget) return undefined;
    const slot = order[end.backwards ? n - 1 - i : i];
    if (!hasBit(filter, slot)) continue;
    const v = values[slot];
    if (Number.isNaN(v) || (ignoreZero && v === 0)) continue;
    return v;
  }
  return Number.NaN;
}

/** Min/max of `field` over the filter; `bounds` are the query's ranges (the filter lies within them). */
export function rangeStats(store: Store, field: RangeField, filter: Candidates, bounds: Bounds): MinMax {
  const values = store.rangeValues(field);
  const ignoreZero = field === 'price';
  const ends = ENDS[field];
  // Walking both ends costs ~2 × slots / hits; scanning costs hits. An order with patches still queued
  // costs a merge (O(slots)) to bring up to date: worth it only for a wide filter.
  const worthWalking = (key: OrderKey) =>
    filter.count * filter.count >= 2 * store.slotCount &&
    (store.orders[key].isReady || filter.count * 4 >= store.slotCount);
  if (!ends || filter.count === 0 || !worthWalking(ends.min.order) || !worthWalking(ends.max.order)) {
    return scanStats(values, filter.hits, ignoreZero);
  }
  // A walk longer than the scan (hits bunched at the far end: a km range on km stats) gives up and scans.
  const budget = filter.count;
  const walk = (end: End) => {
    const order = store.order(end.order);
    const from = end.backwards ? 0 : rangeStart(order, values, end.order, bounds);
    return firstValue(order, filter.bits, end, values, ignoreZero, budget, from);
  };
  const min = walk(ends.min);
  if (min === undefined) return scanStats(values, filter.hits, ignoreZero);
  if (Number.isNaN(min)) return null;
  const max = walk(ends.max);
  if (max === undefined) return scanStats(values, filter.hits, ignoreZero);
  return { min, max };
}
