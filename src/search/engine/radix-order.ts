// Sort orders by radix sort: a full load sorts 100,000 slots four times (price, year, km, listing date), and
// a comparison sort calls a JavaScript comparator 1.7 million times for each. Radix passes over typed arrays
// order the same slots in a few linear passes: stable counting passes on 16-bit digits, first of the id (so
// that ties end up id descending, every order's tie-break), then of the value's bits, least significant
// first, skipping a digit every slot shares (years differ in a few low bits only).

const DIGIT = 16;
const BUCKETS = 1 << DIGIT;
const MAX_ID = 0xffffffff;

const float = new Float64Array(1);
const halves = new Uint32Array(float.buffer);
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
const LOW = LITTLE_ENDIAN ? 0 : 1;
const HIGH = 1 - LOW;

/**
 * Orders slots by value ascending, ties by id descending, as the comparator `v[a] - v[b] || id[b] - id[a]`
 * would. Holds its scratch arrays between sorts (one sorter per load).
 */
export class RadixSorter {
  private counts = new Int32Array(BUCKETS);
  private high = new Uint32Array(0);
  private low = new Uint32Array(0);
  private spare = new Int32Array(0);

  /**
   * `slots` by `values` ascending, ties by `id` descending; null when a value is NaN (a comparator's order
   * is then its own) or an id is not a whole number from 0 to 2^32 - 1.
   */
  sort(slots: Int32Array, values: Float64Array, id: Float64Array): Int32Array | null {
    const n = slots.length;
    let end = 0;
    for (let i = 0; i < n; i += 1) if (slots[i] + 1 > end) end = slots[i] + 1;
    if (this.high.length < end) {
      this.high = new Uint32Array(end);
      this.low = new Uint32Array(end);
    }
    if (this.spare.length < n) this.spare = new Int32Array(n);
    const high = this.high;
    const low = this.low;
    for (let i = 0; i < n; i += 1) {
      const slot = slots[i];
      const key = id[slot];
      if (!Number.isInteger(key) || key < 0 || key > MAX_ID) return null;
      low[slot] = MAX_ID - key; // ascending in this is id descending
    }
    let from = slots.slice();
    let to = this.spare.subarray(0, n);
    for (const shift of [0, DIGIT]) {
      if (this.pass(from, to, low, shift)) [from, to] = [to, from];
    }
    for (let i = 0; i < n; i += 1) {
      const slot = from[i];
      const value = values[slot];
      if (Number.isNaN(value)) return null;
      // -0 and 0 are equal to a comparator; their bits are not.
      float[0] = value === 0 ? 0 : value;
      // IEEE 754 bits as an unsigned key in value order: negatives flipped whole, positives' sign bit set.
      const negative = halves[HIGH] >>> 31 === 1;
      high[slot] = negative ? ~halves[HIGH] >>> 0 : (halves[HIGH] | 0x80000000) >>> 0;
      low[slot] = negative ? ~halves[LOW] >>> 0 : halves[LOW];
    }
    for (const [keys, shift] of [
      [low, 0],
      [low, DIGIT],
      [high, 0],
      [high, DIGIT],
    ] as const) {
      if (this.pass(from, to, keys, shift)) [from, to] = [to, from];
    }
    return from.buffer === this.spare.buffer ? from.slice() : from;
  }

  /**
   * One stable counting pass of `from` into `to` on the 16-bit digit of each slot's key at `shift`; false,
   * writing nothing, when every slot has the same digit.
   */
  private pass(from: Int32Array, to: Int32Array, keys: Uint32Array, shift: number): boolean {
    const n = from.length;
    if (n === 0) return false;
    const counts = this.counts;
    counts.fill(0);
    for (let i = 0; i < n; i += 1) counts[(keys[from[i]] >>> shift) & 0xffff] += 1;
    if (counts[(keys[from[0]] >>> shift) & 0xffff] === n) return false;
    let sum = 0;
    for (let d = 0; d < BUCKETS; d += 1) {
      const count = counts[d];
      counts[d] = sum;
      sum += count;
    }
    for (let i = 0; i < n; i += 1) {
      const slot = from[i];
      const digit = (keys[slot] >>> shift) & 0xffff;
      to[counts[digit]] = slot;
      counts[digit] += 1;
    }
    return true;
  }
}
