import { type Bitset, wordsFor } from './bitset';
import { Dictionary } from './dictionary';
import { type CodeColumn, resized, widened } from './facet-table';
import { trimmed } from './slot-list';
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
  private readonly dictionary = new Dictionary();
  readonly sets: (ValueSet | null)[] = [null];
  /** Multi-valued fields (categories): slot s holds multiCodes[multiStart[s] .. multiStart[s + 1]). */
  private multiStart: Int32Array = new Int32Array(1);
  private multiCodes: Int32Array = new Int32Array(0); // 4 bytes a code, trimmed by `pack`
  private multiLength = 0;
  /** A multi-valued field's last slot per code, plus one (0: none). */
  private lastSlot: Int32Array = new Int32Array(0);
  /** Running totals for the facet cost model (see `popcountCost`). */
  private denseValues = 0;
  private sparseEntries = 0;
  private readonly seeded: number;
  private displayOrder = new Int32Array(0);
  /** Reused by every count (a facet is read before the next is counted): no allocation per query. */
  private counts = new Int32Array(0);
  /**
   * During a full load (until `pack`), a single-valued field's code per slot, in the narrowest typed array
   * that holds them: the value sets are built from these (or a multi-valued field's codes) in one pass at the
   * end instead of car by car, 4 million appends scattered over a few thousand lists at 100k cars. A field
   * whose codes the store keeps in its FacetTable adds none here and hands them to `pack`. After the load,
   * patches add to the sets directly.
   */
  private loading = true;
  private loadCodes: CodeColumn = new Uint8Array(0);
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

  /** code → key; code 0 is "no value". */
  get keys(): readonly string[] {
    return this.dictionary.keys;
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
    if (this.multi) this.multiStart = grownTo(this.multiStart, capacity + 1);
  }

  /** The key's code, assigned (with an empty value set) when new. */
  codeFor(key: string): number {
    const code = this.dictionary.code(key);
    if (code === this.sets.length) this.sets.push(new ValueSet());
    return code;
  }

  /** A single value's slot, by its code (`codeFor`; 0 for none). Slots must be added in ascending order. */
  addCode(slot: number, code: number, capacity: number): void {
    if (code === 0) return;
    if (!this.loading) {
      this.addToSet(code, slot, wordsFor(capacity));
      return;
    }
    if (this.loadCodes.length < capacity) this.loadCodes = resized(this.loadCodes, capacity);
    if (code > 0xff) this.loadCodes = widened(this.loadCodes, code);
    this.loadCodes[slot] = code;
    this.loadedSlots = slot + 1;
  }

  /**
   * A multi-valued field's values of a slot. Slots must be added in ascending order, each exactly once (the
   * layout is append-only).
   */
  addAll(slot: number, values: readonly string[] | null, capacity: number): void {
    const words = wordsFor(capacity);
    const loading = this.loading;
    if (loading) this.loadedSlots = slot + 1;
    const start = this.multiStart[slot];
    let end = start;
    for (const key of values ?? []) {
      const code = this.codeFor(key);
      // A repeated value counts once: the last slot each code was added to, not a Set or a scan per car
      // (this runs for every car's ~17 features at start-up).
      if (code >= this.lastSlot.length) this.lastSlot = grownTo(this.lastSlot, Math.max(64, code * 2));
      if (this.lastSlot[code] === slot + 1) continue;
      this.lastSlot[code] = slot + 1;
      if (end === this.multiCodes.length) this.multiCodes = grownTo(this.multiCodes, this.roomFor(slot, end));
      this.multiCodes[end] = code;
      end += 1;
      if (!loading) this.addToSet(code, slot, words);
    }
    this.multiStart[slot + 1] = end;
    this.multiLength = end;
  }

  /**
   * Room for the codes of every slot up to the capacity at the average so far: a load's 1.7 million codes
   * grow their array once or twice, not twenty times (each copy short-lived memory the collector must free).
   */
  private roomFor(slot: number, used: number): number {
    const expected = Math.ceil((used / (slot + 1)) * this.capacity * 1.1);
    return Math.max(16, used + 1, expected, Math.ceil(used * 1.25));
  }

  private addToSet(code: number, slot: number, words: number): void {
    const set = this.sets[code] as ValueSet;
    const wasDense = set.isDense;
    if (set.add(slot, words)) {
      this.denseValues += 1;
      this.sparseEntries -= set.size - 1;
    } else if (!wasDense) this.sparseEntries += 1;
  }

  /**
   * Ends a load: builds the value sets, compacts their slot lists and a multi-valued field's codes. `codes`
   * are a single-valued field's codes per slot when the store kept them rather than this column.
   */
  pack(codes?: CodeColumn): void {
    // Up to an eighth spare is kept for patches (a load reserves a tenth more slots than it fills).
    const spare = this.multiCodes.length - this.multiLength;
    if (this.multi && spare > this.multiLength >> 3)
      this.multiCodes = trimmed(this.multiCodes, this.multiLength);
    if (this.loading) this.buildSets(codes ?? this.loadCodes.subarray(0, this.loadedSlots));
    this.loading = false;
    this.loadCodes = new Uint8Array(0);
    for (let code = 1; code < this.sets.length; code += 1) (this.sets[code] as ValueSet).pack();
  }

  /**
   * Every value set from the codes the load recorded: a count per code, then each set at its final size
   * (a bitset, or a list of exactly its slots) filled in one pass. Plain loops over typed arrays: this runs
   * over every car's 40-odd values at start-up.
   */
  private buildSets(singleCodes: CodeColumn): void {
    const codes = this.multi ? this.multiCodes.subarray(0, this.multiLength) : singleCodes;
    const slots = this.multi ? this.loadedSlots : singleCodes.length;
    const sizes = new Int32Array(this.keys.length);
    for (let i = 0; i < codes.length; i += 1) sizes[codes[i]] += 1;
    const words = wordsFor(this.capacity);
    // Per code, its bitset or its list; code 0 (no value) gets an empty list that nothing is placed in.
    const bits: (Uint32Array | null)[] = [null];
    const lists: Int32Array[] = [new Int32Array(0)];
    for (let code = 1; code < sizes.length; code += 1) {
      const dense = ValueSet.isDenseAt(sizes[code], words);
      bits.push(dense ? new Uint32Array(words) : null);
      lists.push(new Int32Array(dense ? 0 : sizes[code]));
    }
    const placed = new Int32Array(sizes.length);
    const starts = this.multiStart;
    for (let slot = 0; slot < slots; slot += 1) {
      const first = this.multi ? starts[slot] : slot;
      const end = this.multi ? starts[slot + 1] : slot + 1;
      for (let i = first; i < end; i += 1) {
        const code = codes[i];
        const set = bits[code];
        if (set) set[slot >>> 5] |= 1 << (slot & 31);
        else if (code !== 0) {
          lists[code][placed[code]] = slot;
          placed[code] += 1;
        }
      }
    }
    for (let code = 1; code < this.sets.length; code += 1) {
      const dense = bits[code];
      const set = dense ? ValueSet.ofBits(dense, sizes[code]) : ValueSet.ofList(lists[code]);
      this.sets[code] = set;
      if (set.isDense) this.denseValues += 1;
      else this.sparseEntries += set.size;
    }
  }

  /** The set of one key, or undefined for a key no document ever had (it matches nothing). */
  setOf(key: string): ValueSet | undefined {
    const code = this.dictionary.find(key);
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
