// Bitsets over document slots: one bit per slot in Uint32Array words (slot s lives in word s >>> 5, bit s & 31).
// Every filter the engine builds is one of these, so a query over 100k cars touches ~3,125 words per
// operation instead of 100k objects. A query's bitsets lie inside its scope, whose cars are adjacent slots:
// the operations take the words [from, to) the scope occupies (a site's few hundred), not the whole width.

export type Bitset = Uint32Array;

export function wordsFor(slots: number): number {
  return (slots + 31) >>> 5;
}

export function hasBit(bits: Bitset, slot: number): boolean {
  return (bits[slot >>> 5] & (1 << (slot & 31))) !== 0;
}

export function setBit(bits: Bitset, slot: number): void {
  bits[slot >>> 5] |= 1 << (slot & 31);
}

export function clearBit(bits: Bitset, slot: number): void {
  bits[slot >>> 5] &= ~(1 << (slot & 31));
}

/** Bits set in one 32-bit word (SWAR popcount; JS has no native one). */
export function popcount32(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

export function countBits(bits: Bitset, from = 0, to = bits.length): number {
  let n = 0;
  for (let i = from; i < to; i += 1) if (bits[i] !== 0) n += popcount32(bits[i]);
  return n;
}

/** The words [from, to) holding the set bits of `bits` (from = to = 0 when none is set). */
export function usedWords(bits: Bitset): { from: number; to: number } {
  let to = bits.length;
  while (to > 0 && bits[to - 1] === 0) to -= 1;
  let from = 0;
  while (from < to && bits[from] === 0) from += 1;
  return { from, to };
}

/** A copy of `bits` with exactly `words` words (truncated or zero-padded): sets grow lazily. */
export function copyBits(bits: Bitset, words: number): Bitset {
  const out = new Uint32Array(words);
  out.set(bits.length > words ? bits.subarray(0, words) : bits);
  return out;
}

/** target &= other over the words [from, to); words `other` lacks count as zero. */
export function andInto(target: Bitset, other: Bitset, from = 0, to = target.length): void {
  const n = Math.min(to, other.length);
  for (let i = from; i < n; i += 1) target[i] &= other[i];
  if (n < to) target.fill(0, Math.max(n, from), to);
}

/** target |= other (words beyond `target` are ignored: they hold no slot the query knows). */
export function orInto(target: Bitset, other: Bitset): void {
  const n = Math.min(target.length, other.length);
  for (let i = 0; i < n; i += 1) target[i] |= other[i];
}

/** target &= ~other. */
export function andNotInto(target: Bitset, other: Bitset): void {
  const n = Math.min(target.length, other.length);
  for (let i = 0; i < n; i += 1) target[i] &= ~other[i];
}

/** The set slots of the words [from, to) in ascending order. */
export function toSlots(bits: Bitset, count: number, from = 0, to = bits.length): Int32Array {
  const out = new Int32Array(count);
  let k = 0;
  for (let w = from; w < to; w += 1) {
    let x = bits[w];
    while (x !== 0) {
      const low = x & -x;
      out[k] = (w << 5) | (31 - Math.clz32(low));
      k += 1;
      x ^= low;
    }
  }
  return out;
}

/** Indices of the non-zero words: per-value popcounts then skip the empty stretches of a narrow filter. */
export function nonZeroWords(bits: Bitset, from = 0, to = bits.length): Int32Array {
  let n = 0;
  for (let i = from; i < to; i += 1) if (bits[i] !== 0) n += 1;
  const out = new Int32Array(n);
  let k = 0;
  for (let i = from; i < to; i += 1) {
    if (bits[i] !== 0) {
      out[k] = i;
      k += 1;
    }
  }
  return out;
}

/** Keeps the set bits whose `values[slot]` lies in [min, max]; NaN (a null value) never does. */
export function retainInRange(
  bits: Bitset,
  values: Float64Array,
  min: number,
  max: number,
  from = 0,
  to = bits.length,
): void {
  // Words whose 32 slots all have values; the rest (the column's last, partly used word) go bit by bit.
  const fullWords = Math.min(bits.length, values.length >>> 5);
  for (let w = from; w < to; w += 1) {
    let x = bits[w];
    if (x === 0) continue;
    const first = w << 5;
    if (w < fullWords && popcount32(x) > 4) {
      // A mostly full word (a scope's cars are adjacent): test all 32 without branching on the outcome,
      // which is a coin toss per car and costs a misprediction each time it is a branch.
      let keep = 0;
      for (let b = 0; b < 32; b += 1) {
        const v = values[first + b];
        keep |= (+(v >= min) & +(v <= max)) << b;
      }
      bits[w] = x & keep;
      continue;
    }
    let out = x;
    while (x !== 0) {
      const low = x & -x;
      const v = values[first | (31 - Math.clz32(low))];
      if (!(v >= min && v <= max)) out ^= low;
      x ^= low;
    }
    bits[w] = out;
  }
}
