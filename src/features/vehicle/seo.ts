// What search engines and link previews read of a car page: schema.org JSON-LD (the vehicle, its
// offer, the location that sells it and the breadcrumb), title and description. Pure, so the exact shape is unit-tested.

import type {
  AutoDealer,
  BreadcrumbList,
  DriveWheelConfigurationValue,
  EngineSpecification,
  Graph,
  ItemAvailability,
  Offer,
  OfferItemCondition,
  Thing,
  Vehicle,
} from 'schema-dts';
import { isAvailable } from '@/inventory/status-rules';
import { formatAud, formatNumber } from '@/lib/money';
import { absoluteUrl, paths } from '@/lib/paths';
import {
  breadcrumbList,
  locationDealerId,
  organizationId,
  organizationJsonLd,
  postalAddress,
} from '@/lib/structured-data';
import { vehiclePageMode } from './availability-rules';
import { breadcrumb } from './breadcrumb-rules';
import { hasField, schemaVehicleType } from './item-type-rules';
import { priceBlock } from './price-rules';

export type SeoCar = {
  name: string;
  slug: string;
  itemType: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  colour: string | null;
  interiorColour: string | null;
  km: number;
  price: number;
  beforePrice: number | null;
  offerPrice: number | null;
  subscriptionPrice: number | null;
  preorder: boolean;
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
  engineSize: string | null;
  engineSizeLitres: number | null;
  primaryImageUrl: string | null;
  images: { image: string }[];
};

/** Where the car is: its location, the dealer that sells it in the structured data. */
export type SeoLocation = {
  slug: string;
  name: string;
  street: string;
  city: string;
  state: string;
  postcode: string;
  phone: string | null;
};

export type SeoSite = {
  name: string;
  origin: string;
  phone: string;
  usedCarRoutes: boolean;
  noPriceText: string;
};

/** Schema.org condition URLs: a demo car has been driven, so it counts as used. */
export function itemCondition(carType: SeoCar['carType']): OfferItemCondition {
  return carType === 'new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition';
}

/** InStock while it can be bought (in stock), PreOrder when coming soon, SoldOut otherwise. */
export function availability(status: string): ItemAvailability {
  if (status === 'in_stock') return 'https://schema.org/InStock';
  if (isAvailable(status)) return 'https://schema.org/PreOrder';
  return 'https://schema.org/SoldOut';
}

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

/** Drops undefined, null and '' values so blanks never reach the document. */
function present<T extends object>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as T;
}

/**
 * The price the page shows, or null when it shows none: only an in-stock car's page shows a price (a
 * sold or coming-soon page shows only similar cars), and a car without one shows the no-price text.
 * It is the sidebar's price block: the offer price when the car is on offer.
 */
export function pagePrice(car: SeoCar, site: Pick<SeoSite, 'noPriceText'>): number | null {
  if (vehiclePageMode(car.status) !== 'full') return null;
  return priceBlock(car, { noPriceText: site.noPriceText, offersSubscription: false }).now;
}

function engine(car: SeoCar): EngineSpecification | undefined {
  if (!hasField(car.itemType, 'engine')) return undefined;
  const litres = car.engineSizeLitres;
  const spec = present<EngineSpecification>({
    '@type': 'EngineSpecification',
    name: car.engineSize?.trim() || undefined,
    engineDisplacement:
      typeof litres === 'number' && litres > 0
        ? { '@type': 'QuantitativeValue', value: litres, unitCode: 'LTR' }
        : undefined,
    fuelType: car.simpleFuel || undefined,
  });
  return Object.keys(spec).length > 1 ? spec : undefined;
}

const DRIVE_WHEELS: Record<string, DriveWheelConfigurationValue> = {
  awd: 'https://schema.org/AllWheelDriveConfiguration',
  '4x4': 'https://schema.org/FourWheelDriveConfiguration',
  '4wd': 'https://schema.org/FourWheelDriveConfiguration',
  fwd: 'https://schema.org/FrontWheelDriveConfiguration',
  rwd: 'https://schema.org/RearWheelDriveConfiguration',
};

/** schema.org's value for the car's drive ('AWD' → AllWheelDriveConfiguration); none for '2WD', which could be either axle. */
export function driveWheelConfiguration(
  simpleDrive: string | null,
): DriveWheelConfigurationValue | undefined {
  return simpleDrive ? DRIVE_WHEELS[simpleDrive.trim().toLowerCase()] : undefined;
}

const MATERIAL = /\b(leather-accented|leather|cloth|suede|microsuede|alcantara|vinyl)\b/i;

/**
 * The interior colour as stock feeds write it, split into colour and material: 'Black Leather-Accented' →
 * { colour: 'Black', type: 'Leather-Accented' }, 'Grey Cloth' → { colour: 'Grey', type: 'Cloth' },
 * 'Ebony' → { colour: 'Ebony' }.
 */
export function interior(value: string | null): { colour?: string; type?: string } {
  const text = value?.trim() ?? '';
  const material = MATERIAL.exec(text)?.[1];
  const colour = text.replace(MATERIAL, '').replace(/\s+/g, ' ').trim();
  return present({ colour: colour || undefined, type: material });
}

/** The location selling the car as its own AutoDealer, part of the site's organisation. */
function locationDealer(site: SeoSite, location: SeoLocation): Exclude<AutoDealer, string> {
  return present<Exclude<AutoDealer, string>>({
    '@type': 'AutoDealer',
    '@id': locationDealerId(site.origin, location.slug),
    name: location.name,
    url: absoluteUrl(site.origin, paths.location(location.slug)),
    telephone: location.phone || site.phone,
    address: postalAddress(location),
    parentOrganization: { '@id': organizationId(site.origin) },
  });
}

/**
 * The JSON-LD of a vehicle page, as one @graph:
 * - the vehicle, typed by its item type (Car, Motorcycle, else Vehicle for trucks, caravans and camper
 *   trailers): name, brand, model, model date, condition, VIN, body, colour, images, and the driven
 *   fields the item type has (mileage in km, fuel, transmission, drive, seats, doors, vehicleEngine);
 * - an Offer only when the page shows a price (in stock with a price): the shown price in AUD, its
 *   availability and the car's location as seller. 'Enquire for price.' and the sold and coming-soon
 *   pages (which show no price) have no Offer, as schema.org's Offer without a price is not a listing;
 * - the seller: the car's location as an AutoDealer (the same @id as its location page), else the site's
 *   Organization;
 * - the BreadcrumbList the page shows (only the full page shows a breadcrumb).
 */
export function carJsonLd(car: SeoCar, site: SeoSite, location: SeoLocation | null = null): Graph {
  const url = absoluteUrl(site.origin, paths.car(car.slug));
  const images = car.images.map((i) => absolute(site.origin, i.image)).slice(0, 10);
  const has = (field: Parameters<typeof hasField>[1]) => hasField(car.itemType, field);
  const seller = location ? locationDealer(site, location) : organizationJsonLd(site);
  const sellerId = location ? locationDealerId(site.origin, location.slug) : organizationId(site.origin);
  const inside = interior(car.interiorColour);
  const price = pagePrice(car, site);
  const offer: Offer | undefined =
    price === null
      ? undefined
      : {
          '@type': 'Offer',
          url,
          price,
          priceCurrency: 'AUD',
          availability: availability(car.status),
          itemCondition: itemCondition(car.carType),
          seller: { '@id': sellerId },
        };
  const vehicle: Vehicle = present<Vehicle>({
    '@type': schemaVehicleType(car.itemType),
    '@id': `${url}#vehicle`,
    name: car.name,
    url,
    sku: car.stocknum,
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    vehicleModelDate: String(car.year),
    itemCondition: itemCondition(car.carType),
    mileageFromOdometer: has('odometer')
      ? { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' }
      : undefined,
    vehicleIdentificationNumber: car.vin || undefined,
    bodyType: car.simpleBody || undefined,
    fuelType: has('fuel') ? car.simpleFuel || undefined : undefined,
    vehicleTransmission: has('transmission') ? car.simpleTransmission || undefined : undefined,
    driveWheelConfiguration: has('drive') ? driveWheelConfiguration(car.simpleDrive) : undefined,
    vehicleSeatingCapacity: has('seats') ? (car.seats ?? undefined) : undefined,
    numberOfDoors: has('doors') ? (car.doors ?? undefined) : undefined,
    vehicleEngine: engine(car),
    color: car.colour || undefined,
    vehicleInteriorColor: inside.colour,
    vehicleInteriorType: inside.type,
    vehicleConfiguration: car.badge || undefined,
    image: images.length ? images : undefined,
    offers: offer,
  });
  const graph: Thing[] = [vehicle, seller];
  if (vehiclePageMode(car.status) === 'full') graph.push(breadcrumbJsonLd(car, site));
  return { '@context': 'https://schema.org', '@graph': graph };
}

/** The page's breadcrumb as a BreadcrumbList; the last crumb (the car) is the page itself. */
export function breadcrumbJsonLd(car: SeoCar, site: SeoSite): BreadcrumbList {
  return breadcrumbList(
    site.origin,
    breadcrumb(car, { usedCarRoutes: site.usedCarRoutes }),
    paths.car(car.slug),
  );
}

/**
 * '2021 Toyota RAV4 GX for sale: $34,990, 45,210 km, SUV, Automatic, Petrol. Stock no. T123.' The price
 * is the one the page shows (the site's no-price text for an in-stock car without one, nothing on a sold
 * or coming-soon page); the odometer only for what is driven.
 */
export function carDescription(car: SeoCar, noPriceText: string): string {
  const shown = pagePrice(car, { noPriceText });
  const price =
    shown !== null ? formatAud(shown) : car.status === 'in_stock' ? noPriceText.replace(/\.$/, '') : null;
  const facts = [
    price,
    car.carType === 'new'
      ? 'brand new'
      : hasField(car.itemType, 'odometer')
        ? `${formatNumber(car.km)} km`
        : null,
    car.simpleBody,
    hasField(car.itemType, 'transmission') ? car.simpleTransmission : null,
    hasField(car.itemType, 'fuel') ? car.simpleFuel : null,
  ].filter(Boolean);
  return `${car.name} for sale: ${facts.join(', ')}. Stock no. ${car.stocknum}.`;
}
