import { andInto, type Bitset, retainInRange } from './bitset';
import { BitsetPool } from './bitset-pool';
import { byDealership } from './by-dealership';
import { Candidates } from './candidates';
import { isListField, isRangeField, singleIndex } from './doc-fields';
import { multiFacetCounts, singleFacetCounts } from './facets';
import { listBits } from './filters';
import { readQuery } from './query-bounds';
import { ScopeCache } from './scope-cache';
import {
  type Bounds,
  type OrderKey,
  orderField,
  pageBySorting,
  pageFromOrder,
  preferSorting,
  rangeStart,
} from './sort';
import { rangeStats } from './stats';
import { Store } from './store';
import type { TextMatch } from './text-index';
import type { EngineQuery, EngineResult, ListField, SearchDoc, SearchEngine } from './types';

const DEFAULT_LIMIT = 21;
/** Compact when over a quarter of the slots are dead (and enough to be worth a rebuild). */
const COMPACT_RATIO = 0.25;
const COMPACT_MIN_DEAD = 32;

class InMemorySearchEngine implements SearchEngine {
  private store = new Store();
  /** Per-scope bitsets, facet totals and stats: valid until the documents change. */
  private readonly scopes = new ScopeCache();
  /** Every bitset a query builds: reused by the next query. */
  private readonly pool = new BitsetPool();

  constructor(docs: SearchDoc[]) {
    this.load(docs);
  }

  get size(): number {
    return this.store.slotOf.size;
  }

  /**
   * A full build: one pass of appends, then the sort orders and token list up front (start-up pays).
   * Slots are laid out by dealership, so a site's cars sit in a few contiguous runs of words: its filters,
   * popcounts and column reads touch a small, cache-friendly part of every array. Results never depend on
   * slot order (every sort ends on id), only speed does.
   */
  private load(docs: readonly SearchDoc[]): void {
    const clustered = byDealership(docs);
    // 10% headroom: the first thousands of patches append without regrowing every column (a ~30 ms copy).
    this.store.reserve(Math.ceil(clustered.length * 1.1));
    for (const doc of clustered) this.store.put(doc);
    this.store.prepare();
  }

  upsert(docs: SearchDoc[]): void {
    this.scopes.clear();
    // Reserve once so value sets choose list or bitset against the size the index is about to have.
    this.store.reserve(this.store.slotCount + docs.length);
    for (const doc of docs) this.store.put(doc);
    this.compactIfWasteful();
  }

  remove(ids: number[]): void {
    this.scopes.clear();
    for (const id of ids) this.store.delete(id);
    this.compactIfWasteful();
  }

  get(id: number): SearchDoc | undefined {
    const slot = this.store.slotOf.get(id);
    return slot === undefined ? undefined : (this.store.docs[slot] ?? undefined);
  }

  /** Dead slots cost memory and scan time; past the ratio, rebuild from the live documents in slot order. */
  private compactIfWasteful(): void {
    const { dead, slotCount } = this.store;
    if (dead < COMPACT_MIN_DEAD || dead < slotCount * COMPACT_RATIO) return;
    const live = this.store.docs.filter((d): d is SearchDoc => d !== null);
    this.store = new Store();
    this.load(live);
  }

  search(query: EngineQuery): EngineResult {
    const store = this.store;
    const words = store.words;

    // Everything but the list refinements: scope, certified, preset, text, price > 0, ranges. Every bitset
    // lies in the scope, so each is built and read over the scope's words only.
    const scope = this.scopes.get(store, query.scope, query.priceAboveZero === true);
    const { from, to } = scope;
    const pool = this.pool;
    pool.reset();
    const base = pool.copyOf(scope.bits, from, to);
    if (query.certified === true) andInto(base, store.certified, from, to);
    for (const [field, values] of Object.entries(query.preset ?? {})) {
      const bits = isListField(field) && values ? listBits(store, field, values, pool, from, to) : null;
      if (bits) andInto(base, bits, from, to);
    }
    let text: TextMatch | null = null;
    // 'white ute under 30k': the price bound narrows as the price range does, 'white ute' is the text.
    const read = query.query ? readQuery(query.query) : null;
    if (read?.text) {
      text = store.text.match(read.text, words, from, to);
      if (text) andInto(base, text.bits, from, to);
    }
    const ranges = [...Object.entries(query.ranges ?? {}), ...Object.entries(read?.bounds ?? {})];
    const bounds: Bounds = {}; // the tightest bounds per field, where sorted walks may start
    for (const [field, range] of ranges) {
      if (!isRangeField(field) || !range || (range.min === undefined && range.max === undefined)) continue;
      const min = Math.max(
        range.min ?? Number.NEGATIVE_INFINITY,
        bounds[field]?.min ?? Number.NEGATIVE_INFINITY,
      );
      const max = Math.min(
        range.max ?? Number.POSITIVE_INFINITY,
        bounds[field]?.max ?? Number.POSITIVE_INFINITY,
      );
      bounds[field] = { min, max };
      retainInRange(base, store.rangeValues(field), min, max, from, to);
    }

    const refined: [ListField, Uint32Array][] = [];
    for (const [field, values] of Object.entries(query.lists ?? {})) {
      // Fields outside the contract are ignored (the API's schema keeps them out anyway).
      if (!isListField(field) || !values) continue;
      const bits = listBits(store, field, values, pool, from, to);
      if (bits) refined.push([field, bits]);
    }
    const fullBits = pool.copyOf(base, from, to);
    for (const [, bits] of refined) andInto(fullBits, bits, from, to);
    const full = new Candidates(fullBits, from, to);

    // Disjunctive facets: a refined field is counted without its own refinement.
    const facets: EngineResult['facets'] = {};
    const unrefined: ListField[] = [];
    for (const field of query.facets ?? []) {
      if (!isListField(field) || field in facets) continue;
      let bits: Bitset | null = null;
      if (refined.some(([f]) => f === field)) {
        bits = pool.copyOf(base, from, to);
        for (const [f, other] of refined) if (f !== field) andInto(bits, other, from, to);
      }
      if (singleIndex(field) === undefined) {
        const filter = bits ? new Candidates(bits, from, to) : full;
        const whole = filter.count === scope.count; // the scope itself: its counts are kept
        const counts = whole ? scope.facets[field] : undefined;
        facets[field] = counts ?? multiFacetCounts(store.lists[field], filter);
        if (whole && !counts) scope.facets[field] = Object.freeze(facets[field]);
      } else if (bits) {
        singleFacetCounts(store, scope, bits, null, [field], facets);
      } else {
        facets[field] = {}; // counted below, in the query's order
        unrefined.push(field);
      }
    }
    if (unrefined.length) singleFacetCounts(store, scope, fullBits, full.count, unrefined, facets);

    const stats: EngineResult['stats'] = {};
    // A filter as large as its scope is the scope (it lies inside it): its stats are the scope's.
    const wholeScope = full.count === scope.count;
    for (const field of query.stats ?? []) {
      if (!isRangeField(field)) continue;
      if (!wholeScope) stats[field] = rangeStats(store, field, full, bounds);
      else {
        if (!(field in scope.stats)) scope.stats[field] = rangeStats(store, field, full, bounds);
        const cached = scope.stats[field];
        stats[field] = cached ? { ...cached } : null;
      }
    }

    const offset = Math.max(0, Math.floor(query.offset ?? 0) || 0);
    const limit = Math.max(0, Math.floor(query.limit ?? DEFAULT_LIMIT) || 0);
    const count = full.count;
    let slots: number[] = [];
    if (offset < count && limit > 0) {
      const sort = query.sort ?? 'relevance';
      if (sort === 'relevance' && text) slots = this.relevancePage(full, text.score, offset, limit);
      else slots = this.orderedPage(full, sort === 'relevance' ? 'newest' : sort, offset, limit, bounds);
    }
    const ids = store.id.values;
    return { ids: slots.map((s) => ids[s]), count, facets, stats };
  }

  private orderedPage(
    filter: Candidates,
    key: OrderKey,
    offset: number,
    limit: number,
    bounds: Bounds,
  ): number[] {
    const store = this.store;
    const order = store.orders[key];
    const perm = order.isReady ? store.order(key) : null;
    const from = perm ? rangeStart(perm, store.rangeValues(orderField(key)), key, bounds) : 0;
    const sort = preferSorting(filter.count, offset + limit, store.slotCount - from, order.isReady);
    // A walk that runs past what sorting would cost (hits bunched late in the order) gives up and sorts.
    const page = sort.walk
      ? pageFromOrder(store.order(key), filter.bits, offset, limit, sort.budget, from)
      : null;
    return page ?? pageBySorting(filter.hits, store.compare(key), offset, limit);
  }

  /**
   * Text relevance: score descending, then newest. Scores are small integers, so the hits fall into a few
   * score bands; only the bands overlapping the page are paged, each by the newest order.
   */
  private relevancePage(filter: Candidates, score: Uint16Array, offset: number, limit: number): number[] {
    const hits = filter.hits;
    let top = 0;
    for (let i = 0; i < hits.length; i += 1) if (score[hits[i]] > top) top = score[hits[i]];
    const perScore = new Int32Array(top + 1);
    for (let i = 0; i < hits.length; i += 1) perScore[score[hits[i]]] += 1;
    const page: number[] = [];
    const end = offset + limit;
    let start = 0;
    for (let s = top; s >= 0 && start < end; s -= 1) {
      const n = perScore[s];
      if (n === 0) continue;
      const lo = Math.max(start, offset);
      const hi = Math.min(start + n, end);
      if (lo < hi) {
        const band = this.pool.zeroed(filter.bits.length, filter.from, filter.to);
        for (let i = 0; i < hits.length; i += 1) {
          const slot = hits[i];
          if (score[slot] === s) band[slot >>> 5] |= 1 << (slot & 31);
        }
        const inBand = new Candidates(band, filter.from, filter.to);
        for (const slot of this.orderedPage(inBand, 'newest', lo - start, hi - lo, {})) page.push(slot);
      }
      start += n;
    }
    return page;
  }
}

/**
 * The engine over `docs`. Documents are kept by reference (that is what `get` returns): treat them as
 * immutable and upsert a new object to change a car.
 */
export function createSearchEngine(docs: SearchDoc[] = []): SearchEngine {
  return new InMemorySearchEngine(docs);
}
