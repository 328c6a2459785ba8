import type { Bitset } from './bitset';

// The single-valued list fields' codes, one slot → code column per field. Codes are global (unique across
// fields; 0 = no value), so one count array holds every facet of a pass. Column-major because a pass reads
// few fields over cars spread thinly through a site's slots (a refined field's facet reads one): a column
// keeps 32 cars to a cache line, where a row of every field cost one line per car, mostly from memory.
// Per-field codes (ListColumn) map to global ones through `globalOf`.

type CodeColumn = Uint16Array | Uint32Array;

export class FacetTable {
  private columns: CodeColumn[];
  /** Per field: its ListColumn code → global code. */
  private readonly globalOf: number[][];
  /** Global codes in use, 0 included. */
  codeCount = 1;
  /** The slots of the pass under way (reused: no allocation per query). */
  private slots = new Int32Array(0);

  constructor(readonly width: number) {
    this.globalOf = Array.from({ length: width }, () => [0]);
    this.columns = Array.from({ length: width }, () => new Uint16Array(0));
  }

  grow(capacity: number): void {
    this.columns = this.columns.map((column) => {
      const grown = column instanceof Uint32Array ? new Uint32Array(capacity) : new Uint16Array(capacity);
      grown.set(column);
      return grown;
    });
  }

  set(slot: number, field: number, code: number): void {
    const map = this.globalOf[field];
    let global = map[code];
    if (global === undefined) {
      global = this.codeCount;
      this.codeCount += 1;
      map[code] = global;
      this.displayed[field] = undefined;
    }
    // Past 65,535 values in all fields together a column widens (once) when it first holds such a code.
    if (global > 0xffff && this.columns[field] instanceof Uint16Array) {
      this.columns[field] = Uint32Array.from(this.columns[field]);
    }
    this.columns[field][slot] = global;
  }

  private readonly displayed: (Int32Array | undefined)[] = [];

  /**
   * The global codes of a field's ListColumn codes in `order` (its display order); 0 for a code no slot has
   * had yet (a seeded price bucket). Cached until the field's dictionary grows.
   */
  globalsIn(field: number, order: Int32Array): Int32Array {
    const cached = this.displayed[field];
    if (cached && cached.length === order.length) return cached;
    const map = this.globalOf[field];
    const globals = Int32Array.from(order, (code) => map[code] ?? 0);
    this.displayed[field] = globals;
    return globals;
  }

  /**
   * counts[code] += sign for the given fields of every slot in `bits` (all fields when `fields` is null);
   * with `minus`, the slots of `bits & ~minus` (a complement without building it). Only the words
   * [from, to) are read.
   */
  add(
    counts: Int32Array,
    bits: Bitset,
    minus: Bitset | null,
    fields: Int32Array | null,
    sign: number,
    from: number,
    to: number,
  ): void {
    const n = this.collect(bits, minus, from, to);
    if (fields === null) {
      for (let f = 0; f < this.width; f += 1) this.addColumn(counts, this.columns[f], n, sign);
    } else {
      for (let i = 0; i < fields.length; i += 1) this.addColumn(counts, this.columns[fields[i]], n, sign);
    }
  }

  private addColumn(counts: Int32Array, column: CodeColumn, n: number, sign: number): void {
    const slots = this.slots;
    for (let i = 0; i < n; i += 1) counts[column[slots[i]]] += sign;
  }

  /** Lists the slots of `bits` (& ~minus) in the words [from, to) into `slots`; returns how many. */
  private collect(bits: Bitset, minus: Bitset | null, from: number, to: number): number {
    if (this.slots.length < bits.length << 5) this.slots = new Int32Array(bits.length << 5);
    const slots = this.slots;
    let n = 0;
    for (let w = from; w < to; w += 1) {
      let x = minus === null ? bits[w] : bits[w] & ~minus[w];
      while (x !== 0) {
        const low = x & -x;
        slots[n] = (w << 5) | (31 - Math.clz32(low));
        n += 1;
        x ^= low;
      }
    }
    return n;
  }
}
