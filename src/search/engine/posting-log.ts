// A full load's postings, logged as cars arrive and turned into every token's slot list in one pass at the
// end: a count per token, then one buffer holding every list back to back, each at its size. Appending to
// thousands of growing lists car by car cost a regrowth and a scattered write per posting, a trim of every
// list afterwards, and enough short-lived array memory to set off a full garbage collection of the process.

/** Slots per token id: a token with one slot is the bare number, none is -1, otherwise its exact list. */
export type Postings = (number | Int32Array)[];

/** Entries per chunk: the log grows a chunk at a time, never copying what it holds. */
const CHUNK = 1 << 16;

export class PostingLog {
  /** Token ids, each car's after a marker `-(slot + 1)`. */
  private readonly chunks: Int32Array[] = [];
  private chunk = new Int32Array(0);
  private used = CHUNK;
  private slot = -1;
  /** Per token id, the last slot logged plus one (0: none yet), so a token seen twice in a car logs once. */
  private lastSlot: Int32Array = new Int32Array(1024);
  /** Per token id, the slots logged. */
  private counts: Int32Array = new Int32Array(1024);

  /** Slots must arrive in ascending order. */
  add(id: number, slot: number): void {
    if (id >= this.lastSlot.length) {
      this.lastSlot = grown(this.lastSlot, id + 1);
      this.counts = grown(this.counts, id + 1);
    }
    if (this.lastSlot[id] === slot + 1) return;
    this.lastSlot[id] = slot + 1;
    this.counts[id] += 1;
    if (slot !== this.slot) {
      this.push(-(slot + 1));
      this.slot = slot;
    }
    this.push(id);
  }

  private push(entry: number): void {
    if (this.used === CHUNK) {
      this.chunk = new Int32Array(CHUNK);
      this.chunks.push(this.chunk);
      this.used = 0;
    }
    this.chunk[this.used] = entry;
    this.used += 1;
  }

  /** The slot lists of token ids 0 .. tokenCount - 1, slots ascending. */
  postings(tokenCount: number): Postings {
    if (this.counts.length < tokenCount) this.counts = grown(this.counts, tokenCount);
    const counts = this.counts;
    let total = 0;
    for (let id = 0; id < tokenCount; id += 1) if (counts[id] > 1) total += counts[id];
    const buffer = new Int32Array(total);
    const postings: Postings = [];
    const next = new Int32Array(tokenCount);
    let start = 0;
    for (let id = 0; id < tokenCount; id += 1) {
      if (counts[id] > 1) {
        postings.push(buffer.subarray(start, start + counts[id]));
        next[id] = start;
        start += counts[id];
      } else postings.push(-1);
    }
    let slot = -1;
    for (let c = 0; c < this.chunks.length; c += 1) {
      const chunk = this.chunks[c];
      const end = c === this.chunks.length - 1 ? this.used : CHUNK;
      for (let i = 0; i < end; i += 1) {
        const id = chunk[i];
        if (id < 0) slot = -id - 1;
        else if (counts[id] === 1) postings[id] = slot;
        else {
          buffer[next[id]] = slot;
          next[id] += 1;
        }
      }
    }
    return postings;
  }
}

function grown(list: Int32Array, atLeast: number): Int32Array {
  const out = new Int32Array(Math.max(atLeast, list.length * 2));
  out.set(list);
  return out;
}
