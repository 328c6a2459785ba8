import { describe, expect, it } from 'vitest';
import { createSearchEngine, PRICE_RANGES, priceRangeLabel } from './index';
import { makeDoc, NOW, siteScope } from './test-docs';
import type { EngineQuery, EngineScope, SearchDoc } from './types';

const T = NOW - 10 * 86_400_000; // a soldSince moment

function ids(docs: SearchDoc[], query: EngineQuery): number[] {
  return createSearchEngine(docs)
    .search({ limit: 1000, sort: 'price_asc', ...query })
    .ids.sort((a, b) => a - b);
}

describe('priceRangeLabel / PRICE_RANGES', () => {
  it.each([
    [0, null],
    [-5, null],
    [1, 'Under $10,000'],
    [9_999, 'Under $10,000'],
    [10_000, '$10,000 - $20,000'],
    [19_999, '$10,000 - $20,000'],
    [95_000, '$90,000 - $100,000'],
    [99_999, '$90,000 - $100,000'],
    [100_000, '$100,000+'],
    [2_500_000, '$100,000+'],
  ])('%d → %s', (price, label) => {
    expect(priceRangeLabel(price)).toBe(label);
  });

  it('lists eleven buckets in numeric order', () => {
    expect(PRICE_RANGES.map((r) => r.label)).toEqual([
      'Under $10,000',
      '$10,000 - $20,000',
      '$20,000 - $30,000',
      '$30,000 - $40,000',
      '$40,000 - $50,000',
      '$50,000 - $60,000',
      '$60,000 - $70,000',
      '$70,000 - $80,000',
      '$80,000 - $90,000',
      '$90,000 - $100,000',
      '$100,000+',
    ]);
    for (let i = 1; i < PRICE_RANGES.length; i += 1)
      expect(PRICE_RANGES[i].min).toBe(PRICE_RANGES[i - 1].max);
  });
});

describe('scope', () => {
  const docs = [
    makeDoc({ id: 1 }),
    makeDoc({ id: 2, hiddenFromStock: 4 }),
    makeDoc({ id: 3, hiddenFromStock: 5 }),
    makeDoc({ id: 4, dealershipId: 2 }),
    makeDoc({ id: 5, showOnDealerWebsite: false }),
    makeDoc({ id: 6, itemType: 'motorcycle' }),
    makeDoc({ id: 7, carType: 'new' }),
    makeDoc({ id: 8, make: 'Tesla', model: 'Model 3' }),
    makeDoc({ id: 9, status: 'coming_soon' }),
    makeDoc({ id: 10, status: 'sold', soldAt: T }), // sold exactly at soldSince: still visible
    makeDoc({ id: 11, status: 'sold', soldAt: T - 1 }), // 1 ms before: gone
    makeDoc({ id: 12, status: 'sold', soldAt: null }),
    makeDoc({ id: 13, status: 'deposit_taken', soldAt: T + 5 }), // any other status is sold
  ];
  const base = siteScope([1], { soldSince: T });
  const cases: [string, EngineScope | null, number[]][] = [
    ['platform-wide: every doc, no conditions', null, docs.map((d) => d.id)],
    ['site: hidden ≤ 4, own dealer, shown, cars, sold window', base, [1, 2, 7, 8, 9, 10, 13]],
    ['maxHiddenFromStock 5 lets hidden 5 in', { ...base, maxHiddenFromStock: 5 }, [1, 2, 3, 7, 8, 9, 10, 13]],
    ['two dealerships', { ...base, dealershipIds: [1, 2] }, [1, 2, 4, 7, 8, 9, 10, 13]],
    ['no dealerships: nothing', { ...base, dealershipIds: [] }, []],
    ['carTypes', { ...base, carTypes: ['used'] }, [1, 2, 8, 9, 10, 13]],
    ['itemTypes', { ...base, itemTypes: ['car', 'motorcycle'] }, [1, 2, 6, 7, 8, 9, 10, 13]],
    ['no itemTypes: nothing', { ...base, itemTypes: [] }, []],
    ['excludedMakes', { ...base, excludedMakes: ['Tesla'] }, [1, 2, 7, 9, 10, 13]],
    ['inStockOnly', { ...base, inStockOnly: true }, [1, 2, 7, 8]],
    ['availableOnly', { ...base, availableOnly: true }, [1, 2, 7, 8, 9]],
    ['no soldSince: available only', { ...base, soldSince: null }, [1, 2, 7, 8, 9]],
    ['soldSince 1 ms later drops the car sold at T', { ...base, soldSince: T + 1 }, [1, 2, 7, 8, 9, 13]],
  ];
  it.each(cases)('%s', (_name, scope, expected) => {
    expect(ids(docs, { scope })).toEqual(expected);
  });

  it('ANDs the scope under refinements (status sold reaches only the sold window)', () => {
    expect(ids(docs, { scope: base, lists: { status: ['sold'] } })).toEqual([10, 13]);
    expect(ids(docs, { scope: null, lists: { status: ['sold'] } })).toEqual([10, 11, 12, 13]);
  });
});

describe('lists', () => {
  const docs = [
    makeDoc({ id: 1, make: 'Toyota', model: 'HiLux', body: 'Ute', seats: 5, categories: ['Family'] }),
    makeDoc({ id: 2, make: 'Toyota', model: 'Corolla', body: 'Hatch', seats: 5, price: 0 }),
    makeDoc({
      id: 3,
      make: 'Mazda',
      model: 'CX-5',
      body: 'SUV',
      seats: 7,
      categories: ['Family', 'Special Offers'],
    }),
    makeDoc({ id: 4, make: 'Ford', model: 'HiLux', body: 'Ute', seats: null, price: 100_000 }), // same model name
    makeDoc({ id: 5, make: 'Ford', model: 'Ranger', body: null, status: 'coming_soon', price: 9_999 }),
    makeDoc({ id: 6, make: 'Ford', model: 'Ranger', status: 'deposit_taken' }),
  ];
  const cases: [string, EngineQuery['lists'], number[]][] = [
    ['OR within a field', { make: ['Toyota', 'Mazda'] }, [1, 2, 3]],
    ['AND across fields', { make: ['Toyota', 'Ford'], body: ['Ute'] }, [1, 4]],
    ['exact values (case matters)', { make: ['toyota'] }, []],
    ['seats as a string', { seats: ['7'] }, [3]],
    ['seats as a number', { seats: [7, 5] }, [1, 2, 3]],
    ['seats never match a null', { seats: [0] }, []],
    ['make_model', { make_model: ['Toyota|HiLux'] }, [1]],
    ['model alone matches both makes', { model: ['HiLux'] }, [1, 4]],
    ['categories: any of the car', { categories: ['Special Offers'] }, [3]],
    ['categories OR', { categories: ['Family', 'Special Offers'] }, [1, 3]],
    ['price_range label', { price_range: ['$20,000 - $30,000'] }, [1, 3, 6]],
    ['price_range edges', { price_range: ['Under $10,000', '$100,000+'] }, [4, 5]],
    ['status sold: anything but in_stock/coming_soon', { status: ['sold'] }, [6]],
    ['status raw value', { status: ['deposit_taken'] }, [6]],
    ['status coming_soon', { status: ['coming_soon'] }, [5]],
    ['unknown value matches nothing', { make: ['Lada'] }, []],
    ['an empty list is no condition', { make: [] }, [1, 2, 3, 4, 5, 6]],
    ['car_type / item_type', { car_type: ['used'], item_type: ['car'] }, [1, 2, 3, 4, 5, 6]],
    ['dealership_slug', { dealership_slug: ['dealer-one'] }, [1, 2, 3, 4, 5, 6]],
    ['null body never matches', { body: ['Ute', 'SUV', 'Hatch'] }, [1, 2, 3, 4]],
  ];
  it.each(cases)('%s', (_name, lists, expected) => {
    expect(ids(docs, { scope: null, lists })).toEqual(expected);
  });
});

describe('ranges, certified, priceAboveZero', () => {
  const docs = [
    makeDoc({ id: 1, price: 10_000, km: 0, year: 2018, weeklyPrice: 100, certified: true }),
    makeDoc({ id: 2, price: 20_000, km: 50_000, year: 2020, weeklyPrice: null }),
    makeDoc({ id: 3, price: 0, km: 100_000, year: 2022, weeklyPrice: 300, subscriptionPrice: 500 }),
    makeDoc({ id: 4, price: 30_000, km: 150_000, year: 2024, createdAt: 1_000, certified: true }),
  ];
  const cases: [string, EngineQuery, number[]][] = [
    ['inclusive min and max', { scope: null, ranges: { price: { min: 10_000, max: 20_000 } } }, [1, 2]],
    ['min only', { scope: null, ranges: { km: { min: 100_000 } } }, [3, 4]],
    ['max only (0 is a value)', { scope: null, ranges: { km: { max: 0 } } }, [1]],
    ['year bounds', { scope: null, ranges: { year: { min: 2020, max: 2022 } } }, [2, 3]],
    ['null never matches a range', { scope: null, ranges: { weekly_price: { min: 0 } } }, [1, 3]],
    ['null never matches (subscription)', { scope: null, ranges: { subscription_price: { max: 1e9 } } }, [3]],
    ['a range with no bounds is no condition', { scope: null, ranges: { weekly_price: {} } }, [1, 2, 3, 4]],
    ['created_at_timestamp', { scope: null, ranges: { created_at_timestamp: { max: 1_000 } } }, [4]],
    ['min > max matches nothing', { scope: null, ranges: { price: { min: 2, max: 1 } } }, []],
    ['price 0 is a value for ranges', { scope: null, ranges: { price: { max: 0 } } }, [3]],
    ['ranges AND', { scope: null, ranges: { price: { min: 1 }, km: { max: 50_000 } } }, [1, 2]],
    ['certified: true', { scope: null, certified: true }, [1, 4]],
    ['certified: false is no condition', { scope: null, certified: false }, [1, 2, 3, 4]],
    ['priceAboveZero', { scope: null, priceAboveZero: true }, [1, 2, 4]],
  ];
  it.each(cases)('%s', (_name, query, expected) => {
    expect(ids(docs, query)).toEqual(expected);
  });
});

describe('facets', () => {
  const docs = [
    makeDoc({ id: 1, make: 'Toyota', body: 'Ute', seats: 5, status: 'in_stock', categories: ['Family'] }),
    makeDoc({ id: 2, make: 'Toyota', body: 'SUV', seats: 7, status: 'coming_soon', price: 0 }),
    makeDoc({
      id: 3,
      make: 'Mazda',
      body: 'SUV',
      seats: 7,
      status: 'sold',
      categories: ['Family', 'Offers'],
    }),
    makeDoc({ id: 4, make: 'Ford', body: 'Ute', seats: null, status: 'deposit_taken', price: 150_000 }),
  ];
  const engine = createSearchEngine(docs);

  it('counts every value with count > 0, keyed by the string form', () => {
    const r = engine.search({
      scope: null,
      facets: ['make', 'seats', 'status', 'categories', 'price_range'],
    });
    expect(r.facets).toEqual({
      make: { Ford: 1, Mazda: 1, Toyota: 2 },
      seats: { '5': 1, '7': 2 },
      status: { in_stock: 1, coming_soon: 1, sold: 2 },
      categories: { Family: 2, Offers: 1 },
      price_range: { '$20,000 - $30,000': 2, '$100,000+': 1 },
    });
  });

  it('is disjunctive: a refined list still counts its other values', () => {
    const r = engine.search({
      scope: null,
      lists: { make: ['Toyota'], body: ['SUV'] },
      facets: ['make', 'body', 'seats'],
    });
    expect(r.count).toBe(1);
    expect(r.ids).toEqual([2]);
    expect(r.facets.make).toEqual({ Mazda: 1, Toyota: 1 }); // body = SUV, any make
    expect(r.facets.body).toEqual({ SUV: 1, Ute: 1 }); // make = Toyota, any body
    expect(r.facets.seats).toEqual({ '7': 1 }); // fully filtered
  });

  it('orders seeded fields naturally and the rest by key', () => {
    const r = engine.search({ scope: null, facets: ['status', 'make', 'price_range'] });
    expect(Object.keys(r.facets.status ?? {})).toEqual(['in_stock', 'coming_soon', 'sold']);
    expect(Object.keys(r.facets.make ?? {})).toEqual(['Ford', 'Mazda', 'Toyota']);
    expect(Object.keys(r.facets.price_range ?? {})).toEqual(['$20,000 - $30,000', '$100,000+']);
  });

  it('returns empty counts for an empty result and only the facets asked for', () => {
    const r = engine.search({ scope: null, lists: { make: ['Lada'] }, facets: ['make', 'body'] });
    expect(r.facets).toEqual({ make: { Ford: 1, Mazda: 1, Toyota: 2 }, body: {} });
    expect(engine.search({ scope: null }).facets).toEqual({});
  });
});

describe('stats', () => {
  const docs = [
    makeDoc({ id: 1, price: 0, km: 10, year: 2019, weeklyPrice: null, createdAt: 5 }),
    makeDoc({ id: 2, price: 15_000, km: 0, year: 2021, weeklyPrice: 120, createdAt: 7 }),
    makeDoc({ id: 3, price: 42_000, km: 90_000, year: 2015, weeklyPrice: null, createdAt: 6 }),
  ];
  const engine = createSearchEngine(docs);
  const stats = [
    'price',
    'km',
    'year',
    'weekly_price',
    'subscription_price',
    'created_at_timestamp',
  ] as const;

  it('min/max over the filtered set; price ignores 0; nulls ignored', () => {
    expect(engine.search({ scope: null, stats: [...stats] }).stats).toEqual({
      price: { min: 15_000, max: 42_000 },
      km: { min: 0, max: 90_000 },
      year: { min: 2015, max: 2021 },
      weekly_price: { min: 120, max: 120 },
      subscription_price: null,
      created_at_timestamp: { min: 5, max: 7 },
    });
  });

  it('null when only price-0 cars match, or nothing does', () => {
    expect(engine.search({ scope: null, lists: { make: ['Lada'] }, stats: ['price', 'km'] }).stats).toEqual({
      price: null,
      km: null,
    });
    expect(
      engine.search({ scope: null, ranges: { price: { max: 0 } }, stats: ['price', 'km'] }).stats,
    ).toEqual({
      price: null,
      km: { min: 10, max: 10 },
    });
  });
});

describe('sorting and paging', () => {
  const docs = [
    makeDoc({ id: 1, price: 0, km: 5, year: 2020, createdAt: 100 }),
    makeDoc({ id: 2, price: 10_000, km: 5, year: 2021, createdAt: 300 }),
    makeDoc({ id: 3, price: 10_000, km: 1, year: 2019, createdAt: 300 }),
    makeDoc({ id: 4, price: 5_000, km: 9, year: 2021, createdAt: 200 }),
    makeDoc({ id: 5, price: 0, km: 0, year: 2022, createdAt: 50 }),
  ];
  const engine = createSearchEngine(docs);
  const cases: [EngineQuery['sort'], number[]][] = [
    ['price_asc', [4, 3, 2, 5, 1]], // price 0 last; ties by id desc
    ['price_desc', [3, 2, 4, 5, 1]],
    ['year_desc', [5, 4, 2, 1, 3]],
    ['year_asc', [3, 1, 4, 2, 5]],
    ['km_asc', [5, 3, 2, 1, 4]],
    ['km_desc', [4, 2, 1, 3, 5]],
    ['newest', [3, 2, 4, 1, 5]],
    ['relevance', [3, 2, 4, 1, 5]], // no text: newest
    [undefined, [3, 2, 4, 1, 5]],
  ];
  it.each(cases)('%s', (sort, expected) => {
    expect(engine.search({ scope: null, sort }).ids).toEqual(expected);
  });

  it('pages with offset/limit; count is the total', () => {
    expect(engine.search({ scope: null, sort: 'price_asc', offset: 1, limit: 2 })).toMatchObject({
      ids: [3, 2],
      count: 5,
    });
    expect(engine.search({ scope: null, offset: 5 })).toMatchObject({ ids: [], count: 5 });
    expect(engine.search({ scope: null, offset: 99, limit: 10 })).toMatchObject({ ids: [], count: 5 });
    expect(engine.search({ scope: null, limit: 0 })).toMatchObject({ ids: [], count: 5 });
  });

  it('defaults to 21 per page', () => {
    const many = Array.from({ length: 30 }, (_, i) => makeDoc({ id: i + 1 }));
    const r = createSearchEngine(many).search({ scope: null });
    expect(r.count).toBe(30);
    expect(r.ids).toHaveLength(21);
  });
});

describe('input outside the contract', () => {
  const engine = createSearchEngine([makeDoc({ id: 1 }), makeDoc({ id: 2 })]);

  it('ignores unknown list, range, facet and stat fields', () => {
    const q = {
      scope: null,
      lists: { colours: ['Red'] },
      ranges: { kms: { max: 0 } },
      facets: ['colours'],
      stats: ['kms'],
    } as unknown as EngineQuery;
    expect(engine.search(q)).toEqual({ ids: [1, 2], count: 2, facets: {}, stats: {} }); // newest first
  });

  it('treats a non-finite offset or limit as 0', () => {
    expect(engine.search({ scope: null, offset: Number.NaN })).toMatchObject({ ids: [1, 2], count: 2 });
    expect(engine.search({ scope: null, limit: Number.NaN })).toMatchObject({ ids: [], count: 2 });
  });
});

describe('get / size', () => {
  it('returns stored docs by id', () => {
    const doc = makeDoc({ id: 42 });
    const engine = createSearchEngine([doc]);
    expect(engine.get(42)).toEqual(doc);
    expect(engine.get(43)).toBeUndefined();
    expect(engine.size).toBe(1);
    expect(createSearchEngine().size).toBe(0);
  });
});

describe('preset', () => {
  const engine = createSearchEngine([
    makeDoc({ id: 1, make: 'Toyota', colour: 'Glacier White' }),
    makeDoc({ id: 2, make: 'Toyota', colour: 'Eclipse Black' }),
    makeDoc({ id: 3, make: 'Mazda', colour: 'Snowflake White Pearl' }),
  ]);

  it('a refinement of the same field narrows the preset instead of replacing it', () => {
    const r = engine.search({ scope: null, preset: { make: ['Toyota'] }, lists: { make: ['Mazda'] } });
    expect(r.count).toBe(0);
  });

  it('facets count within the preset, even the preset field', () => {
    const r = engine.search({ scope: null, preset: { make: ['Toyota'] }, facets: ['make', 'colour'] });
    expect(r.facets.make).toEqual({ Toyota: 2 });
    expect(r.facets.colour).toEqual({ White: 1, Black: 1 });
  });

  it('colour refines by group', () => {
    expect(engine.search({ scope: null, lists: { colour: ['White'] } }).ids.sort()).toEqual([1, 3]);
  });
});
