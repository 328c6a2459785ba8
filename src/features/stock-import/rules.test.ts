import { describe, expect, it } from 'vitest';
import { carQuote } from '@/repayments/quote-rules';
import {
  MAX_REPORTED_ERRORS,
  parseCsvFeed,
  parseFeedText,
  parseJsonFeed,
  parseStockRequest,
} from './feed-parser';
import {
  carName,
  carSlug,
  carsToMarkSold,
  diffCar,
  keepsSlug,
  type LocationRef,
  lockRow,
  resolveLocation,
  slugCandidate,
  toCarValues,
} from './rules';
import { buildFeedRowSchema, type FeedRow } from './schema';

const NOW = new Date('2026-06-15T00:00:00Z');
const schema = buildFeedRowSchema(NOW);
const base = {
  stocknum: 'T1',
  year: '2021',
  make: 'Toyota',
  model: 'HiLux',
  car_type: 'used',
  price: '34990',
};

/** Validates one row with `field` set to `value`: the coerced value, or the error message. */
function check(field: string, value: unknown): { value?: unknown; error?: string } {
  const result = schema.safeParse({ ...base, [field]: value });
  if (result.success) return { value: (result.data as Record<string, unknown>)[field] };
  return {
    error: result.error.issues.find((issue) => issue.path[0] === field)?.message ?? 'other field failed',
  };
}

describe('field coercion and validation', () => {
  it.each([
    // numbers: CSV text with thousands separators and a dollar sign
    ['price', '34990', 34990],
    ['price', '34,990', 34990],
    ['price', '$34,990', 34990],
    ['price', ' $34,990.00 ', 34990],
    ['price', '34990.4', 34990],
    ['price', 34990, 34990],
    ['price', '0', 0],
    ['km', '123,456', 123456],
    ['km', '', null],
    ['km', 'null', null],
    ['before_price', '$39,990', 39990],
    ['engine_size_litres', '2.8', 2.8],
    ['year', '1900', 1900],
    ['year', '2028', 2028],
    ['year', 2021, 2021],
    ['hidden_from_stock', '0', 0],
    ['hidden_from_stock', '14', 14],
    ['seats', '7', 7],
    // booleans
    ['certified', 'true', true],
    ['certified', 'FALSE', false],
    ['certified', 'yes', true],
    ['certified', 'no', false],
    ['certified', '1', true],
    ['certified', '0', false],
    ['certified', 'Y', true],
    ['certified', 'n', false],
    ['certified', true, true],
    ['reserved', '', null],
    // dates
    ['build_date', '2021-03-09', '2021-03-09'],
    ['build_date', '09/03/2021', '2021-03-09'],
    ['build_date', '9/3/2021', '2021-03-09'],
    ['rego_expiry', '2024-02-29', '2024-02-29'],
    ['rego_expiry', '2026-07-01T00:00:00Z', '2026-07-01'],
    // lists
    [
      'images',
      'https://cdn.example.com/1.jpg|https://cdn.example.com/2.jpg',
      ['https://cdn.example.com/1.jpg', 'https://cdn.example.com/2.jpg'],
    ],
    ['images', '/media/cars/1.jpg', ['/media/cars/1.jpg']],
    ['images', ['https://cdn.example.com/1.jpg'], ['https://cdn.example.com/1.jpg']],
    ['images', '', null],
    ['standard_equipment', 'Cruise control| Reversing camera |', ['Cruise control', 'Reversing camera']],
    ['categories', 'ute|4x4', ['ute', '4x4']],
    // enums and text
    ['car_type', 'Used', 'used'],
    ['car_type', 'demo', 'demo'],
    ['item_type', 'Motorcycle', 'motorcycle'],
    ['status', 'in_stock', 'in_stock'],
    ['status', 'Coming Soon', 'coming_soon'],
    ['status', 'sold', 'sold'],
    ['status', 'other', 'other'],
    ['colour', '  Glacier White ', 'Glacier White'],
    ['stocknum', 12345, '12345'],
    ['ancaprating', '5', 5],
    ['finance_rate', '8.99', 8.99],
    ['finance_rate', '0', 0],
    ['finance_rate', '30', 30],
  ])('%s %j → %j', (field, input, expected) => {
    expect(check(field, input)).toEqual({ value: expected });
  });

  it.each([
    ['year', '1899', 'must be at least 1900'],
    ['year', '2029', 'must be at most 2028'],
    ['year', '2021.5', 'must be a whole number'],
    ['year', '', 'is required'],
    ['price', '-1', 'must be at least 0'],
    ['price', '$-1', 'must be at least 0'],
    ['price', 'POA', 'must be a number'],
    ['price', '', 'is required'],
    ['price', 'null', 'is required'],
    ['km', '-5', 'must be at least 0'],
    ['hidden_from_stock', '15', 'must be at most 14'],
    ['hidden_from_stock', '-1', 'must be at least 0'],
    ['ancaprating', '6', 'must be at most 5'],
    ['finance_rate', '30.01', 'must be at most 30'],
    ['finance_rate', '-0.5', 'must be at least 0'],
    ['certified', 'maybe', 'must be true/false'],
    ['build_date', '2021-02-30', 'is not a real date'],
    ['build_date', '31/04/2021', 'is not a real date'],
    ['build_date', '03-09-2021', 'must be a date'],
    ['images', 'ftp://example.com/1.jpg', 'must be an http(s) URL'],
    ['images', 'not a url', 'must be an http(s) URL'],
    ['video_url', 'javascript:alert(1)', 'must be an http(s) URL'],
    ['car_type', 'nearly-new', 'must be one of new, demo, used'],
    ['car_type', '', 'is required'],
    ['item_type', 'boat', 'must be one of car, motorcycle, truck, caravan'],
    ['status', '!!', 'must be in_stock, coming_soon or sold'],
    ['make', '', 'is required'],
    ['model', '  ', 'is required'],
    ['stocknum', '', 'is required'],
    ['stocknum', 'x'.repeat(51), 'must be at most 50 characters'],
    ['make', { name: 'Toyota' }, 'must be text'],
  ])('%s %j is rejected: %s', (field, input, message) => {
    expect(check(field, input).error).toContain(message);
  });
});

describe('parseCsvFeed', () => {
  const header = 'stocknum,year,make,model,badge,car_type,price,km';

  it('loads good rows and reports each bad one by file line and field', async () => {
    const csv = [
      header,
      'A1,2021,Toyota,HiLux,SR5,used,"$34,990","45,000"',
      'A2,1899,Mazda,CX-5,Maxx,used,29990,1000',
      'A3,2020,Ford,Ranger,XLT,used,-1,1000',
      'A4,2019,Kia,Sportage,SX,new,31990,',
    ].join('\n');
    const result = await parseCsvFeed(csv, { now: NOW });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.feed.rows.map((row) => [row.stocknum, row.line])).toEqual([
      ['A1', 2],
      ['A4', 5],
    ]);
    expect(result.feed.rows[0]).toMatchObject({ price: 34990, km: 45000, badge: 'SR5' });
    expect(result.feed.rows[1].km).toBeNull();
    expect(result.feed.errors).toEqual([
      { line: 3, field: 'year', message: 'must be at least 1900, got 1899' },
      { line: 4, field: 'price', message: 'must be at least 0, got -1' },
    ]);
    expect(result.feed.rejected).toBe(2);
    expect(result.feed.rejectedStocknums).toEqual(['A2', 'A3']);
  });

  it('reports a duplicate stocknum on the later line and keeps the first', async () => {
    const csv = `${header}\nD1,2021,Toyota,Yaris,,new,20000,0\nD1,2022,Toyota,Yaris,,new,21000,0\n`;
    const result = await parseCsvFeed(csv, { now: NOW });
    if (!result.ok) throw new Error(result.error);
    expect(result.feed.rows).toHaveLength(1);
    expect(result.feed.rows[0].year).toBe(2021);
    expect(result.feed.errors).toEqual([
      { line: 3, field: 'stocknum', message: "duplicate stocknum 'D1' (first on line 2)" },
    ]);
  });

  it('counts lines of the file: blank lines, quoted newlines, a BOM and CRLF', async () => {
    const csv = `\uFEFF${header},dealercomments\r\n\r\nB1,2021,Toyota,HiLux,,used,1,0,"two\r\nlines"\r\nB2,2021,Toyota,HiLux,,used,x,0,ok\r\n`;
    const result = await parseCsvFeed(csv, { now: NOW });
    if (!result.ok) throw new Error(result.error);
    expect(result.feed.rows[0]).toMatchObject({ line: 3, dealercomments: 'two\r\nlines' });
    expect(result.feed.errors).toEqual([{ line: 5, field: 'price', message: "must be a number, got 'x'" }]);
  });

  it('reports every bad field of a row, once each', async () => {
    const result = await parseCsvFeed(`${header}\nC1,1800,,HiLux,,car,abc,0\n`, { now: NOW });
    if (!result.ok) throw new Error(result.error);
    expect(result.feed.errors.map((error) => error.field)).toEqual(['year', 'make', 'car_type', 'price']);
    expect(result.feed.rejected).toBe(1);
  });

  it('rejects a row with the wrong number of cells', async () => {
    const result = await parseCsvFeed(`${header}\nE1,2021,Toyota,HiLux\n`, { now: NOW });
    if (!result.ok) throw new Error(result.error);
    expect(result.feed.errors).toEqual([
      { line: 2, field: 'row', message: 'has 4 values but the header has 8 columns' },
    ]);
    expect(result.feed.rejectedStocknums).toEqual(['E1']);
  });

  it('warns once about unknown columns, normalises header names and skips empty rows', async () => {
    const csv = `Stock Num,Year,Make,Model,Car Type,Price,Colour,Odometer Notes,Foo\nF1,2021,Toyota,HiLux,used,1,White,x,y\n,,,,,,,,\n`;
    const result = await parseCsvFeed(csv, { now: NOW });
    if (!result.ok) throw new Error(result.error);
    expect(result.feed.rows).toHaveLength(1);
    expect(result.feed.rows[0]).toMatchObject({ stocknum: 'F1', colour: 'White' });
    expect(result.feed.warnings).toEqual(['Unknown columns ignored: foo, odometer_notes']);
    expect(result.feed.errors).toEqual([]);
  });

  it('only carries the columns the feed has', async () => {
    const result = await parseCsvFeed(`${header}\nG1,2021,Toyota,HiLux,,used,1,0\n`, { now: NOW });
    if (!result.ok) throw new Error(result.error);
    expect('colour' in result.feed.rows[0]).toBe(false);
    expect(result.feed.rows[0].badge).toBeNull();
  });

  it.each([
    ['', 'The CSV is empty'],
    ['stocknum,year,make,model,car_type\n', 'Required columns missing from the header: price'],
    ['stocknum,year,make,model,car_type,price,price\n', 'Duplicate columns in the header: price'],
    [`${header}\nH1,"2021,Toyota\n`, 'The CSV could not be read'],
  ])('fails the whole feed for %j', async (csv, error) => {
    const result = await parseCsvFeed(csv, { now: NOW });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(error);
  });

  it('caps the error list', async () => {
    const rows = Array.from(
      { length: MAX_REPORTED_ERRORS + 5 },
      (_, i) => `S${i},1800,Toyota,HiLux,,used,1,0`,
    );
    const result = await parseCsvFeed([header, ...rows].join('\n'), { now: NOW });
    if (!result.ok) throw new Error(result.error);
    expect(result.feed.errors).toHaveLength(MAX_REPORTED_ERRORS);
    expect(result.feed.rejected).toBe(MAX_REPORTED_ERRORS + 5);
    expect(result.feed.warnings).toContain(
      `5 more errors not listed (only the first ${MAX_REPORTED_ERRORS} are)`,
    );
  });
});

describe('parseJsonFeed', () => {
  const car = { stocknum: 'J1', year: 2021, make: 'Toyota', model: 'HiLux', car_type: 'used', price: 34990 };

  it('reads an array and { cars: [...] }, lines being 1-based indexes', async () => {
    for (const value of [
      [car, { ...car, stocknum: 'J2', price: -1 }],
      { cars: [car, { ...car, stocknum: 'J2', price: -1 }] },
    ]) {
      const result = await parseJsonFeed(value, { now: NOW });
      if (!result.ok) throw new Error(result.error);
      expect(result.feed.rows.map((row) => row.line)).toEqual([1]);
      expect(result.feed.errors).toEqual([
        { line: 2, field: 'price', message: 'must be at least 0, got -1' },
      ]);
    }
  });

  it('reads a nested variant and camelCase standardEquipment', async () => {
    const result = await parseJsonFeed(
      [{ ...car, variant: { cylinders: 4, torque: '500', colour: 'x' }, standardEquipment: ['Tow bar'] }],
      { now: NOW },
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.feed.rows[0]).toMatchObject({ cylinders: 4, torque: 500, standard_equipment: ['Tow bar'] });
    expect(result.feed.warnings).toEqual(['Unknown columns ignored: variant.colour']);
  });

  it('rejects non-object rows and non-list feeds', async () => {
    const result = await parseJsonFeed([car, 'nope'], { now: NOW });
    if (!result.ok) throw new Error(result.error);
    expect(result.feed.errors).toEqual([{ line: 2, field: 'row', message: 'must be a JSON object' }]);
    expect((await parseJsonFeed({ vehicles: [] })).ok).toBe(false);
    expect((await parseFeedText('{not json', 'json')).ok).toBe(false);
  });
});

describe('parseStockRequest', () => {
  const csv = 'stocknum,year,make,model,car_type,price\nR1,2021,Toyota,HiLux,used,1\n';

  it.each([
    ['text/csv', csv, null, true],
    ['text/csv; charset=utf-8', csv, 'false', false],
    ['application/json', '[]', null, true],
    ['application/json', '{"cars":[],"full":false}', null, false],
    ['application/json', '{"cars":[],"full":true}', 'false', true],
    ['application/json', '[]', '0', false],
  ])('%s with ?full=%s', async (contentType, body, fullParam, full) => {
    const result = await parseStockRequest({ contentType, body, fullParam, now: NOW });
    expect(result.ok && result.full).toBe(full);
  });

  it.each([
    ['application/json', '{garbage', null, 'The body is not valid JSON'],
    ['application/json', '{"cars":[],"full":"yes"}', null, 'Invalid field: full'],
    ['application/json', '{"vehicles":[]}', null, 'Expected a JSON array'],
    ['text/plain', csv, null, 'Content-Type must be application/json or text/csv'],
    [null, csv, null, 'Content-Type must be'],
    ['text/csv', csv, 'maybe', 'Invalid field: full'],
  ])('%s %j → 400 %s', async (contentType, body, fullParam, error) => {
    const result = await parseStockRequest({ contentType, body, fullParam, now: NOW });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(error);
  });
});

describe('slug, name and location', () => {
  it.each([
    [
      { year: 2021, make: 'Toyota', model: 'HiLux', badge: 'SR5', stocknum: 'T1234' },
      '2021-toyota-hilux-sr5-t1234',
      '2021 Toyota HiLux SR5',
    ],
    [
      { year: 2020, make: 'Mazda', model: 'CX-5', badge: null, stocknum: 'M 9' },
      '2020-mazda-cx-5-m-9',
      '2020 Mazda CX-5',
    ],
    [
      { year: 2019, make: 'Citroën', model: 'C4  Picasso', badge: 'Exclusive+', stocknum: '#77' },
      '2019-citroen-c4-picasso-exclusive-77',
      '2019 Citroën C4  Picasso Exclusive+',
    ],
  ])('%j', (row, slug, name) => {
    expect(carSlug(row)).toBe(slug);
    expect(carName(row)).toBe(name);
  });

  it('suffixes a taken slug with the dealership, then a counter', () => {
    expect([0, 1, 2].map((attempt) => slugCandidate('2021-kia-rio-s1', 'carzone-rocklea', attempt))).toEqual([
      '2021-kia-rio-s1',
      '2021-kia-rio-s1-carzone-rocklea',
      '2021-kia-rio-s1-carzone-rocklea-2',
    ]);
    expect(keepsSlug('2021-kia-rio-s1-carzone-rocklea', '2021-kia-rio-s1')).toBe(true);
    expect(keepsSlug('2021-kia-rio-s-s1', '2021-kia-rio-s1')).toBe(false);
  });

  const locations: LocationRef[] = [
    { id: 1, slug: 'north', primary: false, city: 'Chermside', state: 'QLD' },
    { id: 2, slug: 'main', primary: true, city: 'Brisbane', state: 'QLD' },
  ];
  it.each([
    ['north', 1, false],
    [null, 2, false],
    ['elsewhere', 2, true],
  ])('location %s → id %s', (slug, id, unknownSlug) => {
    expect(resolveLocation(slug, locations)).toEqual({
      location: expect.objectContaining({ id }),
      unknownSlug,
    });
  });
  it('no location when the dealership has no primary one', () => {
    expect(resolveLocation('x', [{ ...locations[0] }]).location).toBeNull();
  });
});

const v1Feed = await parseJsonFeed(
  [
    {
      stocknum: 'V1',
      year: 2021,
      make: 'Toyota',
      model: 'HiLux',
      badge: 'SR5',
      car_type: 'used',
      price: '$34,990',
      nvic: 'ABC123',
      images: 'https://cdn.example.com/a.jpg|https://cdn.example.com/b.jpg',
      engine_size_litres: 2.123456789,
      cylinders: 4,
      bodyconfiguration: 'Dual Cab',
    },
  ],
  { now: NOW },
);

describe('toCarValues and diffCar', () => {
  if (!v1Feed.ok) throw new Error(v1Feed.error);
  const row = v1Feed.feed.rows[0];
  const location: LocationRef = { id: 7, slug: 'main', primary: true, city: 'Brisbane', state: 'QLD' };

  it('maps the row to columns', () => {
    const values = toCarValues(row, { location, now: NOW });
    expect(values).toMatchObject({
      name: '2021 Toyota HiLux SR5',
      price: 34990,
      status: 'in_stock',
      soldAt: null,
      hasNvic: true,
      // The feed's photos are fetched after the import: none is made yet.
      images: [],
      feedImages: ['https://cdn.example.com/a.jpg', 'https://cdn.example.com/b.jpg'],
      primaryImageUrl: null,
      variant: { cylinders: 4, bodyconfiguration: 'Dual Cab' },
      locationId: 7,
      city: 'Brisbane',
      state: 'QLD',
    });
    expect('colour' in values).toBe(false);
    expect('locationId' in toCarValues(row, { location: undefined, now: NOW })).toBe(false);
    // Photos already made from the same addresses are the car's, in the feed's order.
    const made = (url: string) => ({
      image: `/media/car-photos/1/${url.slice(-5)}`,
      thumb: 't',
      source: url,
    });
    const existing = {
      soldAt: null,
      images: [made('https://cdn.example.com/b.jpg'), made('https://cdn.example.com/a.jpg')],
    };
    expect(toCarValues(row, { location, existing, now: NOW })).toMatchObject({
      images: [made('https://cdn.example.com/a.jpg'), made('https://cdn.example.com/b.jpg')],
      primaryImageUrl: '/media/car-photos/1/a.jpg',
    });
  });

  it('maps a spin: exterior and interior frames together, cleared by empty cells', async () => {
    const spin = await parseJsonFeed(
      [
        {
          ...row,
          car_type: 'used',
          spin_images: '/media/spin/suv-white-0.webp|/media/spin/suv-white-1.webp',
          spin_interior_images: ['/media/spin-interior/cloth-0.webp'],
          spin_code: 'SPN1',
        },
        { ...row, stocknum: 'V2', car_type: 'used', spin_images: '', spin_interior_images: '' },
      ],
      { now: NOW },
    );
    if (!spin.ok) throw new Error(spin.error);
    expect(toCarValues(spin.feed.rows[0], { location, now: NOW })).toMatchObject({
      spinImages: {
        exterior: ['/media/spin/suv-white-0.webp', '/media/spin/suv-white-1.webp'],
        interior: ['/media/spin-interior/cloth-0.webp'],
      },
      spinInteriorImage: '/media/spin-interior/cloth-0.webp',
      spinCode: 'SPN1',
    });
    expect(toCarValues(spin.feed.rows[1], { location, now: NOW })).toMatchObject({
      spinImages: null,
      spinInteriorImage: null,
    });
    expect('spinImages' in toCarValues(row, { location, now: NOW })).toBe(false);
  });

  it('sets sold_at when the feed says sold, keeps the first one, and clears it when back in stock', () => {
    const earlier = new Date('2026-01-01T00:00:00Z');
    expect(toCarValues({ ...row, status: 'sold' }, { location, now: NOW }).soldAt).toEqual(NOW);
    expect(
      toCarValues({ ...row, status: 'other' }, { location, now: NOW, existing: { soldAt: earlier } }).soldAt,
    ).toBe(earlier);
    expect(toCarValues(row, { location, now: NOW, existing: { soldAt: earlier } }).soldAt).toBeNull();
  });

  it('works out the car’s instant quote from its price and year, with the offer it already has', () => {
    const quoteOf = (price: number, offerPrice: number | null = null) =>
      carQuote({ price, offerPrice, beforePrice: null, year: 2021 }, NOW);
    expect(toCarValues(row, { location, now: NOW }).youxQuote).toEqual(quoteOf(34990));
    expect(toCarValues({ ...row, offer_price: 32990 }, { location, now: NOW }).youxQuote).toEqual(
      quoteOf(34990, 32990),
    );
    // A feed without offer_price leaves the car's offer, so its quote is on the offer still.
    const existing = { soldAt: null, offerPrice: 32990, beforePrice: null };
    expect(toCarValues(row, { location, now: NOW, existing }).youxQuote).toEqual(quoteOf(34990, 32990));
    expect(toCarValues({ ...row, price: 5000 }, { location, now: NOW }).youxQuote).toBeNull();
  });

  it('sees no change in what the database hands back', () => {
    const values = toCarValues(row, { location, now: NOW });
    const stored = {
      ...values,
      engineSizeLitres: Math.fround(2.123456789), // a real column
      variant: { bodyconfiguration: 'Dual Cab', cylinders: 4 }, // jsonb reorders keys
      soldAt: null,
    };
    expect(diffCar(stored, values)).toEqual({ changed: false, changes: {} });
    expect(diffCar({ ...stored, price: 33990, colour: 'Red' }, { ...values, colour: 'Red' })).toEqual({
      changed: true,
      changes: { price: 34990 },
    });
    expect(diffCar({ ...stored, feedImages: [] }, values).changes).toEqual({ feedImages: values.feedImages });
    expect(diffCar({ ...stored, soldAt: new Date(NOW) }, { soldAt: new Date(NOW) }).changed).toBe(false);
  });

  it('marks only available cars missing from the feed', () => {
    const existing = [
      { id: 1, stocknum: 'A', status: 'in_stock' },
      { id: 2, stocknum: 'B', status: 'coming_soon' },
      { id: 3, stocknum: 'C', status: 'sold' },
      { id: 4, stocknum: 'D', status: 'in_stock' },
    ];
    expect(carsToMarkSold(existing, new Set(['A']))).toEqual([2, 4]);
  });
});

describe('lockRow', () => {
  const row = {
    line: 2,
    stocknum: 'U1',
    year: 2020,
    make: 'Kia',
    model: 'Rio',
    car_type: 'used',
    price: 44_990,
    tag: 'Sale',
    standard_equipment: null,
    images: ['https://cdn.example.com/1.jpg'],
  } as unknown as FeedRow;
  it.each<[string, Record<string, unknown>, Record<string, unknown>, unknown[]]>([
    ['nothing locked', { lockedFields: [], price: 41_990 }, { price: 44_990 }, []],
    [
      'a locked price the feed changes',
      { lockedFields: ['price'], price: 41_990 },
      { price: 41_990 },
      [{ field: 'price', feed: 44_990, kept: 41_990 }],
    ],
    [
      'a locked price the feed agrees with',
      { lockedFields: ['price'], price: 44_990 },
      { price: 44_990 },
      [],
    ],
    [
      'a locked field the feed does not carry',
      { lockedFields: ['dealercomments'], dealercomments: 'Mine' },
      { price: 44_990 },
      [],
    ],
    [
      'an empty cell is the empty list, as stored',
      { lockedFields: ['standardEquipment'], standardEquipment: [] },
      { standard_equipment: [] },
      [],
    ],
    [
      'a locked tag cleared by a person',
      { lockedFields: ['tag'], tag: null },
      { tag: null },
      [{ field: 'tag', feed: 'Sale', kept: null }],
    ],
    [
      'photos a person arranged: the feed’s list is left out',
      { lockedFields: ['images'], images: [{ image: '/mine.webp', thumb: '/mine-t.webp' }] },
      {},
      [{ field: 'images', feed: ['https://cdn.example.com/1.jpg'], kept: ['/mine.webp'] }],
    ],
    [
      'photos the feed agrees with',
      { lockedFields: ['images'], images: [{ image: 'https://cdn.example.com/1.jpg', thumb: 'x' }] },
      {},
      [],
    ],
  ])('%s', (_name, car, expected, kept) => {
    const locked = lockRow(row, car as Parameters<typeof lockRow>[1]);
    if (_name.startsWith('photos')) expect('images' in locked.row).toBe(false);
    expect(locked.row).toMatchObject(expected);
    expect(locked.kept).toEqual(kept);
  });
});
