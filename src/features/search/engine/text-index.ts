import { andInto, type Bitset, hasBit, setBit } from './bitset';
import { queryTokens, withinOneEdit } from './tokens';

// The inverted index: token → slots. A query's tokens are ANDed; each may match a token exactly, the last one
// also as a prefix (the shopper is still typing), and words of 4+ letters within one edit. Tokens with a
// digit (stock numbers, years, 'sr5') never match by typo: 'u1001' must not find U1002, nor 2019 find 2018.
// A car scores per query token the best of exact 3, prefix 2, typo 1, summed over tokens.

const EXACT = 3;
const PREFIX = 2;
const TYPO = 1;
const TYPO_MIN_LENGTH = 4;

export type TextMatch = { bits: Bitset; score: Uint16Array };

function hasDigit(token: string): boolean {
  return /\d/.test(token);
}

export class TextIndex {
  private readonly idOf = new Map<string, number>();
  private readonly tokens: string[] = [];
  /**
   * Slots per token id, ascending; dead slots stay until compaction (queries mask them with `alive`). A token
   * with one slot (most stock numbers: half the tokens) is stored as the bare number, not a one-entry array,
   * which saves ~30 MB at 100k cars.
   */
  private readonly postings: (number | number[])[] = [];
  /** Token ids in token order for prefix search; new tokens wait in `pending` and are merged on demand. */
  private sorted = new Int32Array(0);
  private pending: number[] = [];
  /**
   * Ids of digit-free tokens by length, for typo search: a typo is compared only with words of a
   * neighbouring length, never with the ~100k stock numbers.
   */
  private readonly wordsByLength: number[][] = [];

  get tokenCount(): number {
    return this.tokens.length;
  }

  add(slot: number, tokens: Iterable<string>): void {
    for (const token of tokens) {
      let id = this.idOf.get(token);
      if (id === undefined) {
        id = this.tokens.length;
        this.idOf.set(token, id);
        this.tokens.push(token);
        this.postings.push(slot);
        this.pending.push(id);
        if (!hasDigit(token)) {
          while (this.wordsByLength.length <= token.length) this.wordsByLength.push([]);
          this.wordsByLength[token.length].push(id);
        }
      } else {
        const list = this.postings[id];
        if (typeof list === 'number') this.postings[id] = [list, slot];
        else list.push(slot);
      }
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

  /** Token ids matching one query token, best kind first, each once. */
  private expand(token: string, isLast: boolean): { ids: number[]; scores: number[] } {
    const ids: number[] = [];
    const scores: number[] = [];
    const seen = new Set<number>();
    const push = (id: number, score: number) => {
      if (seen.has(id)) return;
      seen.add(id);
      ids.push(id);
      scores.push(score);
    };
    const exact = this.idOf.get(token);
    if (exact !== undefined) push(exact, EXACT);
    if (isLast) {
      this.prepare();
      const t = this.tokens;
      let lo = 0;
      let hi = this.sorted.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (t[this.sorted[mid]] < token) lo = mid + 1;
        else hi = mid;
      }
      for (let i = lo; i < this.sorted.length && t[this.sorted[i]].startsWith(token); i += 1) {
        push(this.sorted[i], PREFIX);
      }
    }
    if (token.length >= TYPO_MIN_LENGTH && !hasDigit(token)) {
      for (let length = token.length - 1; length <= token.length + 1; length += 1) {
        for (const id of this.wordsByLength[length] ?? []) {
          if (!seen.has(id) && withinOneEdit(token, this.tokens[id])) push(id, TYPO);
        }
      }
    }
    return { ids, scores };
  }

  /** Slots matching every query token, with scores; null when the query has no tokens (no text condition). */
  match(query: string, words: number): TextMatch | null {
    const tokens = queryTokens(query);
    if (tokens.length === 0) return null;
    const limit = words << 5;
    const score = new Uint16Array(limit);
    let bits: Bitset | null = null;
    for (let index = 0; index < tokens.length; index += 1) {
      const tokenBits = new Uint32Array(words);
      const { ids, scores } = this.expand(tokens[index], index === tokens.length - 1);
      for (let k = 0; k < ids.length; k += 1) {
        const list = this.postings[ids[k]];
        const slots = typeof list === 'number' ? [list] : list;
        const s = scores[k];
        for (let i = 0; i < slots.length; i += 1) {
          const slot = slots[i];
          if (slot >= limit || hasBit(tokenBits, slot)) continue;
          setBit(tokenBits, slot);
          score[slot] += s;
        }
      }
      if (bits === null) bits = tokenBits;
      else andInto(bits, tokenBits);
    }
    return { bits: bits ?? new Uint32Array(words), score };
  }
}
