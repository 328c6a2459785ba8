import { describe, expect, it } from 'vitest';
import { colourGroup } from './colour-groups';
import { createSearchEngine } from './index';
import { MAKES, NOW, randomDocs, seededRandom } from './test-docs';
import {
  type EngineQuery,
  type EngineResult,
  type EngineScope,
  LIST_FIELDS,
  type ListField,
  RANGE_FIELDS,
  type RangeField,
  type SearchDoc,
  SORT_KEYS,
} from './types';

// The engine against a reference written as plainly as possible: filter arrays, sort, slice, count. Random
// documents and queries from a seeded PRNG (no dependencies), then random upserts and removes. On failure
// the message carries the query; rerun with the same seed to reproduce.

const DAY_MS = 86_400_000;

// ---- the reference -------------------------------------------------------------------------------------

const available = (d: SearchDoc) => d.status === 'in_stock' || d.status === 'coming_soon';

function bucketLabel(price: number): string | null {
  if (price <= 0) return null;
  if (price < 10_000) return 'Under $10,000';
  if (price >= 100_000) return '$100,000+';
  const low = Math.floor(price / 10_000) * 10_000;
  return `$${low.toLocaleString('en-US')} - $${(low + 10_000).toLocaleString('en-US')}`;
}

function weeklyPriceRangeLabel(weekly: number | null): string | null {
  if (weekly === null || weekly <= 0) return null;
  if (weekly < 100) return 'Under $100';
  if (weekly >= 400) return '$400+';
  const low = Math.floor(weekly / 50) * 50;
  return `$${low} - $${low + 50}`;
}

function values(d: SearchDoc, field: ListField): string[] {
  const one = (v: string | number | null) => (v === null ? [] : [String(v)]);
  switch (field) {
    case 'make':
      return [d.make];
    case 'model':
      return [d.model];
    case 'make_model':
      return [`${d.make}|${d.model}`];
    case 'badge':
      return one(d.badge);
    case 'body':
      return one(d.body);
    case 'fuel':
      return one(d.fuel);
    case 'transmission':
      return one(d.transmission);
    case 'drive':
      return one(d.drive);
    case 'colour':
      return one(colourGroup(d.colour));
    case 'seats':
      return one(d.seats);
    case 'car_type':
      return [d.carType];
    case 'status':
      return [available(d) ? d.status : 'sold'];
    case 'state':
      return one(d.state);
    case 'city':
      return one(d.city);
    case 'dealership_name':
      return [d.dealershipName];
    case 'location_name':
      return one(d.locationName);
    case 'tag':
      return one(d.tag);
    case 'categories':
      return [...new Set(d.categories)];
    case 'filtered_features':
      return [...new Set(d.features)];
    case 'item_type':
      return [d.itemType];
    case 'price_range':
      return one(bucketLabel(d.price));
    case 'weekly_price_range':
      return one(weeklyPriceRangeLabel(d.weeklyPrice));
    case 'dealership_slug':
      return [d.dealershipSlug];
    case 'location_slug':
      return one(d.locationSlug);
  }
}

function rangeValue(d: SearchDoc, field: RangeField): number | null {
  return {
    price: d.price,
    km: d.km,
    year: d.year,
    weekly_price: d.weeklyPrice,
    subscription_price: d.subscriptionPrice,
    created_at_timestamp: d.createdAt,
  }[field];
}

function inScope(d: SearchDoc, s: EngineScope | null): boolean {
  if (s === null) return true;
  if (!s.dealershipIds.includes(d.dealershipId)) return false;
  if (d.hiddenFromStock > s.maxHiddenFromStock) return false;
  if (!d.showOnDealerWebsite) return false;
  if (!s.itemTypes.includes(d.itemType)) return false;
  if (s.carTypes !== null && !s.carTypes.includes(d.carType)) return false;
  if (s.excludedMakes.includes(d.make)) return false;
  if (s.inStockOnly) return d.status === 'in_stock';
  if (s.availableOnly || s.soldSince === null) return available(d);
  return available(d) || (d.soldAt !== null && d.soldAt >= s.soldSince);
}

function listMatches(d: SearchDoc, field: ListField, wanted: (string | number)[]): boolean {
  if (wanted.length === 0) return true;
  return wanted.some((w) => {
    if (field === 'status') return w === 'sold' ? !available(d) : d.status === w;
    if (field === 'seats') return d.seats !== null && String(w).trim() !== '' && Number(w) === d.seats;
    return values(d, field).includes(String(w));
  });
}

function reference(docs: SearchDoc[], q: EngineQuery): EngineResult {
  const lists = Object.entries(q.lists ?? {}) as [ListField, (string | number)[]][];
  const base = docs.filter((d) => {
    if (!inScope(d, q.scope)) return false;
    if (q.certified === true && !d.certified) return false;
    if (q.priceAboveZero && !(d.price > 0)) return false;
    for (const [field, r] of Object.entries(q.ranges ?? {}) as [
      RangeField,
      { min?: number; max?: number },
    ][]) {
      if (r.min === undefined && r.max === undefined) continue;
      const v = rangeValue(d, field);
      if (v === null || (r.min !== undefined && v < r.min) || (r.max !== undefined && v > r.max))
        return false;
    }
    return true;
  });
  const hits = base.filter((d) => lists.every(([f, w]) => listMatches(d, f, w)));

  const facets: EngineResult['facets'] = {};
  for (const field of q.facets ?? []) {
    const counts: Record<string, number> = {};
    for (const d of base) {
      if (!lists.every(([f, w]) => f === field || listMatches(d, f, w))) continue;
      for (const v of values(d, field)) counts[v] = (counts[v] ?? 0) + 1;
    }
    facets[field] = counts;
  }

  const stats: EngineResult['stats'] = {};
  for (const field of q.stats ?? []) {
    const vs = hits
      .map((d) => rangeValue(d, field))
      .filter((v): v is number => v !== null && !(field === 'price' && v === 0));
    stats[field] = vs.length ? { min: Math.min(...vs), max: Math.max(...vs) } : null;
  }

  const key = (d: SearchDoc): number => {
    switch (q.sort ?? 'relevance') {
      case 'price_asc':
        return d.price === 0 ? Number.POSITIVE_INFINITY : d.price;
      case 'price_desc':
        return -d.price;
      case 'year_desc':
        return -d.year;
      case 'year_asc':
        return d.year;
      case 'km_asc':
        return d.km;
      case 'km_desc':
        return -d.km;
      default:
        return -d.createdAt; // newest, and relevance without text
    }
  };
  const sorted = [...hits].sort((a, b) => key(a) - key(b) || b.id - a.id);
  const offset = q.offset ?? 0;
  const limit = q.limit ?? 21;
  return { ids: sorted.slice(offset, offset + limit).map((d) => d.id), count: hits.length, facets, stats };
}

// ---- random queries ------------------------------------------------------------------------------------

function queryMaker(seed: number, docsNow: () => SearchDoc[]) {
  const rnd = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)];
  const some = <T>(list: readonly T[], max: number): T[] => {
    const n = 1 + Math.floor(rnd() * max);
    return [...new Set(Array.from({ length: n }, () => pick(list)))];
  };

  const scope = (docs: SearchDoc[]): EngineScope | null => {
    if (rnd() < 0.2) return null;
    const soldAts = docs.map((d) => d.soldAt).filter((t): t is number => t !== null);
    return {
      dealershipIds: some([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 99], 4),
      maxHiddenFromStock: Math.floor(rnd() * 7),
      carTypes: rnd() < 0.5 ? null : some(['new', 'demo', 'used'] as const, 2),
      availableOnly: rnd() < 0.25,
      inStockOnly: rnd() < 0.15,
      soldSince:
        rnd() < 0.4
          ? null
          : rnd() < 0.5 && soldAts.length
            ? pick(soldAts)
            : NOW - DAY_MS * Math.floor(rnd() * 60),
      excludedMakes: rnd() < 0.3 ? some(MAKES, 2) : [],
      itemTypes:
        rnd() < 0.05 ? [] : rnd() < 0.7 ? ['car'] : some(['car', 'motorcycle', 'truck', 'caravan'], 3),
    };
  };

  const listValues = (docs: SearchDoc[], field: ListField): (string | number)[] => {
    if (rnd() < 0.05) return [];
    if (field === 'status') return some(['in_stock', 'coming_soon', 'sold', 'deposit_taken', 'nope'], 2);
    const pool = docs.flatMap((d) => values(d, field));
    const out: (string | number)[] = pool.length ? some(pool, 3) : [];
    if (rnd() < 0.1) out.push('No Such Value');
    return field === 'seats' ? out.map((v) => (rnd() < 0.5 ? Number(v) : v)) : out;
  };

  const range = (docs: SearchDoc[], field: RangeField) => {
    const pool = docs.map((d) => rangeValue(d, field)).filter((v): v is number => v !== null);
    const a = pool.length ? pick(pool) : 0;
    const b = pool.length ? pick(pool) : 0;
    const r = rnd();
    if (r < 0.1) return {};
    if (r < 0.3) return { min: a };
    if (r < 0.5) return { max: a };
    return { min: Math.min(a, b), max: Math.max(a, b) };
  };

  return (): EngineQuery => {
    const docs = docsNow();
    const lists: EngineQuery['lists'] = {};
    for (const field of some(LIST_FIELDS, 2)) if (rnd() < 0.7) lists[field] = listValues(docs, field);
    const ranges: EngineQuery['ranges'] = {};
    if (rnd() < 0.5) for (const field of some(RANGE_FIELDS, 2)) ranges[field] = range(docs, field);
    return {
      scope: scope(docs),
      lists,
      ranges,
      certified: rnd() < 0.2 ? true : rnd() < 0.1 ? false : undefined,
      priceAboveZero: rnd() < 0.15,
      sort: pick(SORT_KEYS),
      offset: pick([undefined, 0, 0, 0, 3, 21, 50, 400, 5000]),
      limit: pick([undefined, 0, 1, 5, 21, 40]),
      facets: rnd() < 0.5 ? [...LIST_FIELDS] : some(LIST_FIELDS, 6),
      stats: [...RANGE_FIELDS],
    };
  };
}

// ---- the properties ------------------------------------------------------------------------------------

describe('engine = reference (random docs and queries)', () => {
  it.each([1, 2])('seed %d: 2,000 docs, 200 queries, then upserts and removes', (seed) => {
    const byId = new Map(randomDocs(2_000, seed, { wideValues: true }).map((d) => [d.id, d]));
    const engine = createSearchEngine([...byId.values()]);
    const docsNow = () => [...byId.values()];
    const nextQuery = queryMaker(seed * 1000 + 7, docsNow);
    const check = (n: number) => {
      const docs = docsNow();
      for (let i = 0; i < n; i += 1) {
        const q = nextQuery();
        expect(engine.search(q), JSON.stringify(q)).toEqual(reference(docs, q));
      }
      expect(engine.size).toBe(docs.length);
    };
    check(200);

    // Patches: edit random fields of existing cars, add new ones, re-add removed ones, remove some.
    const rnd = seededRandom(seed + 99);
    const removed: SearchDoc[] = [];
    let nextId = 10_000;
    for (let round = 0; round < 6; round += 1) {
      const donors = randomDocs(150, seed * 100 + round, { wideValues: true });
      const batch: SearchDoc[] = [];
      for (const donor of donors) {
        const r = rnd();
        const ids = [...byId.keys()];
        if (r < 0.6 && ids.length) {
          const old = byId.get(ids[Math.floor(rnd() * ids.length)]) as SearchDoc;
          const edited: Record<string, unknown> = { ...old };
          for (const [k, v] of Object.entries(donor)) if (k !== 'id' && rnd() < 0.3) edited[k] = v;
          batch.push(edited as SearchDoc);
        } else if (r < 0.8 || removed.length === 0) {
          batch.push({ ...donor, id: nextId++ });
        } else {
          batch.push(removed.pop() as SearchDoc);
        }
      }
      engine.upsert(batch);
      for (const d of batch) byId.set(d.id, d);
      const ids = [...byId.keys()];
      const gone = Array.from({ length: 80 }, () => ids[Math.floor(rnd() * ids.length)]);
      engine.remove([...gone, 999_999]);
      for (const id of gone) {
        const d = byId.get(id);
        if (d) removed.push(d);
        byId.delete(id);
      }
      for (const d of batch.slice(0, 20)) expect(engine.get(d.id)).toBe(byId.get(d.id));
      check(40);
    }
  });
});
