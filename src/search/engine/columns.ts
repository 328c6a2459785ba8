import { type Bitset, wordsFor } from './bitset';
import { appendSlot, trimmed } from './slot-list';
import { ValueSet } from './value-set';

// Column storage, one entry per slot. Numbers live in Float64Arrays with NaN for null, so every range test
// (`v >= min && v <= max`) rejects a null for free. Strings are dictionary-encoded: key → code (1-based,
// 0 = no value), with the slots of each code in a ValueSet for filtering and popcount facets; a
// single-valued field's slot → code column is a column of the store's FacetTable (facet-table.ts).

export class NumberColumn {
  values = new Float64Array(0);

  grow(capacity: number): void {
    const grown = new Float64Array(capacity);
    grown.set(this.values);
    this.values = grown;
  }

  set(slot: number, value: number | null): void {
    this.values[slot] = value ?? Number.NaN;
  }
}

function grownTo(list: Int32Array, length: number): Int32Array {
  const grown = new Int32Array(length);
  grown.set(list);
  return grown;
}

export class ListColumn {
  private readonly codeOf = new Map<string, number>();
  /** code → key; code 0 is "no value". */
  readonly keys: string[] = [''];
  readonly sets: (ValueSet | null)[] = [null];
  /** Multi-valued fields (categories): slot s holds multiCodes[multiStart[s] .. multiStart[s + 1]). */
  private multiStart: Int32Array = new Int32Array(1);
  private multiCodes: Int32Array = new Int32Array(0); // grown like a slot list (slot-list.ts): 4 bytes a code
  private multiLength = 0;
  /** Running totals for the facet cost model (see `popcountCost`). */
  private denseValues = 0;
  private sparseEntries = 0;
  private readonly seeded: number;
  private displayOrder = new Int32Array(0);
  private lastKey: string | null = null;
  private lastCode = 0;
  /** Reused by every count (a facet is read before the next is counted): no allocation per query. */
  private counts = new Int32Array(0);
  /**
   * During a full load (until `pack`), a single-valued field's code per slot: the value sets are built from
   * these (or a multi-valued field's codes) in one pass at the end instead of car by car, 4 million appends
   * scattered over a few thousand lists at 100k cars. Null afterwards: patches add to the sets directly.
   */
  private loadCodes: Int32Array | null = new Int32Array(0);
  private loadedSlots = 0;
  private capacity = 0;

  /** `seedKeys` fix the first codes and their display order, e.g. the price buckets in numeric order. */
  constructor(
    readonly multi = false,
    seedKeys: readonly string[] = [],
  ) {
    for (const key of seedKeys) this.codeFor(key);
    this.seeded = seedKeys.length;
  }

  /**
   * Codes in facet display order: seeded keys in seed order, then the rest by key (code-unit order, not
   * locale: the same everywhere). Cached until a new key appears, so a facet never sorts per query.
   */
  orderedCodes(): Int32Array {
    if (this.displayOrder.length === this.keys.length - 1) return this.displayOrder;
    const keys = this.keys;
    const rest: number[] = [];
    for (let code = this.seeded + 1; code < keys.length; code += 1) rest.push(code);
    rest.sort((a, b) => (keys[a] < keys[b] ? -1 : keys[a] > keys[b] ? 1 : 0));
    const order = new Int32Array(keys.length - 1);
    for (let i = 0; i < this.seeded; i += 1) order[i] = i + 1;
    order.set(rest, this.seeded);
    this.displayOrder = order;
    return order;
  }

  grow(capacity: number): void {
    this.capacity = capacity;
    if (!this.multi) {
      if (this.loadCodes) this.loadCodes = grownTo(this.loadCodes, capacity);
      return;
    }
    this.multiStart = grownTo(this.multiStart, capacity + 1);
  }

  private codeFor(key: string): number {
    // Loads run dealership by dealership, so names, slugs, cities and states repeat car after car.
    if (key === this.lastKey) return this.lastCode;
    let code = this.codeOf.get(key);
    if (code === undefined) {
      code = this.keys.length;
      this.codeOf.set(key, code);
      this.keys.push(key);
      this.sets.push(new ValueSet());
    }
    this.lastKey = key;
    this.lastCode = code;
    return code;
  }

  /**
   * Slots must be added in ascending order, each exactly once (the multi-valued layout is append-only).
   * Returns a single value's code (0 for none; multi-valued fields return 0).
   */
  add(slot: number, value: string | readonly string[] | null, capacity: number): number {
    const words = wordsFor(capacity);
    const loading = this.loadCodes !== null;
    if (loading) this.loadedSlots = slot + 1;
    if (!this.multi) {
      const key = value as string | null;
      if (key === null) return 0;
      const code = this.codeFor(key);
      if (this.loadCodes) this.loadCodes[slot] = code;
      else this.addToSet(code, slot, words);
      return code;
    }
    const start = this.multiStart[slot];
    let end = start;
    for (const key of (value as readonly string[] | null) ?? []) {
      const code = this.codeFor(key);
      // A repeated value counts once. A scan of this car's few codes, not a Set per car: this runs for
      // every car's ~17 features at start-up.
      if (this.holds(start, end, code)) continue;
      this.multiCodes = appendSlot(this.multiCodes, end, code);
      end += 1;
      if (!loading) this.addToSet(code, slot, words);
    }
    this.multiStart[slot + 1] = end;
    this.multiLength = end;
    return 0;
  }

  private holds(start: number, end: number, code: number): boolean {
    for (let i = start; i < end; i += 1) if (this.multiCodes[i] === code) return true;
    return false;
  }

  private addToSet(code: number, slot: number, words: number): void {
    const set = this.sets[code] as ValueSet;
    const wasDense = set.isDense;
    if (set.add(slot, words)) {
      this.denseValues += 1;
      this.sparseEntries -= set.size - 1;
    } else if (!wasDense) this.sparseEntries += 1;
  }

  /** Ends a load: builds the value sets, compacts their slot lists and a multi-valued field's codes. */
  pack(): void {
    if (this.multi) this.multiCodes = trimmed(this.multiCodes, this.multiLength);
    if (this.loadCodes) this.buildSets();
    for (let code = 1; code < this.sets.length; code += 1) (this.sets[code] as ValueSet).pack();
  }

  /** Every value set from the codes the load recorded: a count per code, then each code's slots in order. */
  private buildSets(): void {
    const sizes = new Int32Array(this.keys.length);
    this.forEachLoaded((_, code) => {
      sizes[code] += 1;
    });
    const starts = new Int32Array(sizes.length + 1);
    for (let code = 0; code < sizes.length; code += 1) starts[code + 1] = starts[code] + sizes[code];
    const slots = new Int32Array(starts[sizes.length]);
    const next = starts.slice(0, sizes.length);
    this.forEachLoaded((slot, code) => {
      slots[next[code]] = slot;
      next[code] += 1;
    });
    const words = wordsFor(this.capacity);
    for (let code = 1; code < this.sets.length; code += 1) {
      const set = ValueSet.of(slots.subarray(starts[code], starts[code + 1]), words);
      this.sets[code] = set;
      if (set.isDense) this.denseValues += 1;
      else this.sparseEntries += set.size;
    }
    this.loadCodes = null;
  }

  /** (slot, code) for every value the load recorded, slots ascending. */
  private forEachLoaded(visit: (slot: number, code: number) => void): void {
    if (!this.multi) {
      const codes = this.loadCodes as Int32Array;
      for (let slot = 0; slot < this.loadedSlots; slot += 1) if (codes[slot] !== 0) visit(slot, codes[slot]);
      return;
    }
    for (let slot = 0; slot < this.loadedSlots; slot += 1) {
      for (let i = this.multiStart[slot]; i < this.multiStart[slot + 1]; i += 1)
        visit(slot, this.multiCodes[i]);
    }
  }

  /** The set of one key, or undefined for a key no document ever had (it matches nothing). */
  setOf(key: string): ValueSet | undefined {
    const code = this.codeOf.get(key);
    return code === undefined ? undefined : (this.sets[code] as ValueSet);
  }

  /** Rough work to count every value by popcount against a filter with `nonZeroWords` non-zero words. */
  popcountCost(nonZeroWords: number): number {
    return this.denseValues * nonZeroWords + this.sparseEntries;
  }

  /** A zeroed count per code; valid until the next count on this column. */
  private freshCounts(): Int32Array {
    if (this.counts.length < this.keys.length) this.counts = new Int32Array(this.keys.length * 2);
    else this.counts.fill(0);
    return this.counts;
  }

  /** Counts per code by popcount of (filter ∩ value set): no hit list needed. */
  countByPopcount(filter: Bitset, nonZero: Int32Array): Int32Array {
    const counts = this.freshCounts();
    for (let code = 1; code < this.keys.length; code += 1) {
      counts[code] = (this.sets[code] as ValueSet).countIn(filter, nonZero);
    }
    return counts;
  }

  /** Counts per code of a multi-valued field over a materialised hit list (cheaper for narrow filters). */
  countByScan(hits: Int32Array): Int32Array {
    const counts = this.freshCounts();
    const start = this.multiStart;
    const all = this.multiCodes;
    for (let i = 0; i < hits.length; i += 1) {
      const s = hits[i];
      for (let j = start[s]; j < start[s + 1]; j += 1) counts[all[j]] += 1;
    }
    return counts;
  }
}
