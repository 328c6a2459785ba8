import { andInto, andNotInto, type Bitset, copyBits, orInto, retainInRange } from './bitset';
import type { BitsetPool } from './bitset-pool';
import { listKey, statusBucket } from './doc-fields';
import type { Store } from './store';
import type { EngineScope, ListField } from './types';

// Query conditions as bitsets over the store's slots. Mirrors scope-sql.ts `scopeConditions` clause by
// clause: the two are tested against each other on PostgreSQL, so keep them in step.

/** The union of a column's value sets for `keys` (unknown keys add nothing); valid until the next union. */
function unionOf(store: Store, field: ListField, keys: readonly string[]): Bitset {
  const bits = store.scratch();
  for (const key of keys) {
    const listed = listKey(field, key);
    if (listed !== null) store.lists[field].setOf(listed)?.orInto(bits);
  }
  return bits;
}

/** The site's stock scope, ANDed under every refinement (includes `alive`). */
export function scopeBits(store: Store, scope: EngineScope): Bitset {
  const words = store.words;
  const bits = new Uint32Array(words);
  // Narrowest first: the site's dealerships are usually a small share of the platform.
  for (const id of scope.dealershipIds) store.dealership.setOf(String(id))?.orInto(bits);
  andInto(bits, store.alive);
  andInto(bits, store.shown);
  andInto(bits, unionOf(store, 'item_type', scope.itemTypes));
  if (scope.carTypes) andInto(bits, unionOf(store, 'car_type', scope.carTypes));
  if (scope.excludedMakes.length > 0) andNotInto(bits, unionOf(store, 'make', scope.excludedMakes));
  retainInRange(bits, store.hidden.values, Number.NEGATIVE_INFINITY, scope.maxHiddenFromStock);
  if (scope.inStockOnly) {
    andInto(bits, unionOf(store, 'status', ['in_stock']));
  } else if (scope.availableOnly || scope.soldSince === null) {
    andInto(bits, unionOf(store, 'status', ['in_stock', 'coming_soon']));
  } else {
    // Available cars, or sold cars sold at or after soldSince (a null soldAt is NaN and fails the range).
    const sold = copyBits(bits, words);
    andInto(bits, unionOf(store, 'status', ['in_stock', 'coming_soon']));
    andInto(sold, unionOf(store, 'status', ['sold']));
    retainInRange(sold, store.soldAt.values, scope.soldSince, Number.POSITIVE_INFINITY);
    orInto(bits, sold);
  }
  return bits;
}

/**
 * One list refinement (OR within the field) over the words [from, to), or null for no condition (an empty
 * list selects nothing, so it refines nothing). The status value 'sold' means any status other than
 * in_stock/coming_soon; any other status value is compared exactly. The bitset is the pool's.
 */
export function listBits(
  store: Store,
  field: ListField,
  values: readonly (string | number)[],
  pool: BitsetPool,
  from: number,
  to: number,
): Bitset | null {
  if (values.length === 0) return null;
  const bits = pool.zeroed(store.words, from, to);
  for (const value of values) {
    const key = listKey(field, value);
    if (key === null) continue;
    if (field === 'status' && statusBucket(key) === 'sold' && key !== 'sold') {
      store.rawStatus.setOf(key)?.orInto(bits, from, to);
    } else {
      store.lists[field].setOf(key)?.orInto(bits, from, to);
    }
  }
  return bits;
}
