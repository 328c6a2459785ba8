import { describe, expect, it } from 'vitest';
import {
  ALL_MAKES_LABEL,
  BODY_TYPE_WHITELIST,
  BRAND_LIST_DEFAULT,
  bodyFacetLimit,
  bodySlugToBody,
  bodyToSlug,
  brandList,
  brandListCount,
  CITY_FACET_LIMIT,
  cityFacetItems,
  comparePriceRangeLabels,
  DEALERSHIP_FACET_LIMIT,
  DROPDOWN_MAKES_LIMIT,
  dealershipFacetItems,
  type FacetCounts,
  facetItems,
  formatHitCount,
  HIDE_EXTRA_MAKES_LABEL,
  HIDE_MODELS_LABEL,
  MODEL_SUBLIST_LIMIT,
  modelSubList,
  modelToggleLabel,
  orderBodyFacet,
  orderCarTypes,
  priceRangeKey,
  SELECT_MODELS_LABEL,
  SHOW_ALL_MAKES_LABEL,
  splitDropdownMakes,
} from './facet-rules';

const numbered = (n: number, prefix = 'M') => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);
const countsOf = (n: number, prefix = 'C'): FacetCounts =>
  Object.fromEntries(numbered(n, prefix).map((v, i) => [v, n - i])); // C1 has the highest count

describe('constants (SV §9, AF §9)', () => {
  it.each([
    ['model sub-list', MODEL_SUBLIST_LIMIT, 30],
    ['brand list default', BRAND_LIST_DEFAULT, 7],
    ['dropdown makes', DROPDOWN_MAKES_LIMIT, 20],
    ['city facet', CITY_FACET_LIMIT, 20],
    ['dealership facet', DEALERSHIP_FACET_LIMIT, 40],
  ])('%s = %i', (_label, actual, expected) => expect(actual).toBe(expected));

  it('UI strings are exact', () => {
    expect([
      SELECT_MODELS_LABEL,
      HIDE_MODELS_LABEL,
      SHOW_ALL_MAKES_LABEL,
      HIDE_EXTRA_MAKES_LABEL,
      ALL_MAKES_LABEL,
    ]).toEqual(['Select models', 'Hide', 'Show all makes', 'Hide extra makes', 'All Makes']);
  });
});

describe('modelSubList: at most 30 models', () => {
  it.each([
    [0, 0],
    [29, 29],
    [30, 30],
    [31, 30],
    [100, 30],
  ])('%i models → %i shown', (n, shown) => expect(modelSubList(numbered(n))).toHaveLength(shown));

  it('the 31st model is the one cut', () => {
    const shown = modelSubList(numbered(31));
    expect(shown.at(-1)).toBe('M30');
    expect(shown).not.toContain('M31');
  });

  it.each([
    [false, 'Select models'],
    [true, 'Hide'],
  ])('toggle when expanded=%s reads %s', (expanded, label) => expect(modelToggleLabel(expanded)).toBe(label));
});

describe('brandListCount', () => {
  it.each<[number | null | undefined, number]>([
    [undefined, 7],
    [null, 7],
    [0, 7],
    [-3, 7],
    [Number.NaN, 7],
    [1, 1],
    [7, 7],
    [9, 9],
    [12.7, 12],
  ])('popular makes %s → %i', (popular, expected) => expect(brandListCount(popular)).toBe(expected));
});

describe('brandList', () => {
  it.each<[string, number, boolean, number | undefined, number, string | null]>([
    ['7 makes: all shown, no toggle', 7, false, undefined, 7, null],
    ['8 makes collapsed: 7 and Show all makes', 8, false, undefined, 7, 'Show all makes'],
    ['8 makes expanded: 8 and Hide extra makes', 8, true, undefined, 8, 'Hide extra makes'],
    ['9 popular makes, 20 makes collapsed', 20, false, 9, 9, 'Show all makes'],
    ['9 popular makes, 9 makes: no toggle', 9, false, 9, 9, null],
    ['no makes', 0, false, undefined, 0, null],
  ])('%s', (_label, n, expanded, popular, shown, toggle) => {
    const result = brandList(numbered(n), { expanded, popularMakesCount: popular });
    expect(result.items).toHaveLength(shown);
    expect(result.toggleLabel).toBe(toggle);
  });
});

describe('splitDropdownMakes: beyond 20 go under All Makes', () => {
  it.each([
    [0, 0, 0],
    [19, 19, 0],
    [20, 20, 0],
    [21, 20, 1],
    [45, 20, 25],
  ])('%i makes → %i top, %i under All Makes', (n, top, rest) => {
    const split = splitDropdownMakes(numbered(n));
    expect(split.top).toHaveLength(top);
    expect(split.allMakes).toHaveLength(rest);
  });

  it('the 21st make is the first under All Makes', () => {
    const split = splitDropdownMakes(numbered(21));
    expect(split.top.at(-1)).toBe('M20');
    expect(split.allMakes).toEqual(['M21']);
  });
});

describe('city and dealership facet limits', () => {
  it.each([
    [19, 19],
    [20, 20],
    [21, 20],
  ])('%i cities → %i', (n, shown) => expect(cityFacetItems(countsOf(n))).toHaveLength(shown));

  it.each([
    [39, 39],
    [40, 40],
    [41, 40],
  ])('%i dealerships → %i', (n, shown) => expect(dealershipFacetItems(countsOf(n))).toHaveLength(shown));

  it('the lowest counts are the ones cut', () => {
    const items = cityFacetItems(countsOf(21));
    expect(items[0]).toEqual({ label: 'C1', value: 'C1', count: 21 });
    expect(items.map((i) => i.value)).not.toContain('C21');
  });
});

describe('facetItems', () => {
  it('defaults: count descending then name ascending, label = value, no limit, zero counts kept', () => {
    expect(facetItems({ Brisbane: 3, Cairns: 5, Adelaide: 3, Darwin: 0 })).toEqual([
      { label: 'Cairns', value: 'Cairns', count: 5 },
      { label: 'Adelaide', value: 'Adelaide', count: 3 },
      { label: 'Brisbane', value: 'Brisbane', count: 3 },
      { label: 'Darwin', value: 'Darwin', count: 0 },
    ]);
  });

  it.each<[string, Parameters<typeof facetItems>[1], string[]]>([
    ['name order', { order: 'name' }, ['a', 'B', 'c']],
    ['limit 2', { limit: 2 }, ['c', 'B']],
    ['limit 0', { limit: 0 }, []],
    ['negative limit', { limit: -1 }, []],
    ['custom comparator', { order: (x, y) => x.count - y.count }, ['a', 'B', 'c']],
  ])('%s', (_label, options, values) => {
    expect(facetItems({ a: 1, B: 2, c: 3 }, options).map((i) => i.value)).toEqual(values);
  });

  it('null counts → empty', () => expect(facetItems(null)).toEqual([]));

  it('custom labels', () => {
    expect(facetItems({ qld: 2 }, { label: (v) => v.toUpperCase() })).toEqual([
      { label: 'QLD', value: 'qld', count: 2 },
    ]);
  });
});

describe('body facet: limit 4 (20 custom), count desc then name DESC', () => {
  it.each([
    [false, 4],
    [true, 20],
  ])('customBodies=%s → limit %i', (custom, limit) => expect(bodyFacetLimit(custom)).toBe(limit));

  it('ties on count are broken by name descending', () => {
    expect(orderBodyFacet({ Sedan: 5, SUV: 5, Ute: 9, Hatch: 5, Wagon: 1 }, false)).toEqual([
      { label: 'Ute', value: 'Ute', count: 9 },
      { label: 'SUV', value: 'SUV', count: 5 },
      { label: 'Sedan', value: 'Sedan', count: 5 },
      { label: 'Hatch', value: 'Hatch', count: 5 },
    ]);
  });

  it.each([
    [false, 3, 3],
    [false, 4, 4],
    [false, 5, 4],
    [true, 20, 20],
    [true, 21, 20],
  ])('customBodies=%s, %i bodies → %i tiles', (custom, n, shown) => {
    expect(orderBodyFacet(countsOf(n, 'B'), custom)).toHaveLength(shown);
  });
});

describe('orderCarTypes: new, demo, used', () => {
  it('orders by type, not by count or name', () => {
    expect(orderCarTypes({ used: 90, new: 3, demo: 10 })).toEqual([
      { label: 'New', value: 'new', count: 3 },
      { label: 'Demo', value: 'demo', count: 10 },
      { label: 'Used', value: 'used', count: 90 },
    ]);
  });

  it('unknown types go last', () => {
    expect(orderCarTypes({ zzz: 1, used: 1, aaa: 1, new: 1 }).map((i) => i.value)).toEqual([
      'new',
      'used',
      'aaa',
      'zzz',
    ]);
  });
});

describe('price ranges: numeric order', () => {
  it.each<[string, [number, number] | null]>([
    ['Under $10,000', [0, 10_000]],
    ['$10,000 - $20,000', [10_000, 20_000]],
    ['$100,000+', [100_000, Number.POSITIVE_INFINITY]],
    ['Over $100,000', [100_000, Number.POSITIVE_INFINITY]],
    ['$5k - $10k', [5_000, 10_000]],
    ['Price on application', null],
  ])('%s → %o', (label, key) => expect(priceRangeKey(label)).toEqual(key));

  it('orders labels by their numbers, not their text', () => {
    expect(
      [
        '$100,000+',
        '$20,000 - $30,000',
        'Price on application',
        'Under $10,000',
        '$50,000 - $100,000',
        '$10,000 - $20,000',
        '$30,000 - $50,000',
      ].sort(comparePriceRangeLabels),
    ).toEqual([
      'Under $10,000',
      '$10,000 - $20,000',
      '$20,000 - $30,000',
      '$30,000 - $50,000',
      '$50,000 - $100,000',
      '$100,000+',
      'Price on application',
    ]);
  });

  it('facetItems can order a price_range facet', () => {
    expect(
      facetItems(
        { '$100,000+': 50, 'Under $10,000': 1, '$10,000 - $20,000': 7 },
        { order: 'price-range' },
      ).map((i) => i.value),
    ).toEqual(['Under $10,000', '$10,000 - $20,000', '$100,000+']);
  });
});

describe('formatHitCount: stock count over 1999', () => {
  it.each<[number, number | undefined, string]>([
    [0, undefined, '0'],
    [21, 5000, '21'],
    [1999, 5000, '1,999'], // at the threshold: the hit count
    [2000, 5000, '5,000'], // one over: the stock count
    [2000, undefined, '2,000'], // no stock count known: the hit count
    [2000, 0, '2,000'],
    [12_345, 2_345, '2,345'],
    [-4, undefined, '0'],
    [Number.NaN, undefined, '0'],
  ])('count %s, stock %s → %s', (count, stock, expected) =>
    expect(formatHitCount(count, stock)).toBe(expected),
  );
});

describe('body-type whitelist', () => {
  it.each<[string, string | null, string[] | null]>([
    ['suv', 'suv', ['SUV']],
    ['SUV', 'suv', ['SUV']],
    ['cab-chassis', 'cabChassis', ['Cab Chassis']],
    ['cabChassis', 'cabChassis', ['Cab Chassis']],
    ['people-mover', 'peopleMover', ['People Mover']],
    ['People Mover', 'peopleMover', ['People Mover']],
    ['people%20mover', 'peopleMover', ['People Mover']],
    ['station-wagon', 'stationWagon', ['Wagon']],
    ['wagon', 'wagon', ['Wagon']],
    ['light-truck', 'lightTruck', ['Truck']],
    ['hatch', 'hatch', ['Hatch']],
    ['hatchback', 'hatchback', ['Hatch']],
    ['sedan', 'sedan', ['Sedan']],
    ['ute', 'ute', ['Ute']],
    ['van', 'van', ['Van']],
    ['coupe', 'coupe', ['Coupe']],
    ['convertible', 'convertible', ['Convertible']],
    ['4x4', '4x4', []],
    ['ev', 'ev', []],
    ['motorhome', 'motorhome', []],
    ['truck', 'truck', ['Truck']],
    ['motorcycle', 'motorcycle', ['Motorcycle']],
    ['caravan', 'caravan', ['Caravan']],
    ['camper-trailer', 'camperTrailer', ['Camper Trailer']],
    ['limousine', null, null],
    ['toyota', null, null],
    ['', null, null],
    ['%E0%A4%A', null, null],
  ])('%s → %s', (slug, value, bodies) => {
    const result = bodySlugToBody(slug);
    expect(result === null ? null : result.value).toBe(value);
    expect(result === null ? null : [...result.simpleBodies]).toEqual(bodies);
  });

  it('every whitelisted value is accepted', () => {
    for (const value of BODY_TYPE_WHITELIST) expect(bodySlugToBody(value)?.value).toBe(value);
  });

  it.each([
    ['peopleMover', 'people-mover'],
    ['People Mover', 'people-mover'],
    ['Cab Chassis', 'cab-chassis'],
    ['stationWagon', 'station-wagon'],
    ['SUV', 'suv'],
    ['Camper Trailer', 'camper-trailer'],
    ['4x4', '4x4'],
    ['limousine', null],
  ])('bodyToSlug(%s) → %s', (body, slug) => expect(bodyToSlug(body)).toBe(slug));
});
