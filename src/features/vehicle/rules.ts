// Pure rules of the vehicle detail page (/cars/{slug}): the price comparison computed from comparable
// stock, price block, market price indicator, key information and specification lines, caravan specs,
// availability, action buttons and the finance link, announcement bar and breadcrumb (spec SV §2–§4, §8,
// §9; AF §2, §4, §5, §9), plus everything of display-rules.ts (what the browser needs too), re-exported.
// No I/O, no React, no DOM.

import type { CaravanSpecs, Variant } from '@/db/json-types';
import { QUOTE_TERM } from '@/features/finance/rules';
import { type PricedCar, shownPrice } from '@/features/pricing/rules';
import { bodyToSlug } from '@/features/search/facet-rules';
import { isAvailable } from '@/features/search/rules';
import { slugify } from '@/features/search/search-path';
import { formatNumber } from '@/lib/money';
import { buttonLabels } from '@/tenancy/button-labels';
import type { SiteConfig } from '@/tenancy/site-config';
import { isBlankValue, type PriceComparison, type SpecLine } from './display-rules';
import { type DrivenField, hasField } from './item-type-rules';

export * from './display-rules';

// ── Price comparison: computed by the platform from comparable stock ────────────────────────────

export type Comparable = { price: number; year: number; km: number };

/** Fewer comparables than this → no comparison at all. */
export const AUTOGAUGE_MIN_COMPARABLES = 3;
/** A comparable this many years away counts half… */
export const AUTOGAUGE_YEAR_HALF_LIFE = 2;
/** …and so does one this many km away; the two multiply (2 years and 25,000 km away → a quarter). */
export const AUTOGAUGE_KM_HALF_LIFE = 25_000;
/** Confidence from the weighted count n is n / (n + 4): 4 perfect matches → 0.5, 12 → 0.75. */
export const AUTOGAUGE_COUNT_K = 4;
/** The market range leaves out the cheapest and the dearest 10 % of the comparables' weight. */
export const AUTOGAUGE_TAIL = 0.1;

/**
 * The price comparison for a car from other cars of the same make and model (the caller filters by make
 * and model and leaves the car itself out). Pure and deterministic.
 *
 * - Each comparable is weighted by how close it is: 0.5^(|Δyear| / 2 + |Δkm| / 25,000), so a same-year
 *   car with similar km counts fully and a car 4 years older counts a quarter. Comparables without a
 *   price (0) are ignored.
 * - market_range_min / max: the weighted 10th to 90th percentile of their prices, taken as the range
 *   left once the cheapest and dearest 10 % of the weight are dropped (whole dollars): 10 equal cars at
 *   20,000…29,000 give 21,000–28,000; 3 cars give their full min–max.
 * - fill: where the listing price sits in that range, measured from the top: (max − price) / (max − min),
 *   clamped to 0..1. A car priced at the market minimum (or below) fills 1 and reads 'Great Deal'; one
 *   at the maximum fills 0 ('Good Deal'); above the maximum the block hides it anyway. With no spread
 *   (min = max) a price below fills 1, equal 0.5, above 0.
 * - confidence: n / (n + 4) × tightness, where n is the sum of the weights (so far-off comparables add
 *   little) and tightness = 1 / (1 + (max − min) / mean price): a market spread of 30 % of the mean gives
 *   0.77. It grows with more or closer comparables and with a narrower market; e.g. 3 exact matches
 *   with a 30 % spread ≈ 0.33 (shown), 3 comparables five years away ≈ 0.09 (hidden below 0.2).
 * - description is left out: the block then labels by fill.
 * Returns null for fewer than 3 usable comparables or a car without a price.
 */
export function computeAutogauge(
  car: Comparable,
  comparables: readonly Comparable[],
): Omit<PriceComparison, 'description'> | null {
  const listing = car.price;
  if (!(Number.isFinite(listing) && listing > 0)) return null;
  const usable = comparables.filter(
    (c) => Number.isFinite(c.price) && c.price > 0 && Number.isFinite(c.year) && Number.isFinite(c.km),
  );
  if (usable.length < AUTOGAUGE_MIN_COMPARABLES) return null;

  const weighted = usable
    .map((c) => ({
      price: c.price,
      weight:
        0.5 **
        (Math.abs(c.year - car.year) / AUTOGAUGE_YEAR_HALF_LIFE +
          Math.abs(c.km - (Number.isFinite(car.km) ? car.km : c.km)) / AUTOGAUGE_KM_HALF_LIFE),
    }))
    .sort((a, b) => a.price - b.price);
  const n = weighted.reduce((sum, c) => sum + c.weight, 0);
  if (!(n > 0)) return null; // every comparable infinitely far away

  const range = trimmedRange(weighted, AUTOGAUGE_TAIL);
  const min = Math.round(range.min);
  const max = Math.round(range.max);
  const mean = weighted.reduce((sum, c) => sum + c.price * c.weight, 0) / n;
  const fill =
    max > min
      ? Math.min(1, Math.max(0, (max - listing) / (max - min)))
      : listing < min
        ? 1
        : listing > max
          ? 0
          : 0.5;
  const tightness = 1 / (1 + (max - min) / mean);
  return {
    fill,
    listing_price: listing,
    market_range_min: min,
    market_range_max: max,
    confidence: (n / (n + AUTOGAUGE_COUNT_K)) * tightness,
  };
}

/**
 * The weighted market range: drop the cheapest and the dearest `tail` share of the total weight and
 * span what is left. A comparable is dropped only when the weight up to and including it is within the
 * tail, so with 10 equal cars the 10 % tails drop exactly the cheapest and the dearest, with 3 equal
 * cars none, and a far-off car carrying 0.2 % of the weight is dropped whatever its price (it cannot
 * drag the range the way interpolating between percentiles would).
 */
function trimmedRange(
  sorted: readonly { price: number; weight: number }[],
  tail: number,
): { min: number; max: number } {
  const total = sorted.reduce((sum, c) => sum + c.weight, 0);
  const cut = tail * total;
  let below = 0;
  let min = sorted[sorted.length - 1].price;
  for (const c of sorted) {
    below += c.weight;
    if (below > cut) {
      min = c.price;
      break;
    }
  }
  let above = 0;
  let max = sorted[0].price;
  for (let i = sorted.length - 1; i >= 0; i--) {
    above += sorted[i].weight;
    if (above > cut) {
      max = sorted[i].price;
      break;
    }
  }
  return { min, max: Math.max(min, max) };
}

// ── Price block (AF §2) ─────────────────────────────────────────────────────────────────────────

export const PREORDER_LABEL = 'PREORDER';

export type PriceBlock = {
  /** The price to pay, or null when the car has none (then `noPriceText` shows). */
  now: number | null;
  /** The struck-through earlier price, only when above `now`. */
  was: number | null;
  priceType: string | null;
  noPriceText: string | null;
  /** The weekly subscription price, on sites that offer subscriptions. */
  subscription: number | null;
  preorder: boolean;
};

/**
 * The sidebar's price block (AF §2: was price, now price, subscription price, PREORDER, or a configured
 * no-price text). Now and was are the shopper's price (shownPrice), the same everywhere: price 30,000 +
 * offer 28,500 → now 28,500 was 30,000; price 0 → 'Enquire for price.'.
 */
export function priceBlock(
  car: PricedCar & {
    subscriptionPrice: number | null;
    priceType: string | null;
    preorder: boolean;
  },
  site: { noPriceText: string; offersSubscription: boolean },
): PriceBlock {
  const { now, was } = shownPrice(car);
  const subscription = car.subscriptionPrice;
  return {
    now,
    was,
    priceType: now === null ? null : car.priceType,
    noPriceText: now === null ? site.noPriceText : null,
    subscription: site.offersSubscription && subscription !== null && subscription > 0 ? subscription : null,
    preorder: car.preorder,
  };
}

// ── Market price indicator (AF §5) ──────────────────────────────────────────────────────────────

/** The indicator shows only when the price is MORE than this below the average market price. */
export const MARKET_INDICATOR_MARGIN = 499;

/**
 * AF §5: shown only when price is more than 499 below the average market price: average 30,000 →
 * price 29,501 (499 below) hidden, 29,500 (500 below) shown. A car without a price (0) or without an
 * average is never "below market".
 */
export function showsMarketIndicator(
  price: number | null | undefined,
  averageMarketPrice: number | null | undefined,
): boolean {
  if (typeof price !== 'number' || !(price > 0)) return false;
  if (typeof averageMarketPrice !== 'number' || !Number.isFinite(averageMarketPrice)) return false;
  return averageMarketPrice - price > MARKET_INDICATOR_MARGIN;
}

/** dd/MM/yyyy (AF §9): '2027-03-09' → '09/03/2027'. Dates are calendar dates, read without time zones. */
export function formatDate(value: string | Date | null | undefined): string | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return `${pad(value.getUTCDate())}/${pad(value.getUTCMonth() + 1)}/${value.getUTCFullYear()}`;
  }
  if (isBlankValue(value)) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec((value as string).trim());
  return m ? `${m[3]}/${m[2]}/${m[1]}` : (value as string).trim();
}

export type KeyInfoCar = Partial<{
  itemType: string;
  carType: string;
  stocknum: string | null;
  vin: string | null;
  km: number | null;
  simpleBody: string | null;
  trans: string | null;
  simpleTransmission: string | null;
  fuel: string | null;
  simpleFuel: string | null;
  drive: string | null;
  simpleDrive: string | null;
  engineSize: string | null;
  engineSizeLitres: number | null;
  seats: number | null;
  doors: number | null;
  colour: string | null;
  interiorColour: string | null;
  regplate: string | null;
  regoExpiry: string | Date | null;
  buildDate: string | Date | null;
  complianceDate: string | Date | null;
}>;

/**
 * The key information grid (AF §2), in this order, blank values left out: Stock Number, VIN, Odometer
 * ('45,210 km'; left out for new cars, as on the card), Body Type, Transmission (the full text, else the
 * simple one), Fuel Type, Drive Type, Engine (the text, else '2.5L' from litres), Seats, Doors, Colour,
 * Interior Colour, Rego, Rego Expiry, Build Date, Compliance Date (dates as dd/MM/yyyy). Fields the item
 * type does not have are left out too (a caravan's '0 km' and 'Doors 1', a motorcycle's doors).
 */
export function keyInformationLines(car: KeyInfoCar): SpecLine[] {
  const first = (...values: unknown[]) => values.find((v) => !isBlankValue(v));
  const has = (field: DrivenField) => hasField(car.itemType, field);
  const litres = car.engineSizeLitres;
  return lines([
    ['Stock Number', car.stocknum],
    ['VIN', car.vin],
    [
      'Odometer',
      !has('odometer') || car.carType === 'new' || isBlankValue(car.km)
        ? null
        : `${formatNumber(car.km as number)} km`,
    ],
    ['Body Type', car.simpleBody],
    ['Transmission', has('transmission') ? first(car.trans, car.simpleTransmission) : null],
    ['Fuel Type', has('fuel') ? first(car.fuel, car.simpleFuel) : null],
    ['Drive Type', has('drive') ? first(car.drive, car.simpleDrive) : null],
    [
      'Engine',
      has('engine')
        ? first(car.engineSize, isBlankValue(litres) ? null : `${(litres as number).toFixed(1)}L`)
        : null,
    ],
    ['Seats', has('seats') ? car.seats : null],
    ['Doors', has('doors') ? car.doors : null],
    ['Colour', car.colour],
    ['Interior Colour', car.interiorColour],
    ['Rego', car.regplate],
    ['Rego Expiry', formatDate(car.regoExpiry)],
    ['Build Date', formatDate(car.buildDate)],
    ['Compliance Date', formatDate(car.complianceDate)],
  ]);
}

/**
 * All Specifications (SV §2, AF §3 variant), blank values left out: Cylinders, Engine Size ('2.5 L',
 * else '2,487 cc'), Induction, Gears (the car's gear count), Gear Type, Fuel Consumption ('6.8 L/100km'),
 * Fuel Capacity ('60 L'), GVM ('2,200 kg'), Length / Height / Width ('4,600 mm'), Towing Capacity
 * (Braked) ('1,500 kg'), Body Configuration (the variant's, else the car's), Torque ('250 Nm'), ANCAP
 * Rating ('5 Stars', '1 Star').
 */
export function specificationLines(
  variant: Variant | null | undefined,
  car: Partial<{
    gearnum: number | null;
    engineSizeLitres: number | null;
    bodyconfiguration: string | null;
  }> = {},
): SpecLine[] {
  const v = variant ?? {};
  const unit = (value: number | null | undefined, suffix: string, format = formatNumber) =>
    isBlankValue(value) ? null : `${format(value as number)} ${suffix}`;
  const decimal = (n: number) => String(Math.round(n * 100) / 100);
  const litres = isBlankValue(v.enginesize_litres) ? car.engineSizeLitres : v.enginesize_litres;
  const ancap = v.ancaprating;
  return lines([
    ['Cylinders', v.cylinders],
    ['Engine Size', unit(litres, 'L', (n) => n.toFixed(1)) ?? unit(v.enginesize, 'cc')],
    ['Induction', v.induction],
    ['Gears', car.gearnum],
    ['Gear Type', v.geartype],
    ['Fuel Consumption', unit(v.fuelconsumptioncombined, 'L/100km', decimal)],
    ['Fuel Capacity', unit(v.fuelcapacity, 'L', decimal)],
    ['GVM', unit(v.grossvehiclemass, 'kg')],
    ['Length', unit(v.vehiclelength, 'mm')],
    ['Height', unit(v.vehicleheight, 'mm')],
    ['Width', unit(v.vehiclewidth, 'mm')],
    ['Towing Capacity (Braked)', unit(v.towingcapacitybraked, 'kg')],
    ['Body Configuration', isBlankValue(v.bodyconfiguration) ? car.bodyconfiguration : v.bodyconfiguration],
    ['Torque', unit(v.torque, 'Nm')],
    ['ANCAP Rating', isBlankValue(ancap) ? null : `${ancap} ${ancap === 1 ? 'Star' : 'Stars'}`],
  ]);
}

/** The feature list (standard equipment): blank and 'null' items dropped, duplicates once, order kept. */
export function featureList(items: readonly (string | null | undefined)[] | null | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items ?? []) {
    if (isBlankValue(item)) continue;
    const text = (item as string).trim();
    if (seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    out.push(text);
  }
  return out;
}

function lines(pairs: [string, unknown][]): SpecLine[] {
  return pairs
    .filter(([, value]) => !isBlankValue(value))
    .map(([label, value]) => ({ label, value: String(value).trim() }));
}

// ── Caravan specifications (AF §2, §9) ──────────────────────────────────────────────────────────

export const FEET_TO_METRES = 0.3048;

const feet = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 2 });

/** 20 → '20 ft (6.10 m)'; 7.5 → '7.5 ft (2.29 m)'. */
export function feetAndMetres(ft: number): string {
  return `${feet.format(ft)} ft (${(ft * FEET_TO_METRES).toFixed(2)} m)`;
}

/**
 * Caravan specs (AF §2), blank values left out: Length and Width in feet and metres, Sleeps, Tare
 * Weight and ATM (aggregate trailer mass) in kg ('2,150 kg'), Axle Type.
 */
export function caravanSpecLines(specs: CaravanSpecs | null | undefined): SpecLine[] {
  const s = specs ?? {};
  const kg = (n: number | undefined) => (isBlankValue(n) ? null : `${formatNumber(n as number)} kg`);
  return lines([
    ['Length', isBlankValue(s.body_length) ? null : feetAndMetres(s.body_length as number)],
    ['Width', isBlankValue(s.body_width) ? null : feetAndMetres(s.body_width as number)],
    ['Sleeps', s.sleeps],
    ['Tare Weight', kg(s.tare_weight)],
    ['ATM', kg(s.aggregate_trailer_mass)],
    ['Axle Type', s.axle_type],
  ]);
}

// ── Availability (SV §4, AF §4) ─────────────────────────────────────────────────────────────────

export const SOLD_HEADING = 'SOLD';
export const SOLD_TEXT =
  "Unfortunately this vehicle recently sold. But don't worry, we can help you find a similar vehicle!";
export const SIMILAR_PROMPT = 'Like this and want something similar?';
export const FIND_SIMILAR_LABEL = 'Find Me Something Similar';
export const FIND_SIMILAR_MESSAGE = 'Can you please find me something similar?';
export const FIND_SIMILAR_SUBCATEGORY = 'Find me something similar';

/** in_stock and coming_soon are available, anything else is sold (shared with the cards). */
export function vehicleAvailability(status: string): 'available' | 'sold' {
  return isAvailable(status) ? 'available' : 'sold';
}

/**
 * What the page shows: only an in_stock car gets price and action buttons ('full'); every other
 * status gets only the similar-cars list ('similar-only', SV §2, §4). A coming_soon car is available
 * (no SOLD heading) but not in stock, so it too shows only the similar list with 'Like this and want
 * something similar?'; a sold car adds the SOLD heading and text.
 */
export function vehiclePageMode(status: string): 'full' | 'similar-only' {
  return status === 'in_stock' ? 'full' : 'similar-only';
}

// ── Certified pre-owned (SV §4) ─────────────────────────────────────────────────────────────────

/** The name of a make's certified programme, also its badge's alt text: 'Toyota Certified Pre-Owned'. */
export function certifiedProgrammeName(make: string): string {
  return `${make.trim()} Certified Pre-Owned`;
}

// ── Action buttons and links (SV §2, AF §2, §5, §9) ────────────────────────────────────────────

type ActionButton = SiteConfig['buttons']['vehiclePage'][number];
export type VehicleButtonKind = Exclude<ActionButton, 'view-details'>;
export type VehicleButton = { kind: VehicleButtonKind; label: string; href: string; amount?: number };

/** A car whose tag is this (any case) is offered the test-drive form only. */
export const TEST_DRIVE_ONLY_TAG = 'Test Drive Only';
/** Reserve deposit when neither car nor site sets one (AF §9); the site config's default is also $200. */
export const RESERVE_DEPOSIT_DEFAULT = 200;

export type ButtonCar = {
  id: number;
  slug: string;
  status: string;
  tag?: string | null;
  price: number | null;
  carType: string;
  year: number;
  vin?: string | null;
  nvic?: string | null;
  dealershipSlug?: string | null;
  checkoutEnabled: boolean;
  tradeInAllowed: boolean;
  testDriveEnabled: boolean;
  reserveAmount: number | null;
  /** Finance is offered for the car on this site (financeDisplay): else no Finance button. */
  financeOffered: boolean;
};

export type ButtonConfig = {
  buttons: { vehiclePage: readonly ActionButton[] };
  buttonLabels: Partial<Record<ActionButton, string>>;
  copy: { enquireLabel: string };
  features: { checkout: boolean; checkoutRoute: SiteConfig['features']['checkoutRoute'] };
  carPage: { reserveDepositDefault: number };
};

export type ButtonOptions = FinanceLinkOptions & {
  /** '/trade-in' (default) or '/cars/trade-in' (AF §2 lists both). */
  tradeInPath?: '/trade-in' | '/cars/trade-in';
};

/**
 * The deposit the reserve button asks for. AF §5 says "reserve amount null or $0 hides the button" and
 * AF §9 "$200 default (when not configured)"; they fit as: the car's amount when it has one; null (not
 * configured for the car) → the site's carPage.reserveDepositDefault ($200 unless the site changes it);
 * an explicit 0, or a site default of 0 for a car without its own, → 0, which hides the button.
 * E.g. (null, 200) → 200; (0, 200) → 0; (500, 200) → 500; (null, 0) → 0.
 */
export function reserveDeposit(carAmount: number | null | undefined, siteDefault: number): number {
  const amount = carAmount ?? siteDefault;
  return Number.isFinite(amount) && amount > 0 ? amount : 0;
}

export function isTestDriveOnly(tag: string | null | undefined): boolean {
  return (tag ?? '').trim().toLowerCase() === TEST_DRIVE_ONLY_TAG.toLowerCase();
}

/**
 * The sidebar's action buttons, in the site's order (AF §5, SV §2):
 * - none unless the car is in_stock;
 * - a car tagged 'Test Drive Only' gets just the test-drive button (even where the site does not list
 *   it): that is "the rule on the car" which offers the test-drive form instead of enquiry and finance;
 * - otherwise the site's buttons, of which reserve needs checkout on for the site AND the car and a
 *   deposit above $0 (reserveDeposit), trade-in needs the car to allow it, test drive needs the car's
 *   testDriveEnabled, finance needs finance offered for the car (not an excluded make or dealership);
 *   enquire always shows. 'view-details' has no place on the page itself.
 * Links: reserve /cars/{slug}/{checkout|buy-online}; enquire and test drive open the page's forms
 * (#enquire, #test-drive); finance the finance link below; trade-in /trade-in?car_id={id}.
 */
export function vehiclePageButtons(
  car: ButtonCar,
  config: ButtonConfig,
  options: ButtonOptions = {},
): VehicleButton[] {
  if (car.status !== 'in_stock') return [];
  const labels = buttonLabels(config);
  const path = `/cars/${car.slug}`;
  const deposit = reserveDeposit(car.reserveAmount, config.carPage.reserveDepositDefault);
  const make = (kind: VehicleButtonKind): VehicleButton => {
    switch (kind) {
      case 'reserve':
        return {
          kind,
          label: labels[kind],
          href: `${path}/${config.features.checkoutRoute}`,
          amount: deposit,
        };
      case 'enquire':
        return { kind, label: labels[kind], href: `${path}#enquire` };
      case 'test-drive':
        return { kind, label: labels[kind], href: `${path}#test-drive` };
      case 'finance':
        return { kind, label: labels[kind], href: financeLink(car, options) };
      case 'trade-in':
        return { kind, label: labels[kind], href: tradeInHref(car.id, options.tradeInPath) };
    }
  };
  if (isTestDriveOnly(car.tag)) return [make('test-drive')];
  const kinds = config.buttons.vehiclePage.filter((kind): kind is VehicleButtonKind => {
    switch (kind) {
      case 'view-details':
        return false;
      case 'reserve':
        return config.features.checkout && car.checkoutEnabled && deposit > 0;
      case 'trade-in':
        return car.tradeInAllowed;
      case 'test-drive':
        return car.testDriveEnabled;
      case 'finance':
        return car.financeOffered;
      default:
        return true;
    }
  });
  return kinds.map(make);
}

/** The sticky header's spec labels (AF §2); its finance button keeps the site's finance call to action. */
export const STICKY_TRADE_IN_LABEL = 'Trade-In Valuation';

export type StickyActions = {
  finance: VehicleButton | null;
  tradeIn: VehicleButton | null;
  /** The phone bar's main action: the first enquiry or test-drive button. */
  enquire: VehicleButton | null;
};

/**
 * The sticky header's Get Finance and Trade-In Valuation and the phone bar's enquiry, taken from the
 * page's own buttons (vehiclePageButtons), so the bars never offer what the site or the car leaves out:
 * a site without a trade-in button, or a car that does not allow trade-in, has none in the bars either.
 */
export function stickyActions(buttons: readonly VehicleButton[]): StickyActions {
  const find = (...kinds: VehicleButtonKind[]) => buttons.find((b) => kinds.includes(b.kind)) ?? null;
  return { finance: find('finance'), tradeIn: find('trade-in'), enquire: find('enquire', 'test-drive') };
}

/** '/trade-in?car_id=42' (or '/cars/trade-in?car_id=42'). */
export function tradeInHref(carId: number, path: '/trade-in' | '/cars/trade-in' = '/trade-in'): string {
  return `${path}?car_id=${carId}`;
}

export type FinanceLinkOptions = {
  /** preferredDealership: defaults to the car's dealership slug. */
  preferredDealership?: string;
  /** loanTerm in years: defaults to the quick quote's 5 (AF §9), what the finance page starts from. */
  loanTerm?: number;
  /** whoIsHelping: the staff member or channel helping; blank unless given. */
  whoIsHelping?: string;
};

/**
 * The finance link of AF §2, with the names it lists, always all of them and in this order:
 * /finance?preferredDealership={dealership slug}&vehiclePriceBudget={price}&car_id={id}&car_type={type}
 * &vin={vin}&nvic={nvic}&year={year}&loanTerm={5}&selfAssessedCreditScore=GREAT&whoIsHelping={…}
 * #finance-form. The spec's alternatives (price, credit_score) are not used. A missing value is an empty
 * parameter (vin=), never the text 'null'; a price counts only above 10, as in finance.
 */
export function financeLink(
  car: Pick<ButtonCar, 'id' | 'price' | 'carType' | 'vin' | 'nvic' | 'year' | 'dealershipSlug'>,
  options: FinanceLinkOptions = {},
): string {
  const text = (v: unknown) => (isBlankValue(v) ? '' : String(v).trim());
  const price = typeof car.price === 'number' && car.price > 10 ? car.price : null;
  const params = new URLSearchParams([
    ['preferredDealership', text(options.preferredDealership ?? car.dealershipSlug)],
    ['vehiclePriceBudget', text(price)],
    ['car_id', String(car.id)],
    ['car_type', text(car.carType)],
    ['vin', text(car.vin)],
    ['nvic', text(car.nvic)],
    ['year', text(car.year)],
    ['loanTerm', String(options.loanTerm ?? QUOTE_TERM.default)],
    ['selfAssessedCreditScore', 'GREAT'],
    ['whoIsHelping', text(options.whoIsHelping)],
  ]);
  return `/finance?${params.toString()}#finance-form`;
}

// ── Announcement bar (AF §2) ────────────────────────────────────────────────────────────────────

/**
 * 'Located at {city}' when the car's location city differs from the primary location's, compared
 * trimmed and case-insensitively ('Cairns' vs 'Brisbane' → 'Located at Cairns'; 'BRISBANE' vs
 * 'Brisbane' → null). null when either city is unknown: there is nothing to differ from.
 */
export function announcementCity(
  carCity: string | null | undefined,
  primaryCity: string | null | undefined,
): string | null {
  const car = (carCity ?? '').trim();
  const primary = (primaryCity ?? '').trim();
  if (!car || !primary || car.toLowerCase() === primary.toLowerCase()) return null;
  return `Located at ${car}`;
}

// ── Breadcrumb (AF §2) ──────────────────────────────────────────────────────────────────────────

export type Crumb = { label: string; href: string | null };

const CAR_TYPE_CRUMBS: Record<string, { label: string; slug: string }> = {
  new: { label: 'New Cars', slug: 'new-cars' },
  demo: { label: 'Demo Cars', slug: 'demo-cars' },
  used: { label: 'Used Cars', slug: 'used-cars' },
};

/**
 * Home, the car-type link, make, model, simple body, then the current title (no link). Links are
 * /search/new-cars | demo-cars | used-cars, /search/{make}, /search/{make}/{model}, /search/{body};
 * on used-car sites the same under /used-car/… with the car-type link being /used-car itself (that
 * route is used cars only). A simple body outside the whitelist (no page) and blank parts are left out.
 * E.g. a used Toyota RAV4 SUV → Home /, Used Cars /search/used-cars, Toyota /search/toyota, RAV4
 * /search/toyota/rav4, SUV /search/suv, '2021 Toyota RAV4 GX'.
 */
export function breadcrumb(
  car: { carType: string; make: string; model: string; simpleBody?: string | null; name: string },
  { usedCarRoutes }: { usedCarRoutes: boolean },
): Crumb[] {
  const prefix = usedCarRoutes ? '/used-car' : '/search';
  const crumbs: Crumb[] = [{ label: 'Home', href: '/' }];
  const type = CAR_TYPE_CRUMBS[car.carType];
  if (type) crumbs.push({ label: type.label, href: usedCarRoutes ? prefix : `${prefix}/${type.slug}` });
  const makeSlug = isBlankValue(car.make) ? '' : slugify(car.make);
  if (makeSlug) {
    crumbs.push({ label: car.make.trim(), href: `${prefix}/${makeSlug}` });
    const modelSlug = isBlankValue(car.model) ? '' : slugify(car.model);
    if (modelSlug) crumbs.push({ label: car.model.trim(), href: `${prefix}/${makeSlug}/${modelSlug}` });
  }
  const bodySlug = isBlankValue(car.simpleBody) ? null : bodyToSlug((car.simpleBody as string).trim());
  if (bodySlug) crumbs.push({ label: (car.simpleBody as string).trim(), href: `${prefix}/${bodySlug}` });
  crumbs.push({ label: car.name, href: null });
  return crumbs;
}

// ── helpers ─────────────────────────────────────────────────────────────────────────────────────

function pad(n: number): string {
  return String(n).padStart(2, '0');
}
