import type { Bitset } from './bitset';

// Scratch bitsets for one query at a time (queries are synchronous). At 100k cars a fresh bitset per filter
// was 12.5 KB of garbage, several a query, and collecting it took a sixth of a refined query's time. Each
// remembers the words its last use could write and clears only those: a query pays for its own window.

type Entry = { bits: Bitset; from: number; to: number };

export class BitsetPool {
  private readonly entries: Entry[] = [];
  private taken = 0;

  /** Starts a query: every bitset handed out before may be handed out again. */
  reset(): void {
    this.taken = 0;
  }

  /** A bitset of `words` words, all zero, to be written in [from, to) only; valid until `reset`. */
  zeroed(words: number, from: number, to: number): Bitset {
    let entry = this.entries[this.taken];
    if (!entry || entry.bits.length !== words) {
      entry = { bits: new Uint32Array(words), from, to };
      this.entries[this.taken] = entry;
    } else {
      entry.bits.fill(0, entry.from, entry.to);
      entry.from = from;
      entry.to = to;
    }
    this.taken += 1;
    return entry.bits;
  }

  /** `bits` in [from, to), zero elsewhere, with the same width; valid until `reset`. */
  copyOf(bits: Bitset, from: number, to: number): Bitset {
    const out = this.zeroed(bits.length, from, to);
    out.set(bits.subarray(from, to), from);
    return out;
  }
}
