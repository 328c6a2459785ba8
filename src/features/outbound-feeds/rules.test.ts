import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { STOCK_CSV_HEADER, stockCsv, stockJson } from './exports';
import { GOOGLE_ADDITIONAL_IMAGES_MAX, googlePrice, googleStoresXml, googleVehiclesXml } from './google';
import { META_IMAGES_MAX, metaPrice, metaVehiclesXml, stateOfVehicle } from './meta';
import {
  type FeedCar,
  type FeedItem,
  type FeedLocation,
  feedDescription,
  feedItem,
  platformWords,
} from './rules';

const origin = 'https://carzone.com.au';
const cairns: FeedLocation = {
  id: 7,
  slug: 'carzone-cairns',
  name: 'CarZone Cairns',
  dealershipId: 3,
  street: '1 Mulgrave Rd & Co',
  city: 'Cairns',
  state: 'QLD',
  postcode: '4870',
  lat: -16.92,
  long: 145.77,
  phone: '07 4000 0000',
};
const townsville: FeedLocation = { ...cairns, id: 8, slug: 'carzone-townsville', name: 'CarZone Townsville' };
const photos = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    image: `/media/cars/p${i}.webp`,
    thumb: `/media/cars/p${i}-t.webp`,
  }));

const car: FeedCar = {
  id: 42,
  slug: '2021-toyota-rav4-gx-a1',
  stocknum: 'S123',
  vin: 'JTMW1RFV00D012345',
  name: '2021 Toyota RAV4 GX',
  year: 2021,
  make: 'Toyota',
  model: 'RAV4',
  badge: 'GX',
  colour: 'Glacier White',
  interiorColour: 'Black Cloth',
  km: 41000,
  price: 34990,
  beforePrice: null,
  offerPrice: null,
  carType: 'used',
  certified: false,
  status: 'in_stock',
  simpleBody: 'SUV',
  simpleTransmission: 'Automatic',
  simpleFuel: 'Petrol',
  simpleDrive: 'AWD',
  dealercomments: null,
  images: photos(3),
  locationId: 7,
  dealershipId: 3,
};
const context = { origin, dealership: 'CarZone <Direct>', locations: [cairns, townsville] };
const item = (change: Partial<FeedCar> = {}) => feedItem({ ...car, ...change }, context) as FeedItem;

const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ['item', 'listing', 'image', 'g:additional_image_link'].includes(name),
});

describe('feedItem', () => {
  it('is the shown price, the site photos as absolute URLs and the car page', () => {
    const it1 = item({ price: 69000, offerPrice: 65990 });
    expect(it1.price).toBe(65990);
    expect(it1.wasPrice).toBe(69000);
    expect(it1.link).toBe(`${origin}/cars/2021-toyota-rav4-gx-a1`);
    expect(it1.images[0]).toBe(`${origin}/media/cars/p0.webp`);
  });

  it.each([
    [0, null],
    [1, 1],
  ])('price exactly %i lists %j', (price, shown) => {
    expect(feedItem({ ...car, price }, context)?.price ?? null).toBe(shown);
  });

  it('keeps a photo address from elsewhere as it is', () => {
    expect(item({ images: [{ image: 'https://cdn.example/a.jpg', thumb: 'x' }] }).images).toEqual([
      'https://cdn.example/a.jpg',
    ]);
  });

  it.each<[string, Partial<FeedCar>, string | null]>([
    ['its own location', { locationId: 8 }, 'carzone-townsville'],
    ['a hidden location: the first of its dealership', { locationId: 99 }, 'carzone-cairns'],
    ['no location', { locationId: null }, 'carzone-cairns'],
    ['a dealership without a shown location', { locationId: null, dealershipId: 4 }, null],
  ])('location: %s', (_name, change, slug) => {
    expect(item(change).location?.slug ?? null).toBe(slug);
  });

  it('describes a car from its comments as plain text, else from its fields', () => {
    expect(feedDescription({ ...car, dealercomments: '<p>One owner.</p>\n<b>Logbooks</b>' }, 'X')).toBe(
      'One owner. Logbooks',
    );
    expect(feedDescription(car, 'CarZone')).toBe(
      'Used 2021 Toyota RAV4 GX, 41,000 km, Glacier White, at CarZone.',
    );
    expect(feedDescription({ ...car, dealercomments: 'x'.repeat(6000) }, 'X')).toHaveLength(5000);
  });

  it.each([
    [
      { body: 'People Mover', fuel: 'Plug-in Hybrid', drive: '2WD', transmission: 'Manual' },
      ['MINIVAN', 'PLUGIN_HYBRID', '4X2', 'MANUAL'],
    ],
    [
      { body: 'Ute', fuel: 'Diesel', drive: '4x4', transmission: 'Automatic' },
      ['TRUCK', 'DIESEL', '4X4', 'AUTOMATIC'],
    ],
    [{ body: null, fuel: null, drive: null, transmission: null }, ['OTHER', 'OTHER', 'OTHER', 'OTHER']],
    [
      { body: 'Caravan', fuel: 'LPG', drive: 'Chain', transmission: 'CVT' },
      ['OTHER', 'OTHER', 'OTHER', 'OTHER'],
    ],
  ])('platform words of %j', (fields, words) => {
    const w = platformWords({ ...item(), ...fields });
    expect([w.body, w.fuel, w.drive, w.transmission]).toEqual(words);
  });
});

describe('Google vehicle feed', () => {
  const parse = (items: FeedItem[]) => {
    const xml = googleVehiclesXml({ name: 'CarZone & Co', origin }, items);
    expect(XMLValidator.validate(xml)).toBe(true);
    return parser.parse(xml).rss.channel.item as Record<string, unknown>[];
  };

  it('names every required and recommended attribute', () => {
    const [entry] = parse([item()]);
    expect(entry).toMatchObject({
      'g:id': '2021-toyota-rav4-gx-a1',
      'g:vin': 'JTMW1RFV00D012345',
      'g:title': '2021 Toyota RAV4 GX',
      'g:link': `${origin}/cars/2021-toyota-rav4-gx-a1`,
      'g:image_link': `${origin}/media/cars/p0.webp`,
      'g:price': '34990.00 AUD',
      'g:condition': 'used',
      'g:availability': 'in_stock',
      'g:brand': 'Toyota',
      'g:model': 'RAV4',
      'g:year': 2021,
      'g:mileage': '41000 km',
      'g:store_code': 'carzone-cairns',
      'g:color': 'Glacier White',
      'g:body_style': 'suv',
      'g:trim': 'GX',
      'g:transmission': 'automatic',
      'g:fuel_type': 'gasoline',
      'g:drivetrain': 'awd',
      'g:dealership_name': 'CarZone Cairns',
      'g:dealership_address': '1 Mulgrave Rd & Co, Cairns QLD 4870, AU',
      'g:vehicle_fulfillment': { 'g:option': 'in_store', 'g:store_code': 'carzone-cairns' },
    });
    expect(entry['g:description']).toContain('41,000 km');
  });

  it.each([
    [1, 0],
    [2, 1],
    [11, GOOGLE_ADDITIONAL_IMAGES_MAX],
    [12, GOOGLE_ADDITIONAL_IMAGES_MAX],
  ])('%i photos → %i additional images', (count, additional) => {
    const [entry] = parse([item({ images: photos(count) })]);
    expect((entry['g:additional_image_link'] as string[] | undefined)?.length ?? 0).toBe(additional);
  });

  it.each<[Partial<FeedCar>, string, string]>([
    [{ carType: 'new' }, 'g:condition', 'new'],
    [{ carType: 'demo' }, 'g:condition', 'used'],
    [{ status: 'coming_soon' }, 'g:availability', 'preorder'],
  ])('%j → %s %s', (change, field, value) => {
    expect(parse([item(change)])[0][field]).toBe(value);
  });

  it('leaves out a VIN the car lacks and the store without a location', () => {
    const [entry] = parse([item({ vin: '  ', locationId: null, dealershipId: 4 })]);
    expect(entry['g:vin']).toBeUndefined();
    expect(entry['g:store_code']).toBeUndefined();
    expect(entry['g:vehicle_fulfillment']).toBeUndefined();
    // The dealership's name, escaped: the parser reads back what was written.
    expect(entry['g:dealership_name']).toBe('CarZone <Direct>');
  });

  it('prices with two decimals', () => {
    expect(googlePrice(12345)).toBe('12345.00 AUD');
  });

  it('lists the stores with address, phone and place', () => {
    const xml = googleStoresXml({ name: 'CarZone', origin }, [cairns]);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(parser.parse(xml).rss.channel.item[0]).toEqual({
      'g:store_code': 'carzone-cairns',
      'g:name': 'CarZone Cairns',
      'g:address': '1 Mulgrave Rd & Co, Cairns QLD 4870, AU',
      'g:phone': '07 4000 0000',
      'g:latitude': -16.92,
      'g:longitude': 145.77,
    });
  });
});

describe('Meta automotive catalogue', () => {
  const parse = (items: FeedItem[]) => {
    const xml = metaVehiclesXml({ name: 'CarZone' }, items);
    expect(XMLValidator.validate(xml)).toBe(true);
    return parser.parse(xml).listings.listing as Record<string, unknown>[];
  };

  it('names every required field', () => {
    const [listing] = parse([item()]);
    expect(listing).toMatchObject({
      vehicle_id: '2021-toyota-rav4-gx-a1',
      vin: 'JTMW1RFV00D012345',
      url: `${origin}/cars/2021-toyota-rav4-gx-a1`,
      make: 'Toyota',
      model: 'RAV4',
      year: 2021,
      mileage: { value: 41000, unit: 'KM' },
      price: '34990 AUD',
      state_of_vehicle: 'USED',
      body_style: 'SUV',
      exterior_color: 'Glacier White',
      transmission: 'AUTOMATIC',
      fuel_type: 'GASOLINE',
      drivetrain: 'AWD',
      latitude: -16.92,
      longitude: 145.77,
      availability: 'AVAILABLE',
    });
    const address = (listing.address as { component: { '#text': string; '@_name': string }[] }).component;
    expect(Object.fromEntries(address.map((c) => [c['@_name'], String(c['#text'])]))).toEqual({
      addr1: '1 Mulgrave Rd & Co',
      city: 'Cairns',
      region: 'QLD',
      postal_code: '4870',
      country: 'AU',
    });
    expect(listing.image).toHaveLength(3);
  });

  it('takes at most 20 images', () => {
    expect(parse([item({ images: photos(25) })])[0].image).toHaveLength(META_IMAGES_MAX);
  });

  it.each<[Pick<FeedItem, 'condition' | 'certified'>, string]>([
    [{ condition: 'new', certified: true }, 'NEW'],
    [{ condition: 'used', certified: true }, 'CPO'],
    [{ condition: 'demo', certified: true }, 'CPO'],
    [{ condition: 'demo', certified: false }, 'USED'],
  ])('%j is %s', (car, state) => {
    expect(stateOfVehicle(car)).toBe(state);
  });

  it('a coming-soon car is pending', () => {
    expect(parse([item({ status: 'coming_soon' })])[0].availability).toBe('PENDING');
  });

  it('prices in whole dollars', () => {
    expect(metaPrice(0.5 * 2)).toBe('1 AUD');
  });
});

describe('CSV and JSON exports', () => {
  it('quotes cells and neutralises formulas', () => {
    const csv = stockCsv([item({ name: '=HYPERLINK("x")', colour: 'White, pearl' })]);
    const [header, row] = csv.slice(1).split('\r\n');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(header).toBe(STOCK_CSV_HEADER.join(','));
    expect(row).toContain(`"'=HYPERLINK(""x"")"`);
    expect(row).toContain('"White, pearl"');
    expect(row).toContain(`${origin}/media/cars/p1.webp ${origin}/media/cars/p2.webp`);
  });

  it('has a header alone with no cars', () => {
    expect(stockCsv([])).toBe(`\uFEFF${STOCK_CSV_HEADER.join(',')}\r\n`);
  });

  it('lists cars as JSON with the shown price', () => {
    const json = stockJson({ slug: 'carzone', name: 'CarZone' }, [
      item({ price: 30000, beforePrice: 32000 }),
    ]);
    expect(json).toMatchObject({ count: 1, currency: 'AUD', cars: [{ price: 30000, wasPrice: 32000 }] });
    expect(json.cars[0].location?.storeCode).toBe('carzone-cairns');
  });
});
