import { type Bitset, countBits, nonZeroWords, toSlots } from './bitset';

/**
 * A filter result with its count, non-zero words and hit list computed once, on first use. Its bits are zero
 * outside the words [from, to) (its scope's).
 */
export class Candidates {
  private cachedCount = -1;
  private cachedNonZero: Int32Array | null = null;
  private cachedHits: Int32Array | null = null;

  constructor(
    readonly bits: Bitset,
    readonly from: number,
    readonly to: number,
  ) {}

  get count(): number {
    if (this.cachedCount < 0) this.cachedCount = countBits(this.bits, this.from, this.to);
    return this.cachedCount;
  }

  get nonZero(): Int32Array {
    if (!this.cachedNonZero) this.cachedNonZero = nonZeroWords(this.bits, this.from, this.to);
    return this.cachedNonZero;
  }

  get hasHits(): boolean {
    return this.cachedHits !== null;
  }

  /** The slots, ascending. */
  get hits(): Int32Array {
    if (!this.cachedHits) this.cachedHits = toSlots(this.bits, this.count, this.from, this.to);
    return this.cachedHits;
  }
}
