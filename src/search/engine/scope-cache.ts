import { type Bitset, copyBits, countBits, retainInRange, usedWords } from './bitset';
import type { FacetTable } from './facet-table';
import { scopeBits } from './filters';
import type { MinMax } from './stats';
import type { Store } from './store';
import type { EngineScope, ListField, RangeField } from './types';

// A site's stock scope (with its price > 0 rule) is the same for every query of that site until the stock
// changes, so its bitset, and its facet counts when first needed, are built once per stock version and kept.
// Every filter of a query lies inside its scope, so a wide filter's facets are the scope's counts minus those
// of the few scoped cars it leaves out (see facets.ts). A platform-wide query's scope is every live car.

const MAX_SCOPES = 64; // sites on one platform are dozens; past this, start over rather than track use

export type ScopeEntry = {
  /** Read-only: copy before narrowing. */
  bits: Bitset;
  count: number;
  /** The words holding its cars: every bitset of a query in this scope is zero outside them. */
  from: number;
  to: number;
  /** Counts over the whole scope, indexed as FacetTable count arrays are; built on first use. */
  totals: Int32Array | null;
  /**
   * What a query whose filter is the whole scope (a site's unrefined search, the platform's) is answered
   * with, built on first use: facet counts (frozen, shared by every such answer) and min/max per field.
   */
  facets: Partial<Record<ListField, Readonly<Record<string, number>>>>;
  stats: Partial<Record<RangeField, MinMax>>;
};

export class ScopeCache {
  private readonly entries = new Map<string, ScopeEntry>();

  /**
   * The entry of `scope` (null: every live car), narrowed to a price above 0 when asked; the engine clears the
   * cache whenever its documents change.
   */
  get(store: Store, scope: EngineScope | null, priceAboveZero: boolean): ScopeEntry {
    const key = `${priceAboveZero ? '+' : ''}${scope === null ? '' : JSON.stringify(scope)}`;
    let entry = this.entries.get(key);
    if (!entry) {
      if (this.entries.size >= MAX_SCOPES) this.entries.clear();
      const bits = scope === null ? copyBits(store.alive, store.words) : scopeBits(store, scope);
      if (priceAboveZero) retainInRange(bits, store.price.values, Number.MIN_VALUE, Number.POSITIVE_INFINITY);
      const { from, to } = usedWords(bits);
      entry = { bits, count: countBits(bits), from, to, totals: null, facets: {}, stats: {} };
      this.entries.set(key, entry);
    }
    return entry;
  }

  clear(): void {
    this.entries.clear();
  }
}

export function scopeTotals(entry: ScopeEntry, table: FacetTable): Int32Array {
  if (!entry.totals) {
    const totals = new Int32Array(table.codeCount);
    table.add(totals, entry.bits, null, null, 1, entry.from, entry.to);
    entry.totals = totals;
  }
  return entry.totals;
}
