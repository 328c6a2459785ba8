import { andInto, type Bitset, hasBit, setBit } from './bitset';
import { PostingLog, type Postings } from './posting-log';
import { appendSlot } from './slot-list';
import { forEachDocToken, queryWords, withinOneEdit, withinTwoEdits } from './tokens';

// The inverted index: token → slots. A query's tokens are ANDed. A token of two or more characters that the
// index holds means that term only ('ev' is not Everest, 'ranger' not a typo of Range): otherwise it may
// match as a prefix when last (the shopper is still typing), and within one edit from 4 letters, two from 7
// ('corrola' → corolla). A query word of several runs that the index holds joined is that one term ('cx-5'
// is cx5, not a CX-60 D50e). Tokens with a digit (stock numbers, years, 'sr5') never match by typo: 'u1001'
// must not find U1002, nor 2019 find 2018.
// A car scores per query token the best of exact 3, prefix 2, typo 1, summed over tokens.

const EXACT = 3;
const PREFIX = 2;
const TYPO = 1;
const TYPO_MIN_LENGTH = 4;
const TWO_TYPOS_MIN_LENGTH = 7;

/** `score[slot]` for the slots in `bits`; both arrays are reused, valid until the next match, in its window. */
export type TextMatch = { bits: Bitset; score: Uint16Array };

function hasDigit(token: string): boolean {
  for (let i = 0; i < token.length; i += 1) {
    const c = token.charCodeAt(i);
    if (c >= 48 && c <= 57) return true;
  }
  return false;
}

export class TextIndex {
  private readonly idOf = new Map<string, number>();
  private readonly tokens: string[] = [];
  /**
   * Slots per token id, ascending; dead slots stay until compaction (queries mask them with `alive`). Memory
   * matters here (1.2M entries at 100k cars): a token with one slot (most stock numbers: half the tokens) is
   * the bare number, otherwise an Int32Array whose first `lengths[id]` entries count (see slot-list.ts).
   */
  private postings: Postings = [];
  private lengths = new Int32Array(1024);
  /** A full load's postings, until `pack` turns them into the lists above (null afterwards). */
  private log: PostingLog | null = new PostingLog();
  /** Token ids in token order for prefix search; new tokens wait in `pending` and are merged on demand. */
  private sorted = new Int32Array(0);
  private pending: number[] = [];
  /**
   * Ids of digit-free tokens by length, for typo search: a typo is compared only with words of a
   * neighbouring length, never with the ~100k stock numbers.
   */
  private readonly wordsByLength: number[][] = [];

  /**
   * Ids of tokens from the shared text (make, model, badge, year...: a few thousand), for one-character
   * prefixes, which skip the stock numbers; `inShared[id]` marks them.
   */
  private readonly sharedIds: number[] = [];
  private inShared = new Uint8Array(1024);

  private slot = 0;
  /** Reused by every match (valid until the next): a query allocates nothing per token. */
  private score = new Uint16Array(0);
  private matched: Bitset = new Uint32Array(0);
  private tokenBits: Bitset = new Uint32Array(0);

  /** Bound once: the tokenizer calls it for every token of a car's own text. */
  private readonly addToken = (token: string): void => {
    this.addPosting(this.idFor(token));
  };

  private idFor(token: string): number {
    let id = this.idOf.get(token);
    if (id === undefined) {
      id = this.tokens.length;
      this.idOf.set(token, id);
      this.tokens.push(token);
      this.postings.push(-1); // no slot yet: the first posting sets it
      this.pending.push(id);
      if (!hasDigit(token)) {
        while (this.wordsByLength.length <= token.length) this.wordsByLength.push([]);
        this.wordsByLength[token.length].push(id);
      }
    }
    return id;
  }

  private markShared(id: number): void {
    if (id >= this.inShared.length) {
      const grown = new Uint8Array(Math.max(id + 1, this.inShared.length * 2));
      grown.set(this.inShared);
      this.inShared = grown;
    }
    if (this.inShared[id] === 0) {
      this.inShared[id] = 1;
      this.sharedIds.push(id);
    }
  }

  private addPosting(id: number): void {
    const slot = this.slot;
    if (this.log) {
      this.log.add(id, slot);
      return;
    }
    const list = this.postings[id];
    if (typeof list === 'number') {
      if (list < 0) this.postings[id] = slot;
      else if (list !== slot) {
        if (id >= this.lengths.length) {
          const grown = new Int32Array(Math.max(id + 1, this.lengths.length * 2));
          grown.set(this.lengths);
          this.lengths = grown;
        }
        this.postings[id] = Int32Array.of(list, slot, 0, 0);
        this.lengths[id] = 2;
      }
      return;
    }
    const n = this.lengths[id];
    if (list[n - 1] === slot) return; // a token seen twice in one car is indexed once
    this.postings[id] = appendSlot(list, n, slot);
    this.lengths[id] = n + 1;
  }

  /**
   * The token ids of text many cars share (a make and its brand, a model, a paint and its colour group...),
   * each once: worked out once per distinct value and indexed for each car by `addShared`.
   */
  sharedWords(parts: readonly (string | null)[]): Int32Array {
    const ids: number[] = [];
    const collect = (token: string) => {
      const id = this.idFor(token);
      this.markShared(id);
      if (!ids.includes(id)) ids.push(id);
    };
    for (const part of parts) if (part) forEachDocToken(part, collect);
    return Int32Array.from(ids);
  }

  /** Indexes `sharedWords` ids under `slot`. Slots arrive in ascending order. */
  addShared(slot: number, ids: Int32Array): void {
    this.slot = slot;
    for (let i = 0; i < ids.length; i += 1) this.addPosting(ids[i]);
  }

  /** Indexes a car's own text (its stock number, indexed as a code: see tokens.ts) under `slot`. */
  addOwn(slot: number, part: string | null): void {
    this.slot = slot;
    if (part) forEachDocToken(part, this.addToken, true);
  }

  /** Ends a full load: every token's slot list from the log, at its size; patches append to them. */
  pack(): void {
    if (!this.log) return;
    this.postings = this.log.postings(this.tokens.length);
    this.log = null;
    this.lengths = new Int32Array(Math.max(1024, this.tokens.length));
    for (let id = 0; id < this.postings.length; id += 1) {
      const list = this.postings[id];
      if (typeof list !== 'number') this.lengths[id] = list.length;
    }
  }

  /** Merges new tokens into the sorted list: O(tokens) per batch of patches instead of a full re-sort. */
  prepare(): void {
    if (this.pending.length === 0) return;
    const t = this.tokens;
    const byToken = (a: number, b: number) => (t[a] < t[b] ? -1 : t[a] > t[b] ? 1 : 0);
    const fresh = this.pending.sort(byToken);
    this.pending = [];
    const old = this.sorted;
    const merged = new Int32Array(old.length + fresh.length);
    let i = 0;
    let j = 0;
    let k = 0;
    while (i < old.length && j < fresh.length) {
      if (t[old[i]] < t[fresh[j]]) merged[k++] = old[i++];
      else merged[k++] = fresh[j++];
    }
    while (i < old.length) merged[k++] = old[i++];
    while (j < fresh.length) merged[k++] = fresh[j++];
    this.sorted = merged;
  }

  /**
   * Token ids matching one query token, best kind first, each once. No "seen" set: the exact token is one
   * id, the prefix matches are one contiguous run of the sorted list, and a typo match is skipped when it is
   * either of those.
   */
  private expand(token: string, isLast: boolean): { ids: number[]; scores: number[] } {
    const ids: number[] = [];
    const scores: number[] = [];
    const exact = this.idOf.get(token) ?? -1;
    if (exact >= 0) {
      ids.push(exact);
      scores.push(EXACT);
      if (token.length > 1) return { ids, scores };
    }
    if (isLast && token.length === 1) {
      // One character: the cars' descriptions only ('toyota u' → ute, 'hilux 2' → 2019). Through the sorted
      // list it would also reach every stock number starting with it: tens of thousands, noise while typing.
      const first = token.charCodeAt(0);
      for (const id of this.sharedIds) {
        if (id === exact || this.tokens[id].charCodeAt(0) !== first) continue;
        ids.push(id);
        scores.push(PREFIX);
      }
    } else if (isLast) {
      this.prepare();
      const t = this.tokens;
      const sorted = this.sorted;
      let lo = 0;
      let hi = sorted.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (t[sorted[mid]] < token) lo = mid + 1;
        else hi = mid;
      }
      for (let i = lo; i < sorted.length && t[sorted[i]].startsWith(token); i += 1) {
        if (sorted[i] === exact) continue;
        ids.push(sorted[i]);
        scores.push(PREFIX);
      }
    }
    if (token.length >= TYPO_MIN_LENGTH && !hasDigit(token)) {
      const edits = token.length >= TWO_TYPOS_MIN_LENGTH ? 2 : 1;
      const near = edits === 2 ? withinTwoEdits : withinOneEdit;
      for (let length = token.length - edits; length <= token.length + edits; length += 1) {
        for (const id of this.wordsByLength[length] ?? []) {
          const candidate = this.tokens[id];
          if (id === exact || (isLast && candidate.startsWith(token))) continue;
          if (near(token, candidate)) {
            ids.push(id);
            scores.push(TYPO);
          }
        }
      }
    }
    return { ids, scores };
  }

  /**
   * Slots in the words [from, to) matching every query token, with scores; null when the query has no
   * tokens (no text condition). Only that window of the bits and scores is written: read nothing outside it.
   */
  match(query: string, words: number, from: number, to: number): TextMatch | null {
    const tokens = queryWords(query).flatMap((runs) => {
      const joined = runs.join('');
      return runs.length > 1 && this.idOf.has(joined) ? [joined] : runs;
    });
    if (tokens.length === 0) return null;
    const first = from << 5;
    const limit = to << 5;
    if (this.score.length < words << 5) this.score = new Uint16Array(words << 5);
    else this.score.fill(0, first, limit);
    const score = this.score;
    if (this.matched.length !== words) {
      this.matched = new Uint32Array(words);
      this.tokenBits = new Uint32Array(words);
    }
    let bits: Bitset | null = null;
    for (let index = 0; index < tokens.length; index += 1) {
      // The first token's slots go straight into the result; later ones into a buffer ANDed into it.
      const tokenBits = index === 0 ? this.matched : this.tokenBits;
      tokenBits.fill(0, from, to);
      const { ids, scores } = this.expand(tokens[index], index === tokens.length - 1);
      for (let k = 0; k < ids.length; k += 1) {
        const list = this.postings[ids[k]];
        const s = scores[k];
        if (typeof list === 'number') {
          if (list >= first && list < limit && !hasBit(tokenBits, list)) {
            setBit(tokenBits, list);
            score[list] += s;
          }
          continue;
        }
        const n = this.lengths[ids[k]];
        for (let i = firstAtLeast(list, n, first); i < n; i += 1) {
          const slot = list[i];
          if (slot >= limit) break;
          if (hasBit(tokenBits, slot)) continue;
          setBit(tokenBits, slot);
          score[slot] += s;
        }
      }
      if (bits === null) bits = tokenBits;
      else andInto(bits, tokenBits, from, to);
    }
    return { bits: bits as Bitset, score };
  }
}

/** The first index of the ascending `list` (its first `n` entries) holding a slot ≥ `slot`. */
function firstAtLeast(list: Int32Array, n: number, slot: number): number {
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid] < slot) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
