import type { Bitset } from './bitset';

// The single-valued list fields' codes, row-major: slot s's row holds one code per field at
// rows[s * width .. s * width + width). Codes are global (unique across fields; 0 = no value), so one pass
// over a filter's slots counts every facet at once into one array, a row read from one cache line instead of
// twenty columns. Per-field codes (ListColumn) map to global ones through `globalOf`.

export class FacetTable {
  private rows: Uint16Array | Uint32Array = new Uint16Array(0);
  /** Per field: its ListColumn code → global code. */
  private readonly globalOf: number[][];
  /** Global codes in use, 0 included. */
  codeCount = 1;

  constructor(readonly width: number) {
    this.globalOf = Array.from({ length: width }, () => [0]);
  }

  grow(capacity: number): void {
    const grown =
      this.codeCount > 0xffff
        ? new Uint32Array(capacity * this.width)
        : new Uint16Array(capacity * this.width);
    grown.set(this.rows);
    this.rows = grown;
  }

  set(slot: number, field: number, code: number): void {
    const map = this.globalOf[field];
    let global = map[code];
    if (global === undefined) {
      global = this.codeCount;
      this.codeCount += 1;
      map[code] = global;
      this.displayed[field] = undefined;
      // Past 65,535 values in all fields together the rows widen (once).
      if (global === 0x10000) this.rows = Uint32Array.from(this.rows);
    }
    this.rows[slot * this.width + field] = global;
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
   * with `minus`, the slots of `bits & ~minus` (a complement without building it).
   */
  add(counts: Int32Array, bits: Bitset, minus: Bitset | null, fields: Int32Array | null, sign: number): void {
    const rows = this.rows;
    const width = this.width;
    for (let w = 0; w < bits.length; w += 1) {
      let x = minus === null ? bits[w] : bits[w] & ~minus[w];
      while (x !== 0) {
        const low = x & -x;
        const row = ((w << 5) | (31 - Math.clz32(low))) * width;
        x ^= low;
        if (fields === null) {
          for (let f = 0; f < width; f += 1) counts[rows[row + f]] += sign;
        } else {
          for (let i = 0; i < fields.length; i += 1) counts[rows[row + fields[i]]] += sign;
        }
      }
    }
  }
}
