import { describe, expect, it } from 'vitest';
import { createSearchEngine } from './index';
import { makeDoc, randomDocs } from './test-docs';

describe('patching', () => {
  const docs = () => [
    makeDoc({ id: 1, make: 'Toyota', price: 15_000 }),
    makeDoc({ id: 2, make: 'Mazda', price: 25_000 }),
    makeDoc({ id: 3, make: 'Ford', price: 35_000 }),
  ];
  const query = {
    scope: null,
    sort: 'price_asc' as const,
    ranges: { price: { max: 30_000 } },
    facets: ['make' as const, 'price_range' as const],
    stats: ['price' as const],
  };

  it('upsert of an existing id replaces it: ranges, facets, stats and order follow', () => {
    const engine = createSearchEngine(docs());
    expect(engine.search(query)).toMatchObject({ ids: [1, 2], count: 2 });
    engine.upsert([makeDoc({ id: 3, make: 'Ford', price: 5_000 })]);
    const r = engine.search(query);
    expect(r.ids).toEqual([3, 1, 2]);
    expect(r.facets.make).toEqual({ Ford: 1, Mazda: 1, Toyota: 1 });
    expect(r.facets.price_range).toEqual({
      'Under $10,000': 1,
      '$10,000 - $20,000': 1,
      '$20,000 - $30,000': 1,
    });
    expect(r.stats.price).toEqual({ min: 5_000, max: 25_000 });
    expect(engine.size).toBe(3);
    expect(engine.get(3)?.price).toBe(5_000);
  });

  it('an upsert can move a car out of a filter and change its text', () => {
    const engine = createSearchEngine(docs());
    engine.upsert([makeDoc({ id: 1, make: 'Kia', model: 'Sportage', price: 99_000 })]);
    expect(engine.search(query).ids).toEqual([2]);
    expect(engine.search({ scope: null, query: 'toyota' }).count).toBe(0);
    expect(engine.search({ scope: null, query: 'sportage' }).ids).toEqual([1]);
    expect(engine.search({ scope: null, facets: ['make'] }).facets.make).toEqual({
      Ford: 1,
      Kia: 1,
      Mazda: 1,
    });
  });

  it('remove makes a car disappear everywhere; re-adding brings it back', () => {
    const engine = createSearchEngine(docs());
    engine.remove([2, 404]);
    expect(engine.size).toBe(2);
    expect(engine.get(2)).toBeUndefined();
    expect(engine.search(query)).toMatchObject({ ids: [1], count: 1, facets: { make: { Toyota: 1 } } });
    expect(engine.search({ scope: null, query: 'mazda' }).count).toBe(0);
    engine.upsert([makeDoc({ id: 2, make: 'Mazda', price: 12_000 })]);
    expect(engine.search(query).ids).toEqual([2, 1]);
    expect(engine.search({ scope: null, query: 'mazda' }).ids).toEqual([2]);
    expect(engine.size).toBe(3);
  });

  it('starts empty and fills by upsert; a batch with the same id twice keeps the last', () => {
    const engine = createSearchEngine();
    expect(engine.search({ scope: null, facets: ['make'], stats: ['price'] })).toEqual({
      ids: [],
      count: 0,
      facets: { make: {} },
      stats: { price: null },
    });
    engine.upsert([makeDoc({ id: 7, price: 1 }), makeDoc({ id: 7, price: 2 })]);
    expect(engine.size).toBe(1);
    expect(engine.search({ scope: null, stats: ['price'] }).stats.price).toEqual({ min: 2, max: 2 });
  });

  it('survives compaction: many patches, same answers as a fresh build', () => {
    const initial = randomDocs(500, 3);
    const engine = createSearchEngine(initial);
    const current = new Map(initial.map((d) => [d.id, d]));
    for (let round = 0; round < 10; round += 1) {
      const changed = randomDocs(100, 100 + round).map((d, i) => ({
        ...d,
        id: 1 + ((round * 37 + i * 5) % 600),
      }));
      engine.upsert(changed);
      for (const d of changed) current.set(d.id, d);
      const gone = changed.slice(0, 20).map((d) => d.id + 1);
      engine.remove(gone);
      for (const id of gone) current.delete(id);
    }
    const fresh = createSearchEngine([...current.values()]);
    for (const sort of ['price_asc', 'newest', 'km_desc'] as const) {
      const q = {
        scope: null,
        sort,
        limit: 50,
        facets: ['make' as const, 'status' as const],
        stats: ['price' as const],
      };
      expect(engine.search(q)).toEqual(fresh.search(q));
      expect(engine.search({ ...q, query: 'toyota' })).toEqual(fresh.search({ ...q, query: 'toyota' }));
    }
    expect(engine.size).toBe(current.size);
  });
});
