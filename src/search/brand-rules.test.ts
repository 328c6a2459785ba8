import { describe, expect, it } from 'vitest';
import {
  BRAND_CELL,
  BRAND_GROUP_HEADINGS,
  type BrandGroup,
  brandHref,
  brandMake,
  brandMakeOf,
  brandPreset,
  brandSections,
  brandsOfMakes,
  NO_STOCK_PRESET,
} from './brand-rules';
import type { Refinements } from './schema';

// The makes and dealerships of the Summit Motor Group demo tenant (as the seed writes them).
const context = {
  makes: ['Mazda', 'Isuzu', 'Honda', 'Suzuki', 'Mercedes-Benz', 'UD Trucks', 'Fuso', 'Royal Enfield', 'BMW'],
  dealerships: [
    { slug: 'summit-mazda-springwood', name: 'Summit Mazda Springwood' },
    { slug: 'summit-isuzu-ute-caboolture', name: 'Summit Isuzu UTE Caboolture' },
    { slug: 'summit-trucks-brendale', name: 'Summit Trucks Brendale' },
    { slug: 'summit-prestige-newstead', name: 'Summit Prestige Newstead' },
    { slug: 'summit-prestigeous', name: 'Summit Prestigeous Cars' },
  ],
};

describe('brandPreset: a brand entry → the stock its page shows', () => {
  it.each<[BrandGroup, string, Refinements]>([
    ['car', 'Mazda', { make: ['Mazda'], item_type: ['car'] }],
    ['car', 'Isuzu UTE', { make: ['Isuzu'], item_type: ['car'] }],
    ['car', 'Honda', { make: ['Honda'], item_type: ['car'] }],
    ['car', 'Mercedes-Benz', { make: ['Mercedes-Benz'], item_type: ['car'] }],
    ['car', 'mazda', { make: ['Mazda'], item_type: ['car'] }], // the stock's spelling wins
    ['car', 'Toyota', { make: ['Toyota'], item_type: ['car'] }], // not stocked: its page is empty
    ['motorcycle', 'Honda Motorcycles', { make: ['Honda'], item_type: ['motorcycle'] }],
    ['motorcycle', 'Suzuki Motorcycles', { make: ['Suzuki'], item_type: ['motorcycle'] }],
    ['motorcycle', 'Royal Enfield', { make: ['Royal Enfield'], item_type: ['motorcycle'] }],
    ['motorcycle', 'KTM', { make: ['KTM'], item_type: ['motorcycle'] }],
    ['truck', 'Isuzu Trucks', { make: ['Isuzu'], item_type: ['truck'] }],
    ['truck', 'Fuso', { make: ['Fuso'], item_type: ['truck'] }],
    ['truck', 'UD Trucks', { make: ['UD Trucks'], item_type: ['truck'] }], // a make whose name ends in Trucks
    ['ours', 'Summit Prestige', { dealership_slug: ['summit-prestige-newstead'] }],
    ['ours', 'summit mazda', { dealership_slug: ['summit-mazda-springwood'] }],
    ['ours', 'Summit', { dealership_slug: context.dealerships.map((d) => d.slug) }],
    ['ours', 'Summit Fleet', NO_STOCK_PRESET],
    ['ours', 'Summit Pres', NO_STOCK_PRESET], // whole words only
  ])('%s brand %s', (group, title, expected) => {
    expect(brandPreset({ group, title }, context)).toEqual(expected);
  });

  it('a site with no stock still maps a make brand to its make', () => {
    expect(brandPreset({ group: 'truck', title: 'Hino' }, { makes: [], dealerships: [] })).toEqual({
      make: ['Hino'],
      item_type: ['truck'],
    });
  });

  it('the no-stock preset names no real dealership slug', () => {
    expect(NO_STOCK_PRESET.dealership_slug?.[0]).not.toMatch(/^[a-z0-9-]+$/);
  });
});

describe('brandMake', () => {
  it.each([
    ['Isuzu UTE', 'Isuzu'],
    ['Isuzu Utes', 'Isuzu'],
    ['Honda Motorcycles', 'Honda'],
    ['Isuzu Trucks', 'Isuzu'],
    ['UD Trucks', 'UD Trucks'],
    ['Hino Trucks', 'Hino'],
    ['Trucks', 'Trucks'], // nothing left after the suffix: the title itself
    ['  Mazda  ', 'Mazda'],
  ])('%s → %s', (title, make) => {
    expect(brandMake(title, context.makes)).toBe(make);
  });
});

describe('brand cells', () => {
  it('link to /{brandslug}/overview', () => {
    expect(brandHref({ slug: 'mazda', skipPage: false })).toBe('/mazda/overview');
    expect(brandHref({ slug: 'isuzu-ute', skipPage: false })).toBe('/isuzu-ute/overview');
  });

  it('a skipPage brand has no link', () => {
    expect(brandHref({ slug: 'summit-fleet', skipPage: true })).toBeNull();
  });

  it('are 76x65', () => {
    expect(BRAND_CELL).toEqual({ width: 76, height: 65 });
  });
});

describe('brandSections', () => {
  it('headings read exactly as the spec names them', () => {
    expect(Object.values(BRAND_GROUP_HEADINGS)).toEqual([
      'Car Brands',
      'Motorcycle Brands',
      'Truck Brands',
      'Our Brands',
    ]);
  });

  it('keeps page order and the order within a group, skipping empty groups', () => {
    const brands = [
      { group: 'ours' as const, title: 'Summit Prestige' },
      { group: 'car' as const, title: 'Mazda' },
      { group: 'car' as const, title: 'Kia' },
      { group: 'truck' as const, title: 'Fuso' },
    ];
    expect(brandSections(brands).map((s) => [s.heading, s.brands.map((b) => b.title)])).toEqual([
      ['Car Brands', ['Mazda', 'Kia']],
      ['Truck Brands', ['Fuso']],
      ['Our Brands', ['Summit Prestige']],
    ]);
  });

  it('no brands, no sections', () => {
    expect(brandSections([])).toEqual([]);
  });
});

describe('brand garages: the make brands of the makes in a garage', () => {
  const brands = [
    { group: 'car' as const, title: 'Mazda', slug: 'mazda' },
    { group: 'car' as const, title: 'Isuzu UTE', slug: 'isuzu-ute' },
    { group: 'truck' as const, title: 'Isuzu Trucks', slug: 'isuzu-trucks' },
    { group: 'motorcycle' as const, title: 'Honda Motorcycles', slug: 'honda-motorcycles' },
    { group: 'ours' as const, title: 'Summit Prestige', slug: 'summit-prestige' },
  ];

  it.each<[string, string | null]>([
    ['Mazda', 'Mazda'],
    ['Isuzu UTE', 'Isuzu'],
    ['Summit Prestige', null],
  ])('%s stands for the make %s', (title, make) => {
    const brand = brands.find((b) => b.title === title);
    expect(brand && brandMakeOf(brand, context)).toBe(make);
  });

  it.each<[string[], string[]]>([
    [[], []],
    [['mazda'], ['mazda']],
    [['Toyota'], []],
    [
      ['isuzu', 'HONDA', 'Mazda'],
      ['mazda', 'isuzu-ute', 'honda-motorcycles'],
    ],
  ])('makes %j → brands %j, in site order, one per make', (makes, slugs) => {
    expect(brandsOfMakes(brands, makes, context).map((b) => b.slug)).toEqual(slugs);
  });
});
