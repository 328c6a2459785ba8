import type { Thing } from 'schema-dts';
import { describe, expect, it } from 'vitest';
import {
  availability,
  carDescription,
  carJsonLd,
  driveWheelConfiguration,
  interior,
  itemCondition,
  type SeoCar,
  type SeoSite,
} from './seo';

const car: SeoCar = {
  name: '2021 Toyota RAV4 GX',
  slug: '2021-toyota-rav4-gx-t123',
  itemType: 'car',
  year: 2021,
  make: 'Toyota',
  model: 'RAV4',
  badge: 'GX',
  colour: 'Silver',
  interiorColour: 'Black Leather-Accented',
  km: 45210,
  price: 34990,
  beforePrice: null,
  offerPrice: null,
  subscriptionPrice: null,
  preorder: false,
  priceType: 'Drive Away',
  carType: 'used',
  status: 'in_stock',
  vin: 'JTMW1RFV00D012345',
  stocknum: 'T123',
  simpleBody: 'SUV',
  simpleFuel: 'Petrol',
  simpleTransmission: 'Automatic',
  simpleDrive: 'AWD',
  seats: 5,
  doors: 5,
  engineSize: '2.5i',
  engineSizeLitres: 2.5,
  primaryImageUrl: '/media/cars/suv-silver-1.webp',
  images: [{ image: '/media/cars/suv-silver-1.webp' }, { image: 'https://cdn.example.com/x.jpg' }],
};
const site: SeoSite = {
  name: 'Coastal Toyota',
  origin: 'https://coastaltoyota.com.au',
  phone: '07 3333 1111',
  usedCarRoutes: false,
  noPriceText: 'Enquire for price.',
};
const address = {
  slug: 'coastal-toyota-tingalpa',
  name: 'Coastal Toyota Tingalpa',
  street: '1 Main Rd',
  city: 'Tingalpa',
  state: 'qld',
  postcode: '4173',
  phone: '07 3390 8800',
};

type Node = Record<string, unknown>;
const nodes = (car: SeoCar, withAddress = address) =>
  carJsonLd(car, site, withAddress)['@graph'] as readonly (Thing & Node)[];
const node = (car: SeoCar, type: string) => nodes(car).find((n) => n['@type'] === type);
const vehicle = (car: SeoCar) => nodes(car)[0] as Node;

describe('interior', () => {
  it.each([
    ['Black Leather-Accented', { colour: 'Black', type: 'Leather-Accented' }],
    ['Grey Cloth', { colour: 'Grey', type: 'Cloth' }],
    ['Black/Grey Cloth', { colour: 'Black/Grey', type: 'Cloth' }],
    ['Ebony', { colour: 'Ebony' }],
    ['Leather', { type: 'Leather' }],
    ['', {}],
    [null, {}],
  ])('%j → %j', (value, expected) => {
    expect(interior(value)).toEqual(expected);
  });
});

describe('driveWheelConfiguration', () => {
  it.each([
    ['AWD', 'https://schema.org/AllWheelDriveConfiguration'],
    ['4x4', 'https://schema.org/FourWheelDriveConfiguration'],
    ['4WD', 'https://schema.org/FourWheelDriveConfiguration'],
    ['FWD', 'https://schema.org/FrontWheelDriveConfiguration'],
    ['RWD', 'https://schema.org/RearWheelDriveConfiguration'],
    ['2WD', undefined],
    [null, undefined],
  ])('%j → %j', (value, expected) => {
    expect(driveWheelConfiguration(value)).toBe(expected);
  });

  it('is what the car’s document says', () => {
    expect(vehicle(car).driveWheelConfiguration).toBe('https://schema.org/AllWheelDriveConfiguration');
  });
});

describe('carJsonLd', () => {
  it('describes the car with offers, condition, mileage and model date', () => {
    const ld = vehicle(car);
    expect(carJsonLd(car, site)['@context']).toBe('https://schema.org');
    expect(ld).toMatchObject({
      '@type': 'Car',
      name: '2021 Toyota RAV4 GX',
      url: 'https://coastaltoyota.com.au/cars/2021-toyota-rav4-gx-t123',
      brand: { '@type': 'Brand', name: 'Toyota' },
      vehicleModelDate: '2021',
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 45210, unitCode: 'KMT' },
      itemCondition: 'https://schema.org/UsedCondition',
      vehicleIdentificationNumber: 'JTMW1RFV00D012345',
      offers: {
        '@type': 'Offer',
        price: 34990,
        priceCurrency: 'AUD',
        availability: 'https://schema.org/InStock',
        seller: { '@id': 'https://coastaltoyota.com.au/locations/coastal-toyota-tingalpa#dealer' },
      },
      vehicleEngine: {
        '@type': 'EngineSpecification',
        name: '2.5i',
        engineDisplacement: { '@type': 'QuantitativeValue', value: 2.5, unitCode: 'LTR' },
        fuelType: 'Petrol',
      },
    });
    expect(ld.image).toEqual([
      'https://coastaltoyota.com.au/media/cars/suv-silver-1.webp',
      'https://cdn.example.com/x.jpg',
    ]);
  });

  it('has no Offer for a car without a price, and no blanks in the document', () => {
    const ld = vehicle({ ...car, price: 0, vin: null, colour: '' });
    expect(ld).not.toHaveProperty('offers');
    expect(ld).not.toHaveProperty('vehicleIdentificationNumber');
    expect(ld).not.toHaveProperty('color');
  });

  it('offers the price the page shows: the offer price when the car is on offer', () => {
    expect(vehicle({ ...car, offerPrice: 32990 }).offers).toMatchObject({ price: 32990 });
  });

  it.each(['sold', 'coming_soon', 'other'])('a %s page shows no price, so it has no Offer', (status) => {
    expect(vehicle({ ...car, status })).not.toHaveProperty('offers');
  });

  it.each([
    ['car', 'Car'],
    ['truck', 'Vehicle'],
    ['motorcycle', 'Motorcycle'],
    ['caravan', 'Vehicle'],
  ])('a %s is typed %s', (itemType, type) => {
    expect(vehicle({ ...car, itemType })['@type']).toBe(type);
  });

  it('gives a caravan none of the driven fields (no mileage, engine, transmission, doors)', () => {
    const ld = vehicle({ ...car, itemType: 'caravan', simpleBody: 'Camper Trailer', km: 0, doors: 1 });
    for (const key of [
      'mileageFromOdometer',
      'vehicleEngine',
      'vehicleTransmission',
      'numberOfDoors',
      'fuelType',
      'vehicleSeatingCapacity',
      'driveWheelConfiguration',
    ]) {
      expect(ld).not.toHaveProperty(key);
    }
    expect(ld.bodyType).toBe('Camper Trailer');
  });

  it('names the car’s location as its own AutoDealer, the seller, part of the site’s organisation', () => {
    expect(node(car, 'AutoDealer')).toEqual({
      '@type': 'AutoDealer',
      '@id': 'https://coastaltoyota.com.au/locations/coastal-toyota-tingalpa#dealer',
      name: 'Coastal Toyota Tingalpa',
      url: 'https://coastaltoyota.com.au/locations/coastal-toyota-tingalpa',
      telephone: '07 3390 8800',
      parentOrganization: { '@id': 'https://coastaltoyota.com.au/#organization' },
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1 Main Rd',
        addressLocality: 'Tingalpa',
        addressRegion: 'QLD',
        postalCode: '4173',
        addressCountry: 'AU',
      },
    });
  });

  it('gives cars at two locations two sellers, and without a location the site’s Organization', () => {
    const other = { ...address, slug: 'coastal-toyota-capalaba', name: 'Coastal Toyota Capalaba' };
    const sellerOf = (at: typeof address) =>
      (carJsonLd(car, site, at)['@graph'] as readonly Node[])[0].offers as Node;
    expect(sellerOf(address)).not.toEqual(sellerOf(other));
    const alone = carJsonLd(car, site, null)['@graph'] as readonly Node[];
    expect(alone[1]).toEqual({
      '@type': 'Organization',
      '@id': 'https://coastaltoyota.com.au/#organization',
      name: 'Coastal Toyota',
      url: 'https://coastaltoyota.com.au/',
      telephone: '07 3333 1111',
    });
    expect((alone[0].offers as Node).seller).toEqual({ '@id': 'https://coastaltoyota.com.au/#organization' });
  });

  it('splits the interior into colour and material', () => {
    expect(vehicle(car)).toMatchObject({
      vehicleInteriorColor: 'Black',
      vehicleInteriorType: 'Leather-Accented',
    });
  });

  it('carries the breadcrumb the page shows, ending at the car', () => {
    expect(node(car, 'BreadcrumbList')).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        ['Home', 'https://coastaltoyota.com.au/'],
        ['Used Cars', 'https://coastaltoyota.com.au/search/used-cars'],
        ['Toyota', 'https://coastaltoyota.com.au/search/toyota'],
        ['RAV4', 'https://coastaltoyota.com.au/search/toyota/rav4'],
        ['SUV', 'https://coastaltoyota.com.au/search/suv'],
        ['2021 Toyota RAV4 GX', 'https://coastaltoyota.com.au/cars/2021-toyota-rav4-gx-t123'],
      ].map(([name, item], index) => ({ '@type': 'ListItem', position: index + 1, name, item })),
    });
  });

  it('has no breadcrumb on a sold page, which shows none', () => {
    expect(node({ ...car, status: 'sold' }, 'BreadcrumbList')).toBeUndefined();
  });

  it.each([
    ['new', 'https://schema.org/NewCondition'],
    ['demo', 'https://schema.org/UsedCondition'],
    ['used', 'https://schema.org/UsedCondition'],
  ] as const)('condition of a %s car is %s', (type, url) => {
    expect(itemCondition(type)).toBe(url);
  });

  it.each([
    ['in_stock', 'https://schema.org/InStock'],
    ['coming_soon', 'https://schema.org/PreOrder'],
    ['sold', 'https://schema.org/SoldOut'],
    ['other', 'https://schema.org/SoldOut'],
  ])('availability of %s is %s', (status, url) => {
    expect(availability(status)).toBe(url);
  });
});

describe('carDescription', () => {
  it('sums the car up in one sentence', () => {
    expect(carDescription(car, 'Enquire for price.')).toBe(
      '2021 Toyota RAV4 GX for sale: $34,990, 45,210 km, SUV, Automatic, Petrol. Stock no. T123.',
    );
  });
  it('mentions no price on a sold page and no odometer for a caravan', () => {
    expect(carDescription({ ...car, status: 'sold', itemType: 'caravan', simpleBody: 'Caravan' }, 'x')).toBe(
      '2021 Toyota RAV4 GX for sale: Caravan. Stock no. T123.',
    );
  });
  it('uses the no-price text and no odometer for a new car without a price', () => {
    expect(carDescription({ ...car, price: 0, carType: 'new' }, 'Enquire for price.')).toBe(
      '2021 Toyota RAV4 GX for sale: Enquire for price, brand new, SUV, Automatic, Petrol. Stock no. T123.',
    );
  });
});
