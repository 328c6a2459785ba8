// Pure rules for the results grid: paging, sold-car collapsing, promo placement, the
// search history and the recent-results cache (spec SV §7, §9; AF §2 'Result-card actions', §3, §9).
// No I/O, no React.

import type { SiteConfig } from '@/tenancy/site-config';

/** Page size for search, the catalogue and special offers (SV §9, AF §9). */
export const HITS_PER_PAGE = 21;
/** The search box remembers this many searches (AF §3, §9). */
export const SEARCH_HISTORY_LIMIT = 5;
/** Recent search results kept in memory (SV §9 'about 10 entries'). */
export const SEARCH_CACHE_SIZE = 10;

// ── Paging ──────────────────────────────────────────────────────────────────────────────────────

/** Number of pages; 0 when there are no hits (the empty state shows, not a page 1 of 0). */
export function pageCount(count: number, perPage: number = HITS_PER_PAGE): number {
  if (!Number.isFinite(count) || count <= 0 || !Number.isFinite(perPage) || perPage < 1) return 0;
  return Math.ceil(Math.floor(count) / Math.floor(perPage));
}

/** Offset of a 1-based page; anything below 1 or not a whole number reads as page 1. */
export function pageOffset(page: number, perPage: number = HITS_PER_PAGE): number {
  const p = Number.isFinite(page) && page >= 1 ? Math.floor(page) : 1;
  return (p - 1) * perPage;
}

/** The last page when `page` lies beyond it (there are results, just not that many pages); else null. */
export function pageBeyondLast(page: number, pages: number): number | null {
  return pages >= 1 && page > pages ? pages : null;
}

// ── Sold-car runs ───────────────────────────────────────────────────────────────────────────────

export type ResultEntry<T> = { kind: 'car'; item: T } | { kind: 'sold-group'; items: T[] };

/**
 * Consecutive sold cars collapse into one sold card (AF §2), keeping the available stock visible.
 * - When every item is sold, nothing collapses: a page of one big sold card would show nothing.
 * - A run of ONE sold car stays a plain card (with its sold tag): collapsing it saves no space and would
 *   hide the one car's details.
 * Applied to one page of hits, in order; promo slots are then counted over the collapsed entries.
 */
export function collapseSoldRuns<T>(items: readonly T[], isSold: (item: T) => boolean): ResultEntry<T>[] {
  const sold = items.map(isSold);
  if (sold.every(Boolean)) return items.map((item) => ({ kind: 'car', item }));
  const out: ResultEntry<T>[] = [];
  let run: T[] = [];
  const flush = () => {
    if (run.length === 1) out.push({ kind: 'car', item: run[0] });
    else if (run.length > 1) out.push({ kind: 'sold-group', items: run });
    run = [];
  };
  items.forEach((item, i) => {
    if (sold[i]) {
      run.push(item);
      return;
    }
    flush();
    out.push({ kind: 'car', item });
  });
  flush();
  return out;
}

// ── Promo placement ─────────────────────────────────────────────────────────────────────────────

export type PromoPlacement = SiteConfig['promoPlacement'];

/**
 * 1-based positions in the grid (result cards and promos together) where promo cards go (AF §2).
 * - every n: every n-th grid cell is a promo (n, 2n, 3n …), i.e. n − 1 cards between promos; a promo's
 *   configured `position` uses the same numbering (carzone: every 5, promo position 5).
 * - random min–max: before the first promo and between promos come a random number of result cards, min to
 *   max inclusive (3 to 5 for one brand). `random` returns [0, 1) like Math.random; inject seededRandom(…)
 *   so the server render and the browser agree.
 * - fixed: the configured positions (e.g. 8 and 17), sorted and de-duplicated.
 * A slot is kept only while enough result cards exist to reach it: the k-th promo may sit at most at
 * position count + k, i.e. right after the last card, never after an empty stretch. No cards → no promos.
 */
export function promoSlots(
  placement: PromoPlacement,
  count: number,
  random: () => number = Math.random,
): number[] {
  const cards = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  if (cards === 0) return [];
  const fits = (position: number, k: number) => position <= cards + k; // k: 1-based promo index
  const slots: number[] = [];

  if (placement.mode === 'fixed') {
    const positions = [...new Set(placement.positions.filter((p) => Number.isInteger(p) && p >= 1))].sort(
      (a, b) => a - b,
    );
    for (const p of positions) {
      if (!fits(p, slots.length + 1)) break;
      slots.push(p);
    }
    return slots;
  }

  if (placement.mode === 'every') {
    const every = Math.max(2, Math.floor(placement.every)); // every 1 would be all promos
    for (let p = every; fits(p, slots.length + 1); p += every) slots.push(p);
    return slots;
  }

  const lo = Math.max(1, Math.floor(Math.min(placement.min, placement.max)));
  const hi = Math.max(lo, Math.floor(Math.max(placement.min, placement.max)));
  const gap = () => {
    const r = Math.min(Math.max(random(), 0), 0.999_999_999);
    return lo + Math.floor(r * (hi - lo + 1));
  };
  for (let p = gap() + 1; fits(p, slots.length + 1); p += gap() + 1) slots.push(p);
  return slots;
}

/** A small deterministic [0, 1) generator (mulberry32), so a page's random promo slots are stable. */
export function seededRandom(seed: number): () => number {
  let a = Math.floor(seed) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export type GridCell<T, P> = { kind: 'result'; item: T } | { kind: 'promo'; promo: P; position: number };

/**
 * Interleaves promos into the result cards at the given 1-based slots. Promos are used in order, each at
 * most once a page: a card repeated down the grid is noise, and every copy would be the same landmark.
 * Slots beyond the grid (more than one past the last card) or the promos are dropped; no promos → the cards
 * unchanged.
 */
export function insertPromos<T, P>(
  cards: readonly T[],
  promos: readonly P[],
  slots: readonly number[],
): GridCell<T, P>[] {
  const out: GridCell<T, P>[] = [];
  const pending = [...new Set(slots)].filter((s) => Number.isInteger(s) && s >= 1).sort((a, b) => a - b);
  let used = 0;
  const placeDue = () => {
    while (used < promos.length && pending.length > 0 && pending[0] === out.length + 1) {
      const position = pending.shift() as number;
      out.push({ kind: 'promo', promo: promos[used], position });
      used += 1;
    }
    // A slot already passed (e.g. two promos wanted the same cell) is skipped, not shifted.
    while (pending.length > 0 && pending[0] < out.length + 1) pending.shift();
  };
  for (const item of cards) {
    placeDue();
    out.push({ kind: 'result', item });
  }
  if (cards.length > 0) placeDue();
  return out;
}

// ── Search history ──────────────────────────────────────────────────────────────────────────────

/**
 * Adds a search to the history: newest first, at most 5 (AF §9 'search history keeps 5').
 * Entries are trimmed; blank entries are ignored; a repeat (case-insensitive) moves to the front with its
 * newest spelling instead of taking a second place.
 */
export function pushSearchHistory(history: readonly string[], entry: string): string[] {
  const text = entry.trim();
  if (!text) return history.slice(0, SEARCH_HISTORY_LIMIT);
  const key = text.toLowerCase();
  return [text, ...history.filter((h) => h.trim().toLowerCase() !== key)].slice(0, SEARCH_HISTORY_LIMIT);
}

/** The stored history as the search box offers it: text entries only, at most 5; junk → none. */
export function parseSearchHistory(stored: unknown): string[] {
  if (!Array.isArray(stored)) return [];
  return stored
    .filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '')
    .slice(0, SEARCH_HISTORY_LIMIT);
}

// ── Recent-results cache ────────────────────────────────────────────────────────────────────────

export type LruCache<K, V> = {
  get(key: K): V | undefined;
  set(key: K, value: V): void;
  has(key: K): boolean;
  delete(key: K): boolean;
  clear(): void;
  readonly size: number;
};

/**
 * The recent-search cache (SV §7, §9 'about 10 entries, oldest evicted first').
 * 'Oldest' is read as least recently USED: get() and set() refresh an entry, so a search the shopper keeps
 * returning to (e.g. going back to page 1) stays cached. With no reads in between this is the same as
 * first-in first-out. has() does not refresh. A capacity below 1 is treated as 1.
 * Backed by Map, whose iteration order is insertion order: the first key is the oldest.
 */
export function createLruCache<K, V>(capacity: number = SEARCH_CACHE_SIZE): LruCache<K, V> {
  const limit = Number.isFinite(capacity) ? Math.max(1, Math.floor(capacity)) : SEARCH_CACHE_SIZE;
  const map = new Map<K, V>();
  return {
    get(key) {
      if (!map.has(key)) return undefined;
      const value = map.get(key) as V;
      map.delete(key);
      map.set(key, value);
      return value;
    },
    set(key, value) {
      map.delete(key);
      map.set(key, value);
      while (map.size > limit) {
        const oldest = map.keys().next().value as K;
        map.delete(oldest);
      }
    },
    has: (key) => map.has(key),
    delete: (key) => map.delete(key),
    clear: () => map.clear(),
    get size() {
      return map.size;
    },
  };
}
