import { describe, expect, it } from 'vitest';
import { availability, carDescription, carJsonLd, itemCondition, jsonLdScript, type SeoCar } from './seo';

const car: SeoCar = {
  name: '2021 Toyota RAV4 GX',
  slug: '2021-toyota-rav4-gx-t123',
  year: 2021,
  make: 'Toyota',
  model: 'RAV4',
  badge: 'GX',
  colour: 'Silver',
  km: 45210,
  price: 34990,
  beforePrice: null,
  offerPrice: null,
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
  primaryImageUrl: '/media/cars/suv-silver-1.webp',
  images: [{ image: '/media/cars/suv-silver-1.webp' }, { image: 'https://cdn.example.com/x.jpg' }],
};
const site = { name: 'Coastal Toyota', origin: 'https://coastaltoyota.com.au', phone: '07 3333 1111' };

describe('carJsonLd', () => {
  it('describes the car with offers, condition, mileage and model date', () => {
    const ld = carJsonLd(car, site);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
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
        seller: { '@type': 'AutoDealer', name: 'Coastal Toyota' },
      },
    });
    expect(ld.image).toEqual([
      'https://coastaltoyota.com.au/media/cars/suv-silver-1.webp',
      'https://cdn.example.com/x.jpg',
    ]);
  });

  it('offers the price the page shows: an offer below the price', () => {
    expect(carJsonLd({ ...car, price: 69_000, offerPrice: 65_990 }, site).offers).toMatchObject({
      price: 65_990,
    });
    expect(carDescription({ ...car, price: 69_000, offerPrice: 65_990 }, 'Enquire for price.')).toContain(
      'for sale: $65,990,',
    );
  });

  it('leaves the price out for a car without one, and blanks out of the document', () => {
    const ld = carJsonLd({ ...car, price: 0, vin: null, colour: '' }, site);
    expect(ld.offers).not.toHaveProperty('price');
    expect(ld).not.toHaveProperty('vehicleIdentificationNumber');
    expect(ld).not.toHaveProperty('color');
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

describe('jsonLdScript', () => {
  it('cannot close its script element', () => {
    const text = jsonLdScript({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script>');
  });
});

describe('carDescription', () => {
  it('sums the car up in one sentence', () => {
    expect(carDescription(car, 'Enquire for price.')).toBe(
      '2021 Toyota RAV4 GX for sale: $34,990, 45,210 km, SUV, Automatic, Petrol. Stock no. T123.',
    );
  });
  it('uses the no-price text and no odometer for a new car without a price', () => {
    expect(carDescription({ ...car, price: 0, carType: 'new' }, 'Enquire for price.')).toBe(
      '2021 Toyota RAV4 GX for sale: Enquire for price, brand new, SUV, Automatic, Petrol. Stock no. T123.',
    );
  });
});
