// What search engines and link previews read of a car page: schema.org Car JSON-LD, title and
// description. Pure, so the exact shape is unit-tested.

import { type PricedCar, shownPrice } from '@/features/pricing/rules';
import { formatAud, formatNumber } from '@/lib/money';
import { isAvailable } from '../search/rules';

export type SeoCar = PricedCar & {
  name: string;
  slug: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  colour: string | null;
  km: number;
  priceType: string | null;
  carType: 'new' | 'demo' | 'used';
  status: string;
  vin: string | null;
  stocknum: string;
  simpleBody: string | null;
  simpleFuel: string | null;
  simpleTransmission: string | null;
  simpleDrive: string | null;
  seats: number | null;
  doors: number | null;
  primaryImageUrl: string | null;
  images: { image: string }[];
};

export type SeoSite = { name: string; origin: string; phone: string };

/** Schema.org condition URLs: a demo car has been driven, so it counts as used. */
export function itemCondition(carType: SeoCar['carType']): string {
  return carType === 'new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition';
}

/** InStock while it can be bought (in stock), PreOrder when coming soon, SoldOut otherwise. */
export function availability(status: string): string {
  if (status === 'in_stock') return 'https://schema.org/InStock';
  if (isAvailable(status)) return 'https://schema.org/PreOrder';
  return 'https://schema.org/SoldOut';
}

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

/**
 * The schema.org Car of a vehicle page: name, brand, model, vehicleModelDate, mileage (km), condition,
 * VIN, body, fuel, transmission, drive, seats, doors, colour, images, and an Offer with the price in AUD
 * (left out for a car without a price: 'Enquire for price.' is not a price), its availability and the
 * dealer as seller.
 */
export function carJsonLd(car: SeoCar, site: SeoSite) {
  const url = `${site.origin}/cars/${car.slug}`;
  // The price the page shows: an offer below the price, not the full price.
  const price = shownPrice(car).now;
  const images = car.images.map((i) => absolute(site.origin, i.image)).slice(0, 10);
  const optional = {
    vehicleIdentificationNumber: car.vin || undefined,
    bodyType: car.simpleBody || undefined,
    fuelType: car.simpleFuel || undefined,
    vehicleTransmission: car.simpleTransmission || undefined,
    driveWheelConfiguration: car.simpleDrive || undefined,
    vehicleSeatingCapacity: car.seats ?? undefined,
    numberOfDoors: car.doors ?? undefined,
    color: car.colour || undefined,
    vehicleConfiguration: car.badge || undefined,
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: car.name,
    url,
    sku: car.stocknum,
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    vehicleModelDate: String(car.year),
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' },
    itemCondition: itemCondition(car.carType),
    ...Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== undefined)),
    image: images.length ? images : undefined,
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'AUD',
      ...(price !== null ? { price } : {}),
      availability: availability(car.status),
      itemCondition: itemCondition(car.carType),
      seller: { '@type': 'AutoDealer', name: site.name, telephone: site.phone },
    },
  };
}

/** JSON for a <script type="application/ld+json">: '<' escaped so no text can close the script. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** '2021 Toyota RAV4 GX for sale: $34,990, 45,210 km, SUV, Automatic, Petrol. Stock no. T123.' */
export function carDescription(car: SeoCar, noPriceText: string): string {
  const price = shownPrice(car).now;
  const facts = [
    price !== null ? formatAud(price) : noPriceText.replace(/\.$/, ''),
    car.carType === 'new' ? 'brand new' : `${formatNumber(car.km)} km`,
    car.simpleBody,
    car.simpleTransmission,
    car.simpleFuel,
  ].filter(Boolean);
  return `${car.name} for sale: ${facts.join(', ')}. Stock no. ${car.stocknum}.`;
}
