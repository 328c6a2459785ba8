import type { EngineScope, SearchDoc } from './types';

// Documents for the engine's tests and benchmark: `makeDoc` for hand-written cases, `randomDocs` for a
// seeded, reproducible synthetic stock list (plausible Australian listings, with ties and nulls on purpose).

const DAY_MS = 86_400_000;
export const NOW = Date.UTC(2026, 10, 1);

export function makeDoc(overrides: Partial<SearchDoc> & { id: number }): SearchDoc {
  return {
    dealershipId: 1,
    make: 'Toyota',
    model: 'Corolla',
    badge: null,
    body: null,
    fuel: null,
    transmission: null,
    drive: null,
    colour: null,
    seats: null,
    carType: 'used',
    status: 'in_stock',
    state: null,
    city: null,
    dealershipName: 'Dealer One',
    dealershipSlug: 'dealer-one',
    locationName: null,
    locationSlug: null,
    tag: null,
    categories: [],
    features: [],
    itemType: 'car',
    price: 20_000,
    km: 50_000,
    year: 2020,
    weeklyPrice: null,
    subscriptionPrice: null,
    createdAt: NOW - overrides.id * DAY_MS,
    soldAt: null,
    hiddenFromStock: 0,
    showOnDealerWebsite: true,
    certified: false,
    reserved: false,
    series: null,
    stocknum: `STK${overrides.id}`,
    ...overrides,
  };
}

/** mulberry32: a tiny seeded PRNG, so a failing property case reproduces exactly. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const MODELS: Record<string, string[]> = {
  Toyota: ['HiLux', 'Corolla', 'RAV4', 'LandCruiser', 'Camry', 'Prado'],
  Mazda: ['CX-5', 'CX-3', 'Mazda3', 'BT-50', 'CX-9'],
  Ford: ['Ranger', 'Everest', 'Mustang', 'Puma'],
  Hyundai: ['i30', 'Tucson', 'Kona', 'Santa Fe'],
  Kia: ['Sportage', 'Cerato', 'Carnival', 'Seltos'],
  Mitsubishi: ['Triton', 'Outlander', 'ASX', 'Pajero Sport'],
  Nissan: ['Navara', 'X-Trail', 'Patrol', 'Qashqai'],
  Volkswagen: ['Golf', 'Amarok', 'Tiguan', 'Polo'],
  Subaru: ['Forester', 'Outback', 'XV', 'WRX'],
  Isuzu: ['D-Max', 'MU-X'],
  'Mercedes-Benz': ['C-Class', 'GLC', 'A-Class'],
  Škoda: ['Octavia', 'Kodiaq'],
  Tesla: ['Model 3', 'Model Y'],
  MG: ['ZS', 'MG3', 'HS'],
};
export const MAKES = Object.keys(MODELS);
const BADGES = [
  'SR5',
  'SR',
  'GX',
  'GXL',
  'Ascent Sport',
  'XLT',
  'Wildtrak',
  'Maxx Sport',
  'Touring',
  'GT',
  'Sport',
  'LS-U',
];
const BODIES = ['Ute', 'SUV', 'Hatch', 'Sedan', 'Wagon', 'Van', 'Coupe'];
const FUELS = ['Petrol', 'Diesel', 'Hybrid', 'Electric', 'Plug-in Hybrid'];
const TRANSMISSIONS = ['Automatic', 'Manual'];
const DRIVES = ['4x4', 'AWD', 'FWD', 'RWD'];
const COLOURS = ['White', 'Black', 'Silver', 'Grey', 'Blue', 'Red', 'Crystal White Pearl', 'Soul Red'];
const STATES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS'];
const CITIES = ['Sydney', 'Melbourne', 'Brisbane', 'Perth', 'Adelaide', 'Hobart', 'Geelong', 'Newcastle'];
const TAGS = ['Runout Sale', 'Low KMs', 'One Owner'];
const CATEGORIES = ['Special Offers', 'Family', 'Off-road', 'Finance Deals'];
const FEATURES = ['Sunroof', 'Apple CarPlay', 'Reversing camera', 'Heated front seats'];
const STATUSES = [
  'in_stock',
  'in_stock',
  'in_stock',
  'in_stock',
  'in_stock',
  'coming_soon',
  'sold',
  'sold',
  'deposit_taken',
];
const ITEM_TYPES: SearchDoc['itemType'][] = [
  'car',
  'car',
  'car',
  'car',
  'car',
  'motorcycle',
  'truck',
  'caravan',
];
const CAR_TYPES: SearchDoc['carType'][] = ['used', 'used', 'used', 'new', 'demo'];

export type RandomDocsOptions = {
  dealerships?: number;
  /** Extra badge/colour variety, as real feeds have (thousands of distinct badges at platform scale). */
  wideValues?: boolean;
  firstId?: number;
};

/** Dealership sizes are skewed: a few big dealers, many small ones (dealer 1 is the biggest). */
export function randomDocs(count: number, seed: number, options: RandomDocsOptions = {}): SearchDoc[] {
  const rnd = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)];
  const maybe = <T>(p: number, value: T): T | null => (rnd() < p ? null : value);
  const dealerships = options.dealerships ?? 12;
  const firstId = options.firstId ?? 1;
  const docs: SearchDoc[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = firstId + i;
    const dealershipId = 1 + Math.floor(dealerships * rnd() ** 2);
    const make = pick(MAKES);
    const model = pick(MODELS[make]);
    const status = pick(STATUSES);
    const sold = status !== 'in_stock' && status !== 'coming_soon';
    const year = 2008 + Math.floor(rnd() * 18);
    const location = Math.floor(rnd() * 3);
    const wide = options.wideValues;
    docs.push({
      id,
      dealershipId,
      make,
      model,
      badge: maybe(
        0.2,
        wide ? `${pick(BADGES)}${rnd() < 0.5 ? ` ${Math.floor(rnd() * 400)}` : ''}` : pick(BADGES),
      ),
      body: maybe(0.05, pick(BODIES)),
      fuel: maybe(0.05, pick(FUELS)),
      transmission: maybe(0.05, pick(TRANSMISSIONS)),
      drive: maybe(0.1, pick(DRIVES)),
      colour: maybe(
        0.1,
        wide ? `${pick(COLOURS)}${rnd() < 0.3 ? ` ${Math.floor(rnd() * 200)}` : ''}` : pick(COLOURS),
      ),
      seats: maybe(0.1, pick([2, 4, 5, 5, 5, 7, 8])),
      carType: pick(CAR_TYPES),
      status,
      state: maybe(0.05, STATES[dealershipId % STATES.length]),
      city: maybe(0.05, CITIES[dealershipId % CITIES.length]),
      dealershipName: `Dealer ${dealershipId}`,
      dealershipSlug: `dealer-${dealershipId}`,
      locationName: maybe(0.1, `Dealer ${dealershipId} Yard ${location}`),
      locationSlug: maybe(0.1, `dealer-${dealershipId}-yard-${location}`),
      tag: maybe(0.8, pick(TAGS)),
      categories: CATEGORIES.filter(() => rnd() < 0.15),
      features: FEATURES.filter(() => rnd() < 0.3),
      itemType: pick(ITEM_TYPES),
      // Rounded so that ties happen; 3% have no advertised price.
      price: rnd() < 0.03 ? 0 : 1_000 * (3 + Math.floor(rnd() * 120)),
      km: rnd() < 0.05 ? 0 : 1_000 * Math.floor(rnd() * 250),
      year,
      weeklyPrice: maybe(0.3, 50 + Math.floor(rnd() * 400)),
      subscriptionPrice: maybe(0.7, 100 + Math.floor(rnd() * 900)),
      createdAt: NOW - DAY_MS * Math.floor(rnd() * 400),
      soldAt: sold ? maybe(0.15, NOW - DAY_MS * Math.floor(rnd() * 60)) : null,
      hiddenFromStock: Math.floor(rnd() * 7),
      showOnDealerWebsite: rnd() < 0.95,
      certified: rnd() < 0.2,
      reserved: rnd() < 0.05,
      series: maybe(0.5, `Series ${1 + Math.floor(rnd() * 3)}`),
      stocknum: `${pick(['U', 'N', 'D', 'AB'])}${10_000 + id}`,
    });
  }
  return docs;
}

/** A site's stock scope over dealerships `ids` with the most common settings. */
export function siteScope(ids: number[], overrides: Partial<EngineScope> = {}): EngineScope {
  return {
    dealershipIds: ids,
    maxHiddenFromStock: 4,
    carTypes: null,
    availableOnly: false,
    inStockOnly: false,
    soldSince: NOW - 30 * DAY_MS,
    excludedMakes: [],
    itemTypes: ['car'],
    ...overrides,
  };
}
