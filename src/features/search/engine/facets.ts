import type { Candidates } from './candidates';
import type { ListColumn } from './columns';

// Facet counts for one list field over one filter. Two exact ways, picked per field and query by cost:
// popcount of (filter ∩ value set) per value — cheap for few values (status, body, fuel) and needs no hit
// list — or one pass over the hits reading the code column — cheap for narrow filters and for fields with
// thousands of values (model, badge, colour), where per-value popcounts would cost values × words.

/** Counts per value with count > 0, keys in the column's display order (see `ListColumn.orderedCodes`). */
export function facetCounts(column: ListColumn, filter: Candidates): Record<string, number> {
  if (filter.count === 0) return {};
  // Both costs in "about 3 ns" units, measured at 100k cars: one popcount word or sparse entry, one hit read.
  const popcountCost = column.popcountCost(filter.nonZero.length);
  const scanCost = filter.count + (filter.hasHits ? 0 : filter.bits.length);
  const counts =
    popcountCost <= scanCost
      ? column.countByPopcount(filter.bits, filter.nonZero)
      : column.countByScan(filter.hits);
  const keys = column.keys;
  const out: Record<string, number> = {};
  for (const code of column.orderedCodes()) if (counts[code] > 0) out[keys[code]] = counts[code];
  return out;
}
