import { type Bitset, hasBit } from './bitset';
import type { RadixSorter } from './radix-order';
import type { Range, RangeField, SortKey } from './types';

// Sorting. Each sort key keeps a permutation of all live slots in final order; a page is the first
// `offset + limit` slots of the permutation that pass the filter, so a page of a big result costs about
// (offset + limit) × slots / hits bit tests and never a sort. Patches queue their new slots, merged in the
// next time that order is used (not on every upsert); small results are sorted directly instead.

export type OrderKey = Exclude<SortKey, 'relevance'>;
export const ORDER_KEYS: readonly OrderKey[] = [
  'price_asc',
  'price_desc',
  'year_desc',
  'year_asc',
  'km_asc',
  'km_desc',
  'newest',
];

export type SortColumns = {
  id: Float64Array;
  price: Float64Array;
  year: Float64Array;
  km: Float64Array;
  createdAt: Float64Array;
};

export type Compare = (a: number, b: number) => number;

/** Total orders: ties always fall back to id descending, so every page is deterministic. */
export function comparator(key: OrderKey, c: SortColumns): Compare {
  const id = c.id;
  const asc =
    (v: Float64Array): Compare =>
    (a, b) =>
      v[a] < v[b] ? -1 : v[a] > v[b] ? 1 : id[b] - id[a];
  const desc =
    (v: Float64Array): Compare =>
    (a, b) =>
      v[a] > v[b] ? -1 : v[a] < v[b] ? 1 : id[b] - id[a];
  switch (key) {
    case 'price_asc': {
      // Price 0 means "no advertised price": after every priced car, not first.
      const p = c.price;
      return (a, b) => {
        const pa = p[a] === 0 ? Number.POSITIVE_INFINITY : p[a];
        const pb = p[b] === 0 ? Number.POSITIVE_INFINITY : p[b];
        return pa < pb ? -1 : pa > pb ? 1 : id[b] - id[a];
      };
    }
    case 'price_desc':
      return desc(c.price);
    case 'year_desc':
      return desc(c.year);
    case 'year_asc':
      return asc(c.year);
    case 'km_asc':
      return asc(c.km);
    case 'km_desc':
      return desc(c.km);
    case 'newest':
      return desc(c.createdAt);
  }
}

/** The range field each order sorts by, and which way. */
const ORDER_FIELD: Record<OrderKey, { field: RangeField; ascending: boolean }> = {
  price_asc: { field: 'price', ascending: true },
  price_desc: { field: 'price', ascending: false },
  year_desc: { field: 'year', ascending: false },
  year_asc: { field: 'year', ascending: true },
  km_asc: { field: 'km', ascending: true },
  km_desc: { field: 'km', ascending: false },
  newest: { field: 'created_at_timestamp', ascending: false },
};

export type Bounds = Partial<Record<RangeField, Range>>;

/**
 * The first position of an order that can hold a slot inside the query's range on the order's own field:
 * every slot before it lies outside, so a filter holding that range has none of them (a price range on a
 * price sort walks from its lower edge, not past every cheaper car). Binary search: values are ordered along
 * the permutation (price_asc's 0, no advertised price, counts as infinite).
 */
export function rangeStart(perm: Int32Array, values: Float64Array, key: OrderKey, bounds: Bounds): number {
  const { field, ascending } = ORDER_FIELD[key];
  const edge = ascending ? bounds[field]?.min : bounds[field]?.max;
  if (edge === undefined) return 0;
  const zeroLast = key === 'price_asc';
  let lo = 0;
  let hi = perm.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const raw = values[perm[mid]];
    const v = zeroLast && raw === 0 ? Number.POSITIVE_INFINITY : raw;
    if (ascending ? v < edge : v > edge) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function orderField(key: OrderKey): RangeField {
  return ORDER_FIELD[key].field;
}

/** The slots alive, ascending. */
export function liveSlots(alive: Bitset, slotCount: number): Int32Array {
  const live: number[] = [];
  for (let s = 0; s < slotCount; s += 1) if (hasBit(alive, s)) live.push(s);
  return Int32Array.from(live);
}

/** `live` by `values` ascending, ties by id descending (every order's tie-break). */
export function sortedBy(
  live: Int32Array,
  id: Float64Array,
  values: Float64Array,
  sorter: RadixSorter,
): Int32Array {
  return (
    sorter.sort(live, values, id) ??
    live.slice().sort((a, b) => (values[a] < values[b] ? -1 : values[a] > values[b] ? 1 : id[b] - id[a]))
  );
}

/**
 * An ascending order (ties by id descending) turned descending with the same tie-break: reversed, then each
 * run of equal values reversed back.
 */
export function descending(ascending: Int32Array, values: Float64Array): Int32Array {
  const out = ascending.slice().reverse();
  let start = 0;
  for (let i = 1; i <= out.length; i += 1) {
    if (i < out.length && values[out[i]] === values[out[start]]) continue;
    if (i - start > 1) out.subarray(start, i).reverse();
    start = i;
  }
  return out;
}

/** price_asc from the plain ascending price order: the cars at price 0 (no advertised price) move last. */
export function zerosLast(ascending: Int32Array, price: Float64Array): Int32Array {
  let from = 0;
  while (from < ascending.length && price[ascending[from]] < 0) from += 1;
  let to = from;
  while (to < ascending.length && price[ascending[to]] === 0) to += 1;
  const out = new Int32Array(ascending.length);
  out.set(ascending.subarray(0, from));
  out.set(ascending.subarray(to), from);
  out.set(ascending.subarray(from, to), from + ascending.length - to);
  return out;
}

export class SortOrder {
  private perm: Int32Array = new Int32Array(0);
  private pending: number[] = [];
  private built = false;

  /** Takes a permutation built elsewhere in this order's own order (a full load derives some from others). */
  adopt(perm: Int32Array): void {
    this.perm = perm;
    this.pending = [];
    this.built = true;
  }

  get isReady(): boolean {
    return this.built && this.pending.length === 0;
  }

  /** A new slot: queued, not sorted now (100 upserts must stay cheap). */
  added(slot: number): void {
    if (this.built) this.pending.push(slot);
  }

  /**
   * The permutation, built or brought up to date. New slots are placed by binary search and the runs between
   * them copied whole, so a patch of k cars costs O(k log n) comparisons plus one copy. Dead slots stay (the
   * filter drops them) until a rebuild: one after too many patches, or the engine's compaction.
   */
  ensure(alive: Bitset, slotCount: number, compare: Compare): Int32Array {
    if (this.built && this.pending.length * 8 > this.perm.length) this.built = false;
    if (!this.built) {
      this.perm = liveSlots(alive, slotCount).sort(compare); // typed-array sort: ~25% faster than an Array's
      this.pending = [];
      this.built = true;
      return this.perm;
    }
    if (this.pending.length === 0) return this.perm;
    const fresh = this.pending.filter((s) => hasBit(alive, s)).sort(compare);
    this.pending = [];
    const old = this.perm;
    const merged = new Int32Array(old.length + fresh.length);
    let from = 0; // next unread position in `old`
    let to = 0;
    for (const slot of fresh) {
      let lo = from;
      let hi = old.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (compare(old[mid], slot) < 0) lo = mid + 1;
        else hi = mid;
      }
      merged.set(old.subarray(from, lo), to);
      to += lo - from;
      from = lo;
      merged[to] = slot;
      to += 1;
    }
    merged.set(old.subarray(from), to);
    this.perm = merged;
    return this.perm;
  }
}

/**
 * The page from a permutation: walk it from `from`, keep the slots in the filter; null past `budget` steps.
 */
export function pageFromOrder(
  perm: Int32Array,
  filter: Bitset,
  offset: number,
  limit: number,
  budget = Number.POSITIVE_INFINITY,
  from = 0,
): number[] | null {
  const page: number[] = [];
  if (limit <= 0) return page;
  let seen = 0;
  const end = Math.min(perm.length, from + budget);
  for (let i = from; i < perm.length; i += 1) {
    if (i >= end) return null;
    const slot = perm[i];
    if (!hasBit(filter, slot)) continue;
    if (seen >= offset) {
      page.push(slot);
      if (page.length === limit) break;
    }
    seen += 1;
  }
  return page;
}

/** The page by sorting the hits themselves: cheaper when the hits are few. */
export function pageBySorting(hits: Int32Array, compare: Compare, offset: number, limit: number): number[] {
  if (limit <= 0 || offset >= hits.length) return [];
  return Array.from(hits)
    .sort(compare)
    .slice(offset, offset + limit);
}

/**
 * Whether walking a permutation of `slots` entries for the first `need` hits beats sorting `count` hits,
 * and the steps the walk may take before sorting would have been cheaper. The walk's expected length
 * assumes hits are spread evenly; its worst case is `slots`.
 */
export function preferSorting(
  count: number,
  need: number,
  slots: number,
  orderReady: boolean,
): { walk: boolean; budget: number } {
  const sortCost = count * Math.log2(count + 2) * 4;
  const walkCost = Math.min(slots, (need * slots) / Math.max(count, 1));
  return {
    walk: sortCost > (orderReady ? walkCost : walkCost + slots),
    budget: Math.max(sortCost, walkCost * 2),
  };
}
