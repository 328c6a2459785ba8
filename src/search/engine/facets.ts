import { type Bitset, countBits } from './bitset';
import type { Candidates } from './candidates';
import type { ListColumn } from './columns';
import { singleIndex } from './doc-fields';
import { type ScopeEntry, scopeTotals } from './scope-cache';
import type { Store } from './store';
import type { ListField } from './types';

// Facet counts. Single-valued fields are counted together, one pass over the columns of the filter's slots
// (facet-table.ts) — or, when the filter keeps most of its scope, over the scoped slots it drops, subtracted
// from the scope's totals: a site's unrefined search and a platform-wide one cost a few hundred slots, not
// tens of thousands. Multi-valued fields (categories) count per value: popcount of (filter ∩ value set), or
// one pass over the hits, whichever costs less.

/** Counts per value with count > 0, keys in the column's display order (see `ListColumn.orderedCodes`). */
function toRecord(column: ListColumn, count: (code: number) => number): Record<string, number> {
  const keys = column.keys;
  const out: Record<string, number> = {};
  for (const code of column.orderedCodes()) {
    const n = count(code);
    if (n > 0) out[keys[code]] = n;
  }
  return out;
}

export function multiFacetCounts(column: ListColumn, filter: Candidates): Record<string, number> {
  if (filter.count === 0) return {};
  // Both costs in "about 3 ns" units, measured at 100k cars: one popcount word or sparse entry, one hit read.
  const popcountCost = column.popcountCost(filter.nonZero.length);
  const scanCost = filter.count + (filter.hasHits ? 0 : filter.to - filter.from);
  const counts =
    popcountCost <= scanCost
      ? column.countByPopcount(filter.bits, filter.nonZero)
      : column.countByScan(filter.hits);
  return toRecord(column, (code) => counts[code]);
}

let scratch = new Int32Array(0);

/**
 * Counts of the single-valued `fields` over `filter` (a subset of the scope's slots, `count` of them when
 * known), into `out`.
 */
export function singleFacetCounts(
  store: Store,
  scope: ScopeEntry,
  filter: Bitset,
  count: number | null,
  fields: readonly ListField[],
  out: Partial<Record<ListField, Record<string, number>>>,
): void {
  const table = store.facetTable;
  const n = count ?? countBits(filter, scope.from, scope.to);
  if (n === 0) {
    for (const field of fields) out[field] = {};
    return;
  }
  // A filter as large as its scope is the scope (it lies inside it): the scope's own counts, kept.
  const whole = n === scope.count;
  if (whole && fields.every((f) => f in scope.facets)) {
    for (const field of fields) out[field] = scope.facets[field];
    return;
  }
  if (scratch.length < table.codeCount) scratch = new Int32Array(table.codeCount * 2);
  const counts = scratch;
  const columns = Int32Array.from(fields, (f) => singleIndex(f) as number);
  if (scope.count - n < n) {
    counts.set(scopeTotals(scope, table));
    table.add(counts, scope.bits, filter, columns, -1, scope.from, scope.to);
  } else {
    counts.fill(0, 0, table.codeCount);
    table.add(counts, filter, null, columns, 1, scope.from, scope.to);
  }
  for (const field of fields) {
    const column = store.lists[field];
    const order = column.orderedCodes();
    const globals = table.globalsIn(singleIndex(field) as number, order);
    const keys = column.keys;
    const record: Record<string, number> = {};
    for (let i = 0; i < order.length; i += 1) {
      const n = counts[globals[i]];
      if (n > 0) record[keys[order[i]]] = n;
    }
    if (whole) scope.facets[field] = Object.freeze(record);
    out[field] = record;
  }
}
