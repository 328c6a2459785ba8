// One listed car as every outbound feed describes it: the site's shown price, its photos as the site
// serves them, its page's address, and its location. The formats (Google, Meta, CSV, JSON) only spell
// these fields their own way. Pure.

import type { CarImage } from '@/db/json-types';
import { shownPrice } from '@/inventory/price-rules';
import { absoluteUrl, paths } from '@/lib/paths';

/** Meta reads at most 5,000 characters of a description; Google 5,000 too. */
export const DESCRIPTION_MAX = 5000;

export type FeedLocation = {
  id: number;
  slug: string;
  name: string;
  dealershipId: number;
  street: string;
  city: string;
  state: string;
  postcode: string;
  lat: number;
  long: number;
  phone: string | null;
};

export type FeedCar = {
  id: number;
  slug: string;
  stocknum: string;
  vin: string | null;
  name: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  colour: string | null;
  interiorColour: string | null;
  km: number;
  price: number | null;
  beforePrice: number | null;
  offerPrice: number | null;
  carType: 'new' | 'demo' | 'used';
  certified: boolean;
  status: string;
  simpleBody: string | null;
  simpleTransmission: string | null;
  simpleFuel: string | null;
  simpleDrive: string | null;
  dealercomments: string | null;
  images: readonly CarImage[];
  locationId: number | null;
  dealershipId: number;
};

export type FeedItem = {
  id: string;
  stockNumber: string;
  vin: string | null;
  title: string;
  description: string;
  link: string;
  /** The site's own photo addresses, absolute, in the car's order: the first is the main image. */
  images: string[];
  /** Whole dollars, as the site shows it (shownPrice): a listed car always has one. */
  price: number;
  wasPrice: number | null;
  condition: 'new' | 'demo' | 'used';
  certified: boolean;
  comingSoon: boolean;
  make: string;
  model: string;
  year: number;
  trim: string | null;
  km: number;
  colour: string | null;
  interiorColour: string | null;
  body: string | null;
  transmission: string | null;
  fuel: string | null;
  drive: string | null;
  dealership: string;
  location: FeedLocation | null;
};

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const CONDITION_WORDS = { new: 'New', demo: 'Demo', used: 'Used' } as const;

/**
 * The dealer's comments as plain text, else a line drawn from the car: 'Used 2021 Toyota RAV4 GX, 41,000
 * km, Glacier White, at Coastal Toyota Cairns.'
 */
export function feedDescription(car: FeedCar, dealership: string): string {
  const comments = plainText(car.dealercomments ?? '');
  if (comments) return comments.slice(0, DESCRIPTION_MAX);
  const parts = [`${CONDITION_WORDS[car.carType]} ${car.name}`, `${car.km.toLocaleString('en-AU')} km`];
  if (car.colour) parts.push(car.colour);
  return `${parts.join(', ')}, at ${dealership}.`;
}

/**
 * The car's location for the feeds: its own when the site shows it, else the first the site shows of
 * its dealership (a car at a hidden yard is still sold by its dealership), else none.
 */
export function feedLocation(
  car: Pick<FeedCar, 'locationId' | 'dealershipId'>,
  locations: readonly FeedLocation[],
) {
  return (
    locations.find((l) => l.id === car.locationId) ??
    locations.find((l) => l.dealershipId === car.dealershipId) ??
    null
  );
}

/** A photo address as a feed needs it: absolute, on the site's origin when it is the site's own. */
const photoUrl = (origin: string, image: string) =>
  image.startsWith('/') ? absoluteUrl(origin, image) : image;

/** A listed car as the feeds describe it; null only for a car without a price (never listed). */
export function feedItem(
  car: FeedCar,
  context: { origin: string; dealership: string; locations: readonly FeedLocation[] },
): FeedItem | null {
  const { now, was } = shownPrice(car);
  if (now === null) return null;
  return {
    id: car.slug,
    stockNumber: car.stocknum,
    vin: car.vin?.trim() || null,
    title: car.name,
    description: feedDescription(car, context.dealership),
    link: absoluteUrl(context.origin, paths.car(car.slug)),
    images: car.images.map((photo) => photoUrl(context.origin, photo.image)),
    price: now,
    wasPrice: was,
    condition: car.carType,
    certified: car.certified,
    comingSoon: car.status === 'coming_soon',
    make: car.make,
    model: car.model,
    year: car.year,
    trim: car.badge,
    km: car.km,
    colour: car.colour,
    interiorColour: car.interiorColour,
    body: car.simpleBody,
    transmission: car.simpleTransmission,
    fuel: car.simpleFuel,
    drive: car.simpleDrive,
    dealership: context.dealership,
    location: feedLocation(car, context.locations),
  };
}

/** '14 Example Road, Tingalpa QLD 4173, AU': a full address as Google asks for it. */
export const fullAddress = (l: FeedLocation) => `${l.street}, ${l.city} ${l.state} ${l.postcode}, AU`;

// ── The platforms' words for the site's simple fields ──────────────────────────────────────────────

/** Meta's body_style enum; Google takes the same words in lower case. Utes and cab chassis are trucks. */
const BODY_STYLES: Record<string, string> = {
  sedan: 'SEDAN',
  hatch: 'HATCHBACK',
  hatchback: 'HATCHBACK',
  suv: 'SUV',
  ute: 'TRUCK',
  'cab chassis': 'TRUCK',
  truck: 'TRUCK',
  wagon: 'WAGON',
  van: 'VAN',
  coupe: 'COUPE',
  convertible: 'CONVERTIBLE',
  'people mover': 'MINIVAN',
};

const FUEL_TYPES: Record<string, string> = {
  petrol: 'GASOLINE',
  diesel: 'DIESEL',
  electric: 'ELECTRIC',
  hybrid: 'HYBRID',
  'plug-in hybrid': 'PLUGIN_HYBRID',
};

const DRIVETRAINS: Record<string, string> = {
  '4x4': '4X4',
  awd: 'AWD',
  fwd: 'FWD',
  rwd: 'RWD',
  '2wd': '4X2',
};

const TRANSMISSIONS: Record<string, string> = { automatic: 'AUTOMATIC', manual: 'MANUAL' };

const word = (table: Record<string, string>, value: string | null) =>
  table[(value ?? '').trim().toLowerCase()] ?? 'OTHER';

/** E.g. 'People Mover' → 'MINIVAN', 'Petrol' → 'GASOLINE', '2WD' → '4X2', null → 'OTHER'. */
export const platformWords = (item: FeedItem) => ({
  body: word(BODY_STYLES, item.body),
  fuel: word(FUEL_TYPES, item.fuel),
  drive: word(DRIVETRAINS, item.drive),
  transmission: word(TRANSMISSIONS, item.transmission),
});
