import type { CarImage, FinanceLenders, Hotspots, Variant } from '../../src/db/json-types';
import type { cars } from '../../src/db/schema';
import { shownPrice } from '../../src/inventory/price-rules';
import {
  type CarTrim,
  carImageUrl,
  EXTERIOR_VIEWS,
  type InteriorTrim,
  interiorImageUrl,
  type MediaBody,
  type MediaColour,
  SPIN_FRAMES,
  spinFrameUrl,
  spinInteriorUrl,
} from '../../src/lib/media-names';
import { carQuote, QUOTE_LOAN, type Quote, quoteDisclaimer } from '../../src/repayments/quote-rules';
import { establishmentFee, QUOTE_TERM, repayment } from '../../src/repayments/repayment-rules';
import type { SiteConfig } from '../../src/tenancy/site-config';
import {
  MAKES,
  type MakeDef,
  type ModelDef,
  type Paint,
  paintsFor,
  slugify,
  type VehicleKind,
} from './catalogue';
import type { DealershipProfile, State } from './dealers';
import { dealerComments, equipmentList } from './equipment';
import { badgesFor, seriesFor } from './generations';
import { POWERTRAINS, type Powertrain } from './powertrains';
import type { Random } from './random';

// One car row per call, from the dealership's profile, a per-car random stream and a fixed "now".

export type CarInsert = typeof cars.$inferInsert;
type CarType = 'new' | 'demo' | 'used';

export type CarSite = { slug: string; config: SiteConfig };
export type CarLocation = {
  id: number;
  city: string;
  state: string;
  postcode: string;
  type: string;
  primary: boolean;
};
export type CarDealer = {
  id: number;
  profile: DealershipProfile;
  site: CarSite;
  locations: CarLocation[];
};

export const SIMPLE_BODY: Record<MediaBody, string> = {
  sedan: 'Sedan',
  hatch: 'Hatch',
  suv: 'SUV',
  ute: 'Ute',
  wagon: 'Wagon',
  van: 'Van',
  coupe: 'Coupe',
  convertible: 'Convertible',
  'people-mover': 'People Mover',
  'cab-chassis': 'Cab Chassis',
  truck: 'Truck',
  motorcycle: 'Motorcycle',
  caravan: 'Caravan',
  'camper-trailer': 'Camper Trailer',
};

/**
 * Colour families drawn per body type: the images are per body + colour + view, so limiting the families
 * keeps the number of distinct images to a few hundred. A car's paint is chosen among its make's paints
 * in these families, so the photo always matches the advertised colour.
 */
export const BODY_FAMILIES: Record<MediaBody, MediaColour[]> = {
  sedan: ['white', 'black', 'silver', 'grey', 'blue', 'red'],
  hatch: ['white', 'black', 'silver', 'red', 'blue', 'yellow'],
  suv: ['white', 'black', 'silver', 'grey', 'blue', 'red', 'bronze', 'green'],
  ute: ['white', 'black', 'silver', 'grey', 'orange', 'blue', 'red'],
  wagon: ['white', 'silver', 'grey', 'green', 'blue'],
  van: ['white', 'silver'],
  coupe: ['white', 'black', 'red', 'yellow', 'orange'],
  convertible: ['red', 'black', 'white'],
  'people-mover': ['white', 'black', 'silver', 'grey'],
  'cab-chassis': ['white', 'silver'],
  truck: ['white', 'red', 'blue'],
  motorcycle: ['black', 'red', 'blue', 'green', 'orange', 'white', 'grey'],
  caravan: ['white', 'grey'],
  'camper-trailer': ['black', 'grey'],
};

/** Body/colour pairs that have a 36-frame studio spin (cars with a spin are chosen among these). */
export const SPIN_COMBOS = new Set(['suv-white', 'suv-black', 'ute-white', 'hatch-red']);
const SPIN_TRIM: CarTrim = 'black';

const CAMPER_PAINTS: Paint[] = [
  ['Black Powder Coat', 'black'],
  ['Charcoal Grey', 'grey'],
];
const FAMILY_NAMES: Record<MediaColour, string> = {
  white: 'White',
  black: 'Black',
  silver: 'Silver',
  grey: 'Grey',
  blue: 'Blue',
  red: 'Red',
  green: 'Green',
  orange: 'Orange',
  yellow: 'Yellow',
  bronze: 'Bronze',
};

const INTERIOR_NAMES: Record<CarTrim, string[]> = {
  black: ['Black Cloth', 'Black Leather-Accented', 'Ebony', 'Jet Black Leather', 'Black/Grey Cloth'],
  grey: ['Grey Cloth', 'Light Grey', 'Graphite Leather'],
  beige: ['Beige Leather', 'Ivory', 'Stone', 'Cream Leather'],
  tan: ['Tan Leather', 'Saddle Tan', 'Cognac Leather', 'Brown Leather'],
};

const DRIVES: Record<string, [drive: string | null, simple: string | null]> = {
  '4x4': ['4X4 Dual Range', '4x4'],
  '4x4c': ['4X4 Constant', '4x4'],
  awd: ['All Wheel Drive', 'AWD'],
  fwd: ['Front Wheel Drive', 'FWD'],
  rwd: ['Rear Wheel Drive', 'RWD'],
  '4x2': ['4X2', '2WD'],
  chain: ['Chain', 'RWD'],
  belt: ['Belt', 'RWD'],
  shaft: ['Shaft', 'RWD'],
  none: [null, null],
};

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const VIN_YEAR = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const WMI: Record<string, string> = {
  Toyota: 'MR0',
  Lexus: 'JTH',
  Mazda: 'JM0',
  Ford: 'MPB',
  Hyundai: 'KMH',
  Kia: 'KNA',
  Mitsubishi: 'MMB',
  Nissan: 'JN1',
  Volkswagen: 'WVW',
  Subaru: 'JF1',
  MG: 'LSJ',
  Isuzu: 'MPA',
  Tesla: 'LRW',
  BYD: 'LGX',
  Honda: 'JHM',
  Suzuki: 'JS3',
  GWM: 'LGW',
  Holden: '6G1',
  BMW: 'WBA',
  'Mercedes-Benz': 'WDD',
  Audi: 'WAU',
  Volvo: 'YV1',
  'Land Rover': 'SAL',
  Porsche: 'WP0',
  Jeep: '1C4',
  Yamaha: 'JYA',
  Kawasaki: 'JKA',
  KTM: 'VBK',
  'Harley-Davidson': '1HD',
  'Honda Motorcycles': 'JH2',
  Ducati: 'ZDM',
  Triumph: 'SMT',
  'BMW Motorrad': 'WB1',
  'Royal Enfield': 'ME3',
  'Isuzu Trucks': 'JAL',
  Fuso: 'JLF',
  Hino: 'JHH',
};

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const DIGITS = '0123456789';

const DAY = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const round2 = (v: number) => Math.round(v * 100) / 100;

/** Prices as dealers advertise them: $24,990 or $18,500 (and $8,499 for cheaper bikes and bikes). */
function advertised(value: number, rng: Random): number {
  if (value < 10000) return Math.max(1000, Math.round(value / 500) * 500 - 1);
  return rng.chance(0.7) ? Math.round(value / 1000) * 1000 - 10 : Math.round(value / 500) * 500;
}

/** The monthly repayment of a lender's loan: the finance feature's standard amortisation. */
function monthlyRepayment(principal: number, ratePct: number, months: number, balloon = 0): number {
  return repayment({
    amount: principal,
    residual: balloon,
    annualRatePercent: ratePct,
    termYears: months / 12,
    frequency: 'monthly',
  }).payment;
}

/**
 * The instant-quote provider's lender entry: the loan its quote describes (AF §9: 5-year term, 10.0%
 * deposit, 30% final payment), so the finance panel's loan details agree with the quote beside them.
 */
function quoteLender(quote: Quote, shownPrice: number): FinanceLenders[string] {
  const termYears = QUOTE_TERM.default;
  return {
    disclaimer: quoteDisclaimer(quote, { purchasePrice: shownPrice, loanTerm: termYears }),
    termYears,
    termMonths: termYears * 12,
    termWeeks: termYears * 52,
    interestRate: quote.advertisedRate,
    comparisonRate: quote.comparisonRate,
    establishmentFees: QUOTE_LOAN.establishmentFee,
    deposit: Math.round(shownPrice * QUOTE_LOAN.depositShare),
    balloon: Math.round(shownPrice * QUOTE_LOAN.finalPaymentShare),
    paymentWeek: quote.weeklyRepaymentAmount,
    financeProvider: FINANCE_PROVIDER_NAMES.youx,
  };
}

const FINANCE_PROVIDER_NAMES: Record<string, string> = {
  youx: 'YouX',
  manual: 'Summit Finance',
  angle: 'Angle Finance',
  powertorque: 'Powertorque Finance',
  'nissan-finance': 'Nissan Financial Services',
  '360-finance': '360 Finance',
  ausloans: 'AusLoans',
};

// Stock pools: makes with at least one model, split by kind, with their used-market weight.
const MAKES_BY_KIND = new Map<VehicleKind, MakeDef[]>();
for (const mk of MAKES) {
  if (mk.models.length === 0) continue;
  MAKES_BY_KIND.set(mk.kind, [...(MAKES_BY_KIND.get(mk.kind) ?? []), mk]);
}
const MAKE_BY_NAME = new Map(MAKES.map((mk) => [mk.name, mk]));

/** Which model years a model can be listed in. */
export function modelYears(model: ModelDef, currentYear: number): [number, number] {
  return [Math.max(2008, model.from), Math.min(model.to ?? currentYear + 1, currentYear + 1)];
}

function pickUsedAge(rng: Random): number {
  const band = rng.weighted([
    [[0, 2], 30],
    [[3, 6], 40],
    [[7, 11], 22],
    [[12, 18], 8],
  ] as const);
  return rng.int(band[0], band[1]);
}

type Choice = { make: MakeDef; model: ModelDef; year: number };

function chooseVehicle(
  rng: Random,
  profile: DealershipProfile,
  carType: CarType,
  currentYear: number,
  nextModelYear: boolean,
  runout: boolean,
): Choice {
  if (carType !== 'used') {
    const franchises = profile.franchises
      .map((n) => MAKE_BY_NAME.get(n))
      .filter((m): m is MakeDef => Boolean(m));
    const make = rng.weighted(franchises.map((m) => [m, Math.max(0.5, m.weight)] as const));
    const onSale = make.models.filter((m) => m.to === null && m.from <= currentYear);
    const model = rng.weighted((onSale.length ? onSale : make.models).map((m) => [m, m.weight] as const));
    let year = currentYear;
    if (carType === 'new' && nextModelYear && rng.chance(0.3)) year = currentYear + 1;
    if (runout || (carType === 'demo' && rng.chance(0.35))) year = currentYear - 1;
    const [from, to] = modelYears(model, currentYear);
    return { make, model, year: Math.min(Math.max(year, from), to) };
  }
  const pool = profile.usedKinds.flatMap((kind) => MAKES_BY_KIND.get(kind) ?? []);
  for (let attempt = 0; attempt < 12; attempt++) {
    // Franchise dealers see more trade-ins of their own brands.
    const make = rng.weighted(
      pool.map((m) => [m, m.weight * (profile.franchises.includes(m.name) ? 3 : 1)] as const),
    );
    const model = rng.weighted(make.models.map((m) => [m, m.weight] as const));
    const [from, to] = modelYears(model, currentYear);
    const year = Math.min(currentYear, to) - (attempt < 8 ? pickUsedAge(rng) : 0);
    if (year >= from && year <= Math.min(to, currentYear)) return { make, model, year };
    if (attempt >= 8 && from <= Math.min(to, currentYear))
      return { make, model, year: rng.int(from, Math.min(to, currentYear)) };
  }
  const fallback = pool[0];
  const [from, to] = modelYears(fallback.models[0], currentYear);
  return { make: fallback, model: fallback.models[0], year: Math.min(Math.max(currentYear - 3, from), to) };
}

function pickPaint(rng: Random, make: MakeDef, body: MediaBody, spin: boolean): Paint {
  const families = BODY_FAMILIES[body];
  let paints =
    body === 'camper-trailer' ? CAMPER_PAINTS : paintsFor(make).filter(([, f]) => families.includes(f));
  if (spin) paints = paints.filter(([, f]) => SPIN_COMBOS.has(`${body}-${f}`));
  if (paints.length === 0) {
    const family = spin
      ? (families.find((f) => SPIN_COMBOS.has(`${body}-${f}`)) ?? families[0])
      : rng.pick(families);
    return [FAMILY_NAMES[family], family];
  }
  // White and the greys sell best in Australia.
  return rng.weighted(
    paints.map(
      (p) =>
        [
          p,
          p[1] === 'white' ? 3 : p[1] === 'silver' || p[1] === 'grey' || p[1] === 'black' ? 1.6 : 1,
        ] as const,
    ),
  );
}

export function vin(rng: Random, make: MakeDef, year: number): string {
  const wmi = WMI[make.name] ?? (make.kind === 'caravan' ? '6T9' : `L${rng.chars(VIN_CHARS, 2)}`);
  return `${wmi}${rng.chars(VIN_CHARS, 5)}${rng.chars(DIGITS, 1)}${VIN_YEAR[(((year - 1980) % 30) + 30) % 30]}${rng.chars(VIN_CHARS, 1)}${rng.chars(DIGITS, 6)}`;
}

/**
 * A standard plate of the state's current series: NSW 'AB12CD', VIC '1AB2CD', QLD '123ABC', SA 'S123ABC',
 * WA '1ABC234', TAS 'A12BC', NT 'CA12BC', ACT 'YAB12C'; QLD's for a state it does not know.
 */
export function regplate(rng: Random, state: string): string {
  const letters = (count: number) => rng.chars(LETTERS, count);
  const digits = (count: number) => rng.chars(DIGITS, count);
  switch (state) {
    case 'NSW':
      return `${letters(2)}${digits(2)}${letters(2)}`;
    case 'VIC':
      return `${digits(1)}${letters(2)}${digits(1)}${letters(2)}`;
    case 'SA':
      return `S${digits(3)}${letters(3)}`;
    case 'WA':
      return `${digits(1)}${letters(3)}${digits(3)}`;
    case 'TAS':
      return `${letters(1)}${digits(2)}${letters(2)}`;
    case 'NT':
      return `C${letters(1)}${digits(2)}${letters(2)}`;
    case 'ACT':
      return `Y${letters(2)}${digits(2)}${letters(1)}`;
    default:
      return `${digits(3)}${letters(3)}`;
  }
}

function bodyConfiguration(rng: Random, model: ModelDef, pt: Powertrain | null): string {
  switch (model.body) {
    case 'ute':
      return rng.chance(0.9) ? 'Double Cab Pick Up' : 'Extra Cab Pick Up';
    case 'cab-chassis':
      return rng.chance(0.7) ? 'Single Cab Chassis' : 'Double Cab Chassis';
    case 'hatch':
      return 'Hatchback';
    case 'sedan':
      return 'Sedan';
    case 'suv':
    case 'wagon':
    case 'people-mover':
      return 'Wagon';
    case 'van':
      return model.name.includes('Commuter') ? 'Bus' : 'Van';
    case 'coupe':
      return 'Coupe';
    case 'convertible':
      return model.seats === 2 ? 'Roadster' : 'Convertible';
    case 'truck':
      if (pt && (pt.litres ?? 0) >= 12) return 'Prime Mover';
      return rng.weighted([
        ['Cab Chassis', 4],
        ['Pantech', 3],
        ['Tipper', 1.5],
        ['Tray', 1.5],
      ] as const);
    default:
      return model.config ?? SIMPLE_BODY[model.body];
  }
}

const DIMENSIONS: Record<
  MediaBody,
  [length: number, width: number, height: number, gvm: number, fuel: number | null, tow: number | null]
> = {
  sedan: [4850, 1840, 1445, 2100, 60, 1500],
  hatch: [4370, 1790, 1450, 1800, 50, 1200],
  suv: [4600, 1855, 1685, 2300, 60, 2000],
  ute: [5325, 1900, 1815, 3100, 80, 3500],
  wagon: [4870, 1840, 1500, 2200, 63, 1800],
  van: [5265, 1950, 1990, 3300, 70, 1900],
  coupe: [4790, 1915, 1380, 1950, 60, null],
  convertible: [3915, 1735, 1235, 1400, 45, null],
  'people-mover': [5155, 1995, 1775, 2700, 72, 2000],
  'cab-chassis': [5230, 1870, 1940, 3510, 130, 3500],
  truck: [6960, 2000, 2600, 7500, 140, 4500],
  motorcycle: [2150, 900, 1250, 400, 16, null],
  caravan: [7000, 2400, 3050, 3000, null, null],
  'camper-trailer': [4300, 1950, 1850, 1800, null, null],
};

function variantFor(
  rng: Random,
  model: ModelDef,
  pt: Powertrain | null,
  trans: string | null,
  config: string,
  year: number,
  caravanLengthFt: number | null,
): Variant {
  const [l, w, h, gvm, fuel, tow] = DIMENSIONS[model.body];
  const jitter = (v: number, pct = 0.03) => Math.round(v * (1 + rng.float(-pct, pct)));
  const big = pt && (pt.litres ?? 0) >= 12;
  const variant: Variant = {
    cylinders: pt?.cylinders ?? null,
    enginesize: pt?.litres ? Math.round(pt.litres * 1000 - rng.int(0, 40)) : null,
    enginesize_litres: pt?.litres ?? null,
    induction: pt?.induction ?? null,
    geartype: trans
      ? /Manual/.test(trans) && !/Automated/.test(trans)
        ? 'Manual'
        : /CVT/.test(trans)
          ? 'CVT'
          : /Dual Clutch/.test(trans)
            ? 'Dual Clutch'
            : /Reduction|Direct/.test(trans)
              ? 'Reduction Gear'
              : 'Automatic'
      : null,
    fuelconsumptioncombined: pt?.l100 ? round2(pt.l100 * rng.float(0.92, 1.08)) : null,
    fuelcapacity: pt?.simpleFuel === 'Electric' ? null : fuel ? jitter(big ? 400 : fuel, 0.1) : null,
    grossvehiclemass: jitter(big ? 26000 : gvm, 0.06),
    vehiclelength: caravanLengthFt ? Math.round(caravanLengthFt * 304.8 + 1500) : jitter(big ? 7600 : l),
    vehicleheight: jitter(h),
    vehiclewidth: jitter(w, 0.015),
    towingcapacitybraked: pt?.simpleFuel === 'Electric' && tow ? rng.pick([750, 1000, 1600]) : tow,
    bodyconfiguration: config,
    torque: pt ? jitter(pt.torque, 0.05) : null,
    ancaprating:
      model.body === 'motorcycle' ||
      model.body === 'truck' ||
      model.body === 'caravan' ||
      model.body === 'camper-trailer'
        ? null
        : year >= 2015
          ? rng.chance(0.85)
            ? 5
            : 4
          : rng.chance(0.5)
            ? 5
            : 4,
  };
  // A few fields are missing in real feeds.
  for (const key of [
    'torque',
    'fuelcapacity',
    'towingcapacitybraked',
    'ancaprating',
    'vehicleheight',
  ] as const) {
    if (rng.chance(0.05)) variant[key] = null;
  }
  return variant;
}

function interiorTrim(rng: Random, prestige: boolean): CarTrim {
  return rng.weighted(
    prestige
      ? ([
          ['black', 45],
          ['tan', 25],
          ['beige', 20],
          ['grey', 10],
        ] as const)
      : ([
          ['black', 58],
          ['grey', 20],
          ['beige', 12],
          ['tan', 10],
        ] as const),
  );
}

function imageCount(rng: Random): number {
  const r = rng.next();
  if (r < 0.03) return 1;
  if (r < 0.06) return 3;
  if (r < 0.1) return 4;
  if (r < 0.2) return rng.int(20, 22);
  return rng.int(8, 16);
}

const HOTSPOTS_EXTERIOR = [
  ['LED headlights', 'Bi-LED projector headlights with automatic high beam.'],
  ['Alloy wheels', 'Machined alloy wheels with near-new tyres.'],
  ['Tow bar', 'Factory tow bar rated to the maximum braked towing capacity.'],
  ['Roof rails', 'Integrated roof rails ready for a roof rack.'],
  ['Small scratch', 'Minor scratch on the rear bumper, shown for transparency.'],
  ['Tub liner', 'Heavy-duty tub liner protects the tray.'],
] as const;
const HOTSPOTS_INTERIOR = [
  ['Touchscreen', 'Touchscreen with wireless Apple CarPlay and Android Auto.'],
  ['Leather seats', 'Leather-accented seats with heating for driver and passenger.'],
  ['Digital cluster', 'Fully digital instrument cluster with configurable displays.'],
  ['Climate control', 'Dual-zone climate control with rear vents.'],
] as const;

function hotspots(rng: Random): Hotspots {
  const pick = (list: readonly (readonly [string, string])[], n: number) =>
    rng.sample(list, n).map(([title, description]) => ({
      angle: rng.int(0, SPIN_FRAMES - 1),
      x: Math.round(rng.float(15, 85)),
      y: Math.round(rng.float(30, 75)),
      title,
      description,
    }));
  return {
    exterior: pick(HOTSPOTS_EXTERIOR, rng.int(3, 5)),
    interior: pick(HOTSPOTS_INTERIOR, rng.int(2, 4)),
  };
}

function caravanSpecs(rng: Random, model: ModelDef, badge: string) {
  const camper = model.body === 'camper-trailer';
  const match = /(\d{2})\s*ft/i.exec(badge) ?? /(\d{2})/.exec(badge);
  let length = match ? Number(match[1]) : camper ? rng.int(10, 14) : rng.int(16, 22);
  length = Math.min(camper ? 16 : 24, Math.max(camper ? 10 : 14, length));
  const tare = camper ? rng.int(900, 1500) : Math.round(1400 + (length - 14) * 170 + rng.int(-150, 150));
  return {
    lengthFt: length,
    specs: {
      body_width: camper ? round2(rng.float(6, 7)) : Math.round(rng.float(7.2, 8) * 10) / 10,
      body_length: length,
      tare_weight: tare,
      axle_type: !camper && length > 17 ? 'Tandem' : 'Single',
      sleeps: camper ? rng.int(2, 4) : length < 19 ? rng.int(2, 4) : rng.int(2, 6),
      aggregate_trailer_mass: tare + (camper ? rng.int(350, 550) : rng.int(450, 750)),
    },
  };
}

const PRIVATE_SUBURBS: Partial<Record<State, [string, string][]>> = {
  QLD: [
    ['Carindale', '4152'],
    ['Chermside', '4032'],
    ['Indooroopilly', '4068'],
    ['Redcliffe', '4020'],
  ],
  NSW: [
    ['Parramatta', '2150'],
    ['Penrith', '2750'],
    ['Castle Hill', '2154'],
  ],
  VIC: [
    ['Frankston', '3199'],
    ['Berwick', '3806'],
    ['Glen Waverley', '3150'],
  ],
};

export type GenerateOptions = {
  dealer: CarDealer;
  /** Position of the car in its dealership (stock numbers) and in its site (guaranteed variety). */
  dealerIndex: number;
  siteIndex: number;
  now: Date;
  rng: Random;
};

export function generateCar(o: GenerateOptions): CarInsert {
  const { dealer, rng, now } = o;
  const { profile, site } = dealer;
  const config = site.config;
  const nowMs = now.getTime();
  const currentYear = now.getUTCFullYear();
  const nextModelYear = now.getUTCMonth() >= 6;

  // ── What it is ──
  const carType: CarType = rng.weighted([
    ['new', profile.mix.new],
    ['demo', profile.mix.demo],
    ['used', profile.mix.used],
  ] as const);
  const runout = carType === 'new' && site.slug === 'coastal-toyota' && rng.chance(0.18);
  const { make, model, year } = chooseVehicle(rng, profile, carType, currentYear, nextModelYear, runout);
  const body = model.body;
  const itemType = make.kind;
  // Only the badges and the series (generation) sold in the car's model year.
  const yearBadges = badgesFor(model.badges, year);
  const badgeDef = rng.weighted(
    yearBadges.map((b, i) => [b, i === yearBadges.length - 1 && yearBadges.length > 2 ? 0.6 : 1] as const),
  );
  const series = seriesFor(model.generations, year);
  // 'Off-Grid 19ft' on an Off-Grid reads '19ft'; a badge equal to the model name is no badge.
  const badge =
    badgeDef.name === model.name
      ? null
      : badgeDef.name.startsWith(`${model.name} `)
        ? badgeDef.name.slice(model.name.length + 1)
        : badgeDef.name;
  const ptKey = rng.weighted(model.powertrains);
  const pt: Powertrain | null = ptKey === 'none' ? null : (POWERTRAINS[ptKey] ?? null);
  let trans = pt ? rng.weighted(pt.trans) : null;
  if (
    trans &&
    carType !== 'used' &&
    /Manual/.test(trans) &&
    !/Automated/.test(trans) &&
    body !== 'motorcycle' &&
    rng.chance(0.6)
  ) {
    trans = pt?.trans[0][0] ?? trans;
  }
  const [drive, simpleDrive] = DRIVES[rng.weighted(model.drives)] ?? [null, null];
  const ageYears = Math.max(0, currentYear - year);

  // ── Spin, paint, trim ──
  const spinEligible = itemType === 'car' && [...SPIN_COMBOS].some((c) => c.startsWith(`${body}-`));
  // About 4% of all stock gets a studio spin (SUVs, utes and hatches make up over half the stock).
  const spin = spinEligible && rng.chance(0.055);
  const [colour, family] = pickPaint(rng, make, body, spin);
  const hasSpin = spin && SPIN_COMBOS.has(`${body}-${family}`);
  const trim: InteriorTrim =
    itemType === 'motorcycle'
      ? 'moto'
      : itemType === 'caravan'
        ? 'caravan'
        : hasSpin
          ? SPIN_TRIM
          : interiorTrim(rng, make.prestige);
  const interiorColour =
    trim === 'moto'
      ? null
      : trim === 'caravan'
        ? rng.pick(['Oak', 'Gloss White', 'Walnut', 'Ash Grey'])
        : rng.pick(INTERIOR_NAMES[trim]);

  // ── Odometer ──
  const kmPerYear = itemType === 'motorcycle' ? 4500 : itemType === 'truck' ? 30000 : 15000;
  let km = 0;
  if (itemType === 'caravan') km = 0;
  else if (carType === 'new') km = rng.int(0, 50);
  else if (carType === 'demo') km = itemType === 'motorcycle' ? rng.int(200, 3000) : rng.int(1000, 15000);
  else {
    const expected = Math.max(0.4, ageYears) * kmPerYear;
    km = Math.max(
      itemType === 'motorcycle' ? 800 : 3000,
      Math.round(expected * Math.exp(rng.normal(0, 0.35))),
    );
    km = Math.round(km / 7) * 7 + rng.int(0, 6);
  }

  // ── Price ──
  const newPrice = badgeDef.price * (1 + rng.normal(0, 0.02));
  let value: number;
  if (carType === 'new') value = newPrice * (runout ? 0.95 : 1);
  else if (carType === 'demo') value = newPrice * rng.float(0.88, 0.95);
  else {
    // Cars lose 12-18% a year; bikes, trucks and caravans hold their value better.
    const [low, high] =
      itemType === 'car'
        ? [0.12, 0.18]
        : itemType === 'motorcycle'
          ? [0.1, 0.15]
          : itemType === 'truck'
            ? [0.08, 0.12]
            : [0.06, 0.1];
    const rate = rng.float(low, high);
    const expected = Math.max(1, ageYears) * kmPerYear;
    const kmFactor =
      itemType === 'caravan' ? 1 : Math.min(1.12, Math.max(0.82, 1 - ((km - expected) / expected) * 0.08));
    value =
      newPrice *
      0.985 ** ageYears *
      (1 - rate) ** Math.max(0.6, ageYears) *
      kmFactor *
      (1 + rng.normal(0, 0.05));
    value = Math.max(
      itemType === 'motorcycle' ? 2500 : itemType === 'truck' ? 12000 : itemType === 'caravan' ? 8000 : 3000,
      value,
    );
  }
  const status = rng.weighted([
    ['in_stock', 85],
    ['coming_soon', 5],
    ['sold_recent', 4],
    ['sold', 6],
  ] as const);
  const inStock = status === 'in_stock';
  const noPrice = rng.chance(status === 'coming_soon' ? 0.25 : 0.02);
  const price = noPrice ? 0 : advertised(value, rng);
  const beforePrice =
    price > 0 && inStock && rng.chance(0.1)
      ? price + Math.round((price * rng.float(0.04, 0.12)) / 500) * 500 + 500
      : null;
  const offerPrice =
    price > 0 && carType !== 'used' && rng.chance(0.06) ? advertised(price * 0.96, rng) : null;
  // Subscription prices only where the site offers subscriptions (the price block shows them there).
  const subscriptionPrice =
    config.features.offersSubscription && price > 0 && inStock && itemType === 'car' && rng.chance(0.05)
      ? Math.round(price / 150 + rng.int(10, 40))
      : null;
  const preorder = carType === 'new' && (status === 'coming_soon' ? rng.chance(0.45) : rng.chance(0.01));
  let priceType: string;
  if (itemType === 'truck') priceType = 'Excl. Government Charges';
  else if (itemType === 'motorcycle') priceType = rng.chance(0.6) ? 'Driveaway' : 'Excl. Government Charges';
  else if (itemType === 'caravan') priceType = rng.chance(0.5) ? 'Drive Away' : 'Excl. Government Charges';
  else if (site.slug === 'summit-motor-group' && carType === 'used')
    priceType = rng.chance(0.7) ? 'Drive Away' : 'Excl. Government Charges';
  else priceType = 'Drive Away';

  // ── Status and timeline ──
  let soldAt: Date | null = null;
  let createdMs: number;
  if (status === 'sold_recent' || status === 'sold') {
    const soldAgo = status === 'sold_recent' ? rng.float(0.05, 2.95) * DAY : rng.float(10, 200) * DAY;
    soldAt = new Date(nowMs - soldAgo);
    createdMs = soldAt.getTime() - rng.float(5, 120) * DAY;
  } else if (status === 'coming_soon') {
    createdMs = nowMs - rng.float(0, 30) * DAY;
  } else if (rng.chance(0.065)) {
    createdMs = nowMs - rng.float(0.02, 7.9) * DAY;
  } else {
    createdMs = nowMs - (8 + 292 * rng.next() ** 1.3) * DAY;
  }
  const createdAt = new Date(Math.round(createdMs));
  const updatedAt = new Date(
    Math.min(nowMs, Math.max(createdAt.getTime(), soldAt?.getTime() ?? 0) + rng.float(0, 3) * DAY),
  );
  const reserved = inStock && rng.chance(0.03);

  // ── Tags, certification, categories ──
  // Certified only under a programme the site presents for the car's own make.
  const certified =
    config.features.certifiedProgramme &&
    config.carPage.certifiedProgrammes.some((p) => p.make === make.carMake) &&
    carType === 'used' &&
    make.certified &&
    ageYears <= 6 &&
    km < 140000 &&
    rng.chance(0.75);
  let tag: string | null = null;
  if (runout) tag = 'runout sale';
  else if (rng.chance(0.1)) {
    if (carType === 'demo') tag = rng.pick(['Test Drive Only', 'Hot Deal']);
    else if (carType === 'new') tag = rng.pick(['Runout', 'Hot Deal']);
    else if (km < ageYears * 8000) tag = 'Low Kms';
    else tag = rng.pick(['One Owner', 'Hot Deal', 'Low Kms']);
  }
  const categories: string[] = [];
  if (tag === 'runout sale' || tag === 'Runout') categories.push('Runout Sale');
  if (pt?.simpleFuel === 'Hybrid' || pt?.simpleFuel === 'Plug-in Hybrid') categories.push('Hybrid');
  if (pt?.simpleFuel === 'Electric') categories.push('Electric');
  if (certified) categories.push('Certified Pre-Owned');
  if (beforePrice || offerPrice) categories.push('Special Offers');
  if (carType === 'demo') categories.push('Demo Clearance');
  if (body === 'suv' && (model.seats ?? 5) >= 7) categories.push('Family SUV');
  if (['ute', 'cab-chassis', 'van', 'truck'].includes(body)) categories.push('Work Ready');

  // ── Identity ──
  const stocknum = `${profile.stockPrefix}${String(10000 + o.dealerIndex)}`;
  const name = [year, make.carMake, model.name, badge].filter(Boolean).join(' ');
  const slug = slugify([year, make.carMake, model.name, badge ?? '', SIMPLE_BODY[body], stocknum].join(' '));
  const config_ = bodyConfiguration(rng, model, pt);
  const transShort = trans ? (/Manual/.test(trans) && !/Automated/.test(trans) ? 'Manual' : 'Auto') : null;
  const carsalesTitle = [
    year,
    make.carMake,
    model.name,
    badge,
    series,
    transShort,
    simpleDrive === '4x4' ? '4x4' : simpleDrive === 'AWD' ? 'AWD' : null,
    config_,
  ]
    .filter(Boolean)
    .join(' ');
  const location = pickLocation(rng, dealer.locations);
  const state = location?.state ?? profile.state;
  // Consignment cars sold on behalf of a private owner show the owner's suburb.
  const privateSeller =
    carType === 'used' && itemType === 'car' && rng.chance(0.02)
      ? rng.pick(PRIVATE_SUBURBS[state as State] ?? PRIVATE_SUBURBS.QLD ?? [])
      : null;
  // Most cars are always shown; every value 0-14 occurs (the first cars of each site guarantee it).
  const hiddenFromStock =
    o.siteIndex >= 1 && o.siteIndex <= 14 ? o.siteIndex : rng.chance(0.82) ? 0 : rng.int(1, 14);

  // ── Images ──
  const images: CarImage[] = [];
  const count = imageCount(rng);
  const exterior = Math.min(count, count === 4 ? 3 : EXTERIOR_VIEWS);
  for (let v = 1; v <= exterior; v++) {
    const url = carImageUrl(body, family, v);
    images.push({ image: url, thumb: url });
  }
  for (let v = 1; v <= count - exterior; v++) {
    const url = interiorImageUrl(trim, v);
    images.push({ image: url, thumb: url });
  }
  let spinImages: { exterior: string[]; interior: string[] } | null = null;
  if (hasSpin) {
    spinImages = { exterior: [], interior: [] };
    for (let f = 0; f < SPIN_FRAMES; f++) {
      spinImages.exterior.push(spinFrameUrl(body, family, f));
      spinImages.interior.push(spinInteriorUrl(SPIN_TRIM, f));
    }
  }
  const hasVideo = rng.chance(0.05);
  const videoId = hasVideo
    ? rng.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-', 11)
    : null;
  const externalVideoUrl = videoId ? `https://www.youtube.com/embed/${videoId}` : null;
  const videoUrl = videoId && rng.chance(0.25) ? externalVideoUrl : null;

  // ── Finance ──
  const financeProvider = config.finance.provider;
  const advertisedRate = round2(rng.float(8.49, 9.99));
  const comparisonRate = round2(advertisedRate + rng.float(0.3, 0.9));
  // The instant-quote provider's figures are the quote engine's, as for a car from a stock feed (decision 019).
  const youxQuote = carQuote({ price, beforePrice, offerPrice, year }, now);
  let financeLenders: FinanceLenders | null = null;
  if (price > 0 && financeProvider !== 'none' && rng.chance(0.9)) {
    if (financeProvider === 'youx') {
      const shown = shownPrice({ price, beforePrice, offerPrice }).now;
      financeLenders = youxQuote && shown ? { youx: quoteLender(youxQuote, shown) } : null;
    } else {
      const deposit = Math.round((price * 0.1) / 100) * 100;
      const balloon =
        carType !== 'used' && rng.chance(0.3) ? Math.round((price * rng.float(0.2, 0.3)) / 100) * 100 : 0;
      const termYears = config.finance.defaultTermYears >= 7 ? 7 : 5;
      const months = termYears * 12;
      const fee = establishmentFee(financeProvider) ?? 0;
      const principal = price - deposit + fee;
      const month = monthlyRepayment(principal, advertisedRate, months, balloon);
      const terms: Record<string, number> = {};
      for (const t of [36, 48, 60, 72, 84])
        terms[`term${t}`] = Math.round(monthlyRepayment(principal, advertisedRate, t, balloon));
      financeLenders = {
        [financeProvider]: {
          disclaimer: `Indicative repayments based on a ${termYears}-year loan at ${advertisedRate}% p.a. (comparison rate ${comparisonRate}% p.a.) with a ${deposit.toLocaleString('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 })} deposit. Subject to credit approval. Fees and charges apply.`,
          termYears,
          termMonths: months,
          termWeeks: termYears * 52,
          interestRate: advertisedRate,
          comparisonRate,
          establishmentFees: fee,
          deposit,
          balloon,
          paymentWeek: Math.round((month * 12) / 52),
          paymentMonth: Math.round(month),
          totalPayable: Math.round(month * months + balloon + deposit),
          financeProvider: FINANCE_PROVIDER_NAMES[financeProvider] ?? financeProvider,
          terms,
        },
      };
    }
  }
  const financeRate = financeLenders && rng.chance(0.87) ? advertisedRate : 0;

  // ── Text ──
  const standardEquipment = equipmentList(rng, {
    body,
    fuel: pt?.simpleFuel ?? null,
    price,
    seats: model.seats,
  });
  const comments = dealerComments(rng, {
    year,
    make: make.carMake,
    model: model.name,
    badge,
    colour,
    km,
    isNew: carType !== 'used',
    features: standardEquipment,
  });

  // ── Dates and registration ──
  const buildYear = Math.min(year, currentYear) - (rng.chance(0.3) && carType === 'used' ? 1 : 0);
  const maxMonth = buildYear === currentYear ? now.getUTCMonth() + 1 : 12;
  const buildMonth = rng.int(1, Math.max(1, maxMonth));
  const buildMs = Date.UTC(buildYear, buildMonth - 1, 1);
  const complianceMs = Math.min(nowMs, buildMs + rng.int(1, 3) * 30 * DAY);
  const caravan = itemType === 'caravan' ? caravanSpecs(rng, model, badgeDef.name) : null;
  const carVin = vin(rng, make, year);
  const hasNvic = itemType === 'car' && rng.chance(0.7);
  const checkout = Boolean(config.features.checkout) && inStock && price > 0 && rng.chance(0.92);
  const autograb =
    carType === 'used' && price > 0 && rng.chance(0.8)
      ? (() => {
          const average = Math.round((price * rng.float(0.9, 1.15)) / 100) * 100;
          return {
            average_market_price: average,
            state_average_market_price: Math.round((average * rng.float(0.97, 1.03)) / 100) * 100,
          };
        })()
      : null;

  return {
    dealershipId: dealer.id,
    locationId: location?.id ?? null,
    slug,
    stocknum,
    vin: carVin,
    nvic: hasNvic
      ? `${rng.chars(VIN_CHARS.slice(0, 23), 1)}${rng.chars(VIN_CHARS, 3)}${String(year).slice(2)}`
      : null,
    hasNvic,
    regplate:
      carType === 'used' && itemType !== 'caravan'
        ? regplate(rng, state)
        : carType === 'used'
          ? `${rng.chars(DIGITS, 3)}U${rng.chars(LETTERS, 2)}`
          : null,
    itemType,
    name,
    carsalesTitle,
    year,
    make: make.carMake,
    model: model.name,
    badge,
    series,
    colour,
    interiorColour,
    km,
    price,
    beforePrice,
    offerPrice,
    subscriptionPrice,
    preorder,
    priceType,
    carType,
    status: status === 'sold_recent' ? 'sold' : status,
    soldAt,
    reserved,
    tag,
    certified,
    trans,
    simpleTransmission: trans
      ? /Manual/.test(trans) && !/Automated/.test(trans)
        ? 'Manual'
        : 'Automatic'
      : null,
    simpleBody: SIMPLE_BODY[body],
    simpleFuel: pt?.simpleFuel ?? null,
    simpleDrive,
    fuel: pt?.fuel ?? null,
    drive,
    seats: model.seats,
    doors: model.doors,
    engineSize: pt?.litres ? `${pt.litres.toFixed(1)}L` : null,
    engineSizeLitres: pt?.litres ?? null,
    gearnum: trans
      ? Number(/^(\d+) Speed/.exec(trans)?.[1]) || (/Reduction|Direct/.test(trans) ? 1 : null)
      : null,
    bodyconfiguration: config_,
    regoExpiry: carType === 'used' && itemType !== 'caravan' ? isoDate(nowMs + rng.int(7, 360) * DAY) : null,
    buildDate: isoDate(buildMs),
    complianceDate: isoDate(complianceMs),
    variant: variantFor(rng, model, pt, trans, config_, year, caravan?.lengthFt ?? null),
    images,
    primaryImageUrl: images[0]?.image ?? null,
    videoUrl,
    externalVideoUrl,
    spinImages,
    spinInteriorImage: spinImages ? spinImages.interior[0] : null,
    spinCode: spinImages ? `SPN${rng.chars(VIN_CHARS, 8)}` : null,
    hotspots: spinImages ? hotspots(rng) : null,
    standardEquipment,
    dealercomments: comments,
    file:
      carType === 'used' && rng.chance(0.15) ? `https://reports.example.com.au/history/${carVin}.pdf` : null,
    paymentProcessors:
      checkout && rng.chance(0.6) ? rng.pick([['stripe'], ['stripe', 'afterpay'], ['stripe', 'zip']]) : [],
    autograbData: autograb,
    youxQuote,
    financeLenders,
    financeRate,
    caravanSpecs: caravan?.specs ?? null,
    categories,
    city: location?.city ?? null,
    state,
    privateSuburb: privateSeller?.[0] ?? null,
    privatePostcode: privateSeller?.[1] ?? null,
    hiddenFromStock,
    showOnDealerWebsite: !rng.chance(0.02),
    checkoutEnabled: checkout,
    tradeInAllowed: rng.chance(0.92),
    testDriveEnabled: status === 'coming_soon' ? rng.chance(0.3) : rng.chance(0.9),
    reserveAmount: checkout
      ? rng.weighted([
          [null, 4],
          [0, 1],
          [config.carPage.reserveDepositDefault, 5],
        ] as const)
      : null,
    views: Math.min(
      900,
      Math.round(((nowMs - createdAt.getTime()) / DAY) * rng.float(0, 4) + rng.int(0, 40)),
    ),
    createdAt,
    updatedAt,
    // The dealer's feed runs daily: each car last confirmed within the day before "now", without a draw
    // from the random stream (the rest of the seed stays as it was).
    checkedAt: new Date(Math.max(updatedAt.getTime(), nowMs - (createdAt.getTime() % (20 * 3_600_000)))),
  };
}

function pickLocation(rng: Random, locations: CarLocation[]): CarLocation | null {
  const sales = locations.filter((l) => l.type === 'sales');
  if (sales.length === 0) return locations[0] ?? null;
  const primary = sales.find((l) => l.primary);
  if (primary && rng.chance(0.6)) return primary;
  return rng.pick(sales);
}
