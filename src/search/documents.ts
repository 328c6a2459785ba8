import { eq, gt, inArray, sql } from 'drizzle-orm';
import { searchPrice, shownPrice } from '@/inventory/price-rules';
import type { CarFinance } from '@/repayments/display-rules';
import { carFinance } from '@/repayments/repayment-rules';
import type { Db } from '../db/client';
import { cars, dealerships, locations, manufacturers } from '../db/schema';
import { certifiedBadgeUrl } from '../lib/media-names';
import { paths } from '../lib/paths';
import type { SearchDoc } from './engine/types';

// Reads cars from PostgreSQL into what search holds in memory: the engine's document and the card a hit
// renders. Only these columns are read; the vehicle page reads the database itself.

const columns = {
  id: cars.id,
  dealershipId: cars.dealershipId,
  slug: cars.slug,
  stocknum: cars.stocknum,
  name: cars.name,
  year: cars.year,
  make: cars.make,
  model: cars.model,
  badge: cars.badge,
  series: cars.series,
  colour: cars.colour,
  km: cars.km,
  price: cars.price,
  beforePrice: cars.beforePrice,
  offerPrice: cars.offerPrice,
  subscriptionPrice: cars.subscriptionPrice,
  priceType: cars.priceType,
  driveAwayPrice: cars.driveAwayPrice,
  carType: cars.carType,
  status: cars.status,
  soldAt: cars.soldAt,
  reserved: cars.reserved,
  tag: cars.tag,
  certified: cars.certified,
  itemType: cars.itemType,
  // QLD's duty follows cylinders (the drive-away estimate); the rest of the variant stays in the database.
  cylinders: sql<number | null>`(${cars.variant}->>'cylinders')::int`,
  simpleBody: cars.simpleBody,
  simpleFuel: cars.simpleFuel,
  simpleTransmission: cars.simpleTransmission,
  simpleDrive: cars.simpleDrive,
  seats: cars.seats,
  categories: cars.categories,
  standardEquipment: cars.standardEquipment,
  city: cars.city,
  state: cars.state,
  hiddenFromStock: cars.hiddenFromStock,
  showOnDealerWebsite: cars.showOnDealerWebsite,
  checkoutEnabled: cars.checkoutEnabled,
  tradeInAllowed: cars.tradeInAllowed,
  reserveAmount: cars.reserveAmount,
  primaryImageUrl: cars.primaryImageUrl,
  youxQuote: cars.youxQuote,
  financeLenders: cars.financeLenders,
  financeRate: cars.financeRate,
  views: cars.views,
  createdAt: cars.createdAt,
  dealershipName: dealerships.name,
  dealershipSlug: dealerships.slug,
  locationName: locations.name,
  locationSlug: locations.slug,
  makeRunsCertifiedProgramme: manufacturers.certifiedProgramme,
  makeSlug: manufacturers.slug,
};

export type CarRow = Awaited<ReturnType<typeof selectCars>>[number];

function selectCars(db: Db) {
  return db
    .select(columns)
    .from(cars)
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
    .leftJoin(locations, eq(locations.id, cars.locationId))
    .leftJoin(manufacturers, eq(manufacturers.name, cars.make));
}

/** The card of a result: what a vehicle card shows, with its link path. */
export type CardHit = {
  id: number;
  slug: string;
  path: string;
  name: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  km: number;
  /** The shopper's price (shownPrice), 0 without one; `beforePrice` is the struck-through 'was'. */
  price: number;
  beforePrice: number | null;
  subscriptionPrice: number | null;
  priceType: string | null;
  /** The dealer's own drive-away price, which the card shows in place of an estimate. */
  driveAwayPrice: number | null;
  itemType: 'car' | 'motorcycle' | 'truck' | 'caravan';
  cylinders: number | null;
  /**
   * The estimated drive-away price in the site's home state, as the card reads it. The index is shared
   * by every site, so it holds null and each site's search fills it in (site-cards.ts).
   */
  driveAway: CardDriveAway | null;
  carType: 'new' | 'demo' | 'used';
  status: string;
  reserved: boolean;
  certified: boolean;
  makeRunsCertifiedProgramme: boolean;
  /** The image badge of the make's certified programme (where its make runs one), e.g. '/media/certified/toyota.webp'. */
  certifiedBadge: string | null;
  tag: string | null;
  simpleBody: string | null;
  simpleFuel: string | null;
  simpleTransmission: string | null;
  city: string | null;
  locationName: string | null;
  dealershipId: number;
  dealershipSlug: string;
  primaryImageUrl: string | null;
  /** What a site's finance rule needs to decide the card's weekly line and finance button. */
  finance: CarFinance;
  views: number;
  checkoutEnabled: boolean;
  tradeInAllowed: boolean;
  reserveAmount: number | null;
  createdAt: string;
};

/** A card's drive-away line and its basis, worked out on the server so no rates reach the browser. */
export type CardDriveAway = { line: string; basis: string };

export function toSearchDoc(row: CarRow): SearchDoc {
  return {
    id: row.id,
    dealershipId: row.dealershipId,
    make: row.make,
    model: row.model,
    badge: row.badge,
    body: row.simpleBody,
    fuel: row.simpleFuel,
    transmission: row.simpleTransmission,
    drive: row.simpleDrive,
    colour: row.colour,
    seats: row.seats,
    carType: row.carType,
    status: row.status,
    state: row.state,
    city: row.city,
    dealershipName: row.dealershipName,
    dealershipSlug: row.dealershipSlug,
    locationName: row.locationName,
    locationSlug: row.locationSlug,
    tag: row.tag,
    categories: row.categories,
    features: row.standardEquipment,
    itemType: row.itemType,
    price: searchPrice(row),
    km: row.km,
    year: row.year,
    weeklyPrice: row.youxQuote?.weeklyRepaymentAmount ?? null,
    subscriptionPrice: row.subscriptionPrice,
    createdAt: row.createdAt.getTime(),
    soldAt: row.soldAt?.getTime() ?? null,
    hiddenFromStock: row.hiddenFromStock,
    showOnDealerWebsite: row.showOnDealerWebsite,
    certified: row.certified,
    reserved: row.reserved,
    series: row.series,
    stocknum: row.stocknum,
  };
}

export function toCardHit(row: CarRow): CardHit {
  const price = shownPrice(row);
  return {
    id: row.id,
    slug: row.slug,
    path: paths.car(row.slug),
    name: row.name,
    year: row.year,
    make: row.make,
    model: row.model,
    badge: row.badge,
    series: row.series,
    km: row.km,
    price: price.now ?? 0,
    beforePrice: price.was,
    subscriptionPrice: row.subscriptionPrice,
    priceType: row.priceType,
    driveAwayPrice: row.driveAwayPrice,
    itemType: row.itemType,
    cylinders: row.cylinders,
    driveAway: null,
    carType: row.carType,
    status: row.status,
    reserved: row.reserved,
    certified: row.certified,
    makeRunsCertifiedProgramme: row.makeRunsCertifiedProgramme ?? false,
    certifiedBadge: row.makeRunsCertifiedProgramme && row.makeSlug ? certifiedBadgeUrl(row.makeSlug) : null,
    tag: row.tag,
    simpleBody: row.simpleBody,
    simpleFuel: row.simpleFuel,
    simpleTransmission: row.simpleTransmission,
    city: row.city,
    locationName: row.locationName,
    dealershipId: row.dealershipId,
    dealershipSlug: row.dealershipSlug,
    primaryImageUrl: row.primaryImageUrl,
    finance: carFinance(row),
    views: row.views,
    checkoutEnabled: row.checkoutEnabled,
    tradeInAllowed: row.tradeInAllowed,
    reserveAmount: row.reserveAmount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every car, in pages so that 100,000+ rows never sit in one result set. */
export async function* readAllCars(db: Db, pageSize = 5000): AsyncGenerator<CarRow[]> {
  let lastId = 0;
  for (;;) {
    const page = await selectCars(db).where(gt(cars.id, lastId)).orderBy(cars.id).limit(pageSize);
    if (page.length === 0) return;
    yield page;
    lastId = page[page.length - 1].id;
  }
}

export async function readCars(db: Db, ids: number[]): Promise<CarRow[]> {
  return ids.length ? selectCars(db).where(inArray(cars.id, ids)) : [];
}
