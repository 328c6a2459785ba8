import type { Bitset } from './bitset';

// The single-valued list fields' codes, one slot → code column per field, holding the field's own
// (ListColumn) codes. Column-major because a pass reads few fields over cars spread thinly through a site's
// slots (a refined field's facet reads one): a column keeps 64 cars to a cache line when its field has under
// 256 values, as most do, where a row of every field cost a line per car, mostly from memory. One count
// array holds every field of a pass: field f's code c counts at `starts[f] + c`.

export type CodeColumn = Uint8Array | Uint16Array | Uint32Array;

/** The narrowest column that holds `code`, holding `column`'s codes. */
export function widened(column: CodeColumn, code: number): CodeColumn {
  if (code > 0xffff) return column instanceof Uint32Array ? column : Uint32Array.from(column);
  if (code > 0xff && column instanceof Uint8Array) return Uint16Array.from(column);
  return column;
}

/** `column`'s codes in a column of its width with room for `capacity` slots. */
export function resized(column: CodeColumn, capacity: number): CodeColumn {
  const grown =
    column instanceof Uint32Array
      ? new Uint32Array(capacity)
      : column instanceof Uint16Array
        ? new Uint16Array(capacity)
        : new Uint8Array(capacity);
  grown.set(column.subarray(0, capacity));
  return grown;
}

export class FacetTable {
  private columns: CodeColumn[];
  /** Per field: its highest code in any slot, plus one. */
  private readonly sizes: number[];
  /** Per field: where its codes start in a count array; index 0 is a count that stays zero. */
  private starts: Int32Array | null = null;
  private readonly displayed: (Int32Array | undefined)[] = [];
  /** The slots of the pass under way (reused: no allocation per query). */
  private slots = new Int32Array(0);

  constructor(readonly width: number) {
    this.columns = Array.from({ length: width }, () => new Uint8Array(0));
    this.sizes = Array.from({ length: width }, () => 0);
  }

  /** Entries in a count array (fixed until a field gets a new value). */
  get codeCount(): number {
    const starts = this.layout();
    return starts[this.width - 1] + this.sizes[this.width - 1];
  }

  private layout(): Int32Array {
    if (!this.starts) {
      const starts = new Int32Array(this.width);
      let next = 1;
      for (let f = 0; f < this.width; f += 1) {
        starts[f] = next;
        next += this.sizes[f];
      }
      this.starts = starts;
      this.displayed.length = 0;
    }
    return this.starts;
  }

  grow(capacity: number): void {
    this.columns = this.columns.map((column) => resized(column, capacity));
  }

  /** A field's codes of slots 0 .. slots - 1. */
  codesOf(field: number, slots: number): CodeColumn {
    return this.columns[field].subarray(0, slots);
  }

  set(slot: number, field: number, code: number): void {
    if (code >= this.sizes[field]) {
      this.sizes[field] = code + 1;
      this.starts = null;
      this.columns[field] = widened(this.columns[field], code);
    }
    this.columns[field][slot] = code;
  }

  /**
   * Where a field's codes in `order` (its display order) count; 0, a count that stays zero, for a code no
   * slot has had yet (a seeded price bucket). Cached until a field gets a new value.
   */
  globalsIn(field: number, order: Int32Array): Int32Array {
    const starts = this.layout();
    const cached = this.displayed[field];
    if (cached && cached.length === order.length) return cached;
    const size = this.sizes[field];
    const globals = Int32Array.from(order, (code) => (code < size ? starts[field] + code : 0));
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
    const starts = this.layout();
    const n = this.collect(bits, minus, from, to);
    for (let i = 0; i < (fields === null ? this.width : fields.length); i += 1) {
      const field = fields === null ? i : fields[i];
      this.addColumn(counts, this.columns[field], starts[field], n, sign);
    }
  }

  private addColumn(counts: Int32Array, column: CodeColumn, start: number, n: number, sign: number): void {
    const slots = this.slots;
    for (let i = 0; i < n; i += 1) counts[start + column[slots[i]]] += sign;
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
