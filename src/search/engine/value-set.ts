import { type Bitset, popcount32, setBit } from './bitset';
import { appendSlot, trimmed } from './slot-list';

// The slots holding one list value (say make = 'Toyota'). A bitset costs slots/8 bytes whatever the value's
// popularity, so 3,000 badges at 100k cars would be ~37 MB of mostly zeros. A value starts as a plain slot
// list and turns into a bitset at words/2 entries (with a list's spare room, about the bitset's memory):
// memory stays O(cars) per field, and counting a rare value costs its size.

export class ValueSet {
  /** The slots while sparse: the first `size` entries (see slot-list.ts). */
  private sparse: Int32Array | null = new Int32Array(2);
  private dense: Uint32Array | null = null;
  /** Slots ever added, dead ones included (dead slots are masked by `alive` in every query). */
  size = 0;

  /** Whether a value of `size` slots is kept as a bitset of `words` words (where `add` turns one dense). */
  static isDenseAt(size: number, words: number): boolean {
    return size > 0 && size * 2 >= words;
  }

  /** The set of a load's end: its ascending slots, sparse. */
  static ofList(slots: Int32Array): ValueSet {
    const set = new ValueSet();
    set.size = slots.length;
    set.sparse = slots;
    return set;
  }

  /** The set of a load's end: a bitset of `size` slots. */
  static ofBits(bits: Uint32Array, size: number): ValueSet {
    const set = new ValueSet();
    set.size = size;
    set.dense = bits;
    set.sparse = null;
    return set;
  }

  get isDense(): boolean {
    return this.dense !== null;
  }

  /**
   * Adds a slot (slots arrive in ascending order). `words` is the engine's capacity in words; returns true
   * when this call turned the set dense, so the column can keep its cost totals.
   */
  add(slot: number, words: number): boolean {
    this.size += 1;
    if (this.dense) {
      if (slot >>> 5 >= this.dense.length) {
        const grown = new Uint32Array(Math.max(words, (slot >>> 5) + 1));
        grown.set(this.dense);
        this.dense = grown;
      }
      setBit(this.dense, slot);
      return false;
    }
    const list = appendSlot(this.sparse as Int32Array, this.size - 1, slot);
    this.sparse = list;
    if (this.size * 2 < words) return false;
    const dense = new Uint32Array(Math.max(words, (slot >>> 5) + 1));
    for (let i = 0; i < this.size; i += 1) setBit(dense, list[i]);
    this.dense = dense;
    this.sparse = null;
    return true;
  }

  /** Drops a sparse list's spare room (after a load). */
  pack(): void {
    if (this.sparse) this.sparse = trimmed(this.sparse, this.size);
  }

  /** target |= this, over the words [from, to) (by default all of `target`). */
  orInto(target: Bitset, from = 0, to = target.length): void {
    if (this.dense) {
      const d = this.dense;
      const n = Math.min(to, d.length);
      for (let i = from; i < n; i += 1) target[i] |= d[i];
      return;
    }
    const list = this.sparse as Int32Array;
    const first = from << 5;
    const limit = to << 5;
    // Slots ascend: a site's part of a platform-wide list starts at a binary search, ends at the window.
    let lo = 0;
    let hi = this.size;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (list[mid] < first) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < this.size && list[i] < limit; i += 1) setBit(target, list[i]);
  }

  /**
   * |this ∩ filter|. A dense set visits only the filter's non-zero words (all words when the filter is wide:
   * the indirection then costs more than it skips). Popcount is inlined: this is the facet hot loop.
   */
  countIn(filter: Bitset, nonZero: Int32Array): number {
    let n = 0;
    if (this.dense) {
      const d = this.dense;
      if (nonZero.length * 2 > filter.length) {
        const end = Math.min(d.length, filter.length);
        for (let w = 0; w < end; w += 1) {
          let x = d[w] & filter[w];
          if (x === 0) continue;
          x -= (x >>> 1) & 0x55555555;
          x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
          n += Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
        }
        return n;
      }
      for (let i = 0; i < nonZero.length; i += 1) {
        const w = nonZero[i];
        if (w >= d.length) break;
        const x = d[w] & filter[w];
        if (x !== 0) n += popcount32(x);
      }
      return n;
    }
    const list = this.sparse as Int32Array;
    const limit = filter.length << 5;
    for (let i = 0; i < this.size; i += 1) {
      const s = list[i];
      if (s < limit && (filter[s >>> 5] & (1 << (s & 31))) !== 0) n += 1;
    }
    return n;
  }
}
