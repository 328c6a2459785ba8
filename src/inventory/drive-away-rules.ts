// A car's estimated drive-away price for a shopper's state, where its advertised price excludes on-road
// costs: the price plus stamp duty, registration, CTP and the site's dealer delivery. The card, the
// vehicle page and the printed sheet all show the one figure this gives. Pure: no I/O.

import { type AuState, isAuState } from '@/lib/au-states';
import {
  DRIVE_AWAY_RATES,
  DRIVE_AWAY_RATES_AS_OF,
  type DutyBracket,
  type QldEngineClass,
} from './drive-away-rates';
import { type PricedCar, shownPrice } from './price-rules';

/** What duty depends on beyond the value: QLD's rates follow cylinders and hybrid/electric. */
export type DutyCar = { cylinders?: number | null; fuel?: string | null };

/** A site's side of the estimate: the shopper's state it starts on and its dealer delivery charge. */
export type DriveAwaySettings = { state: AuState; delivery: number };

export function driveAwaySettings(config: {
  defaultState: string;
  carPage: { dealerDelivery: number };
}): DriveAwaySettings {
  const state = config.defaultState.toUpperCase();
  return { state: isAuState(state) ? state : 'QLD', delivery: config.carPage.dealerDelivery };
}

/**
 * Whether an advertised price leaves out on-road costs (duty, registration, CTP), read from the feed's
 * price type: 'Excl. Government Charges', 'EGC', 'Plus ORC', 'excl. on-roads' do; 'Drive Away',
 * 'Driveaway', 'DAP' already include them; a blank type says nothing, so no estimate is shown.
 */
export function excludesOnRoadCosts(priceType: string | null | undefined): boolean {
  const type = (priceType ?? '').toLowerCase();
  return /\bexcl|\begc\b|\bplus orc\b|\+\s*orc\b|\bbefore on-?roads?\b/.test(type);
}

/** QLD's schedule for an engine: hybrid or electric by fuel, else by cylinders (unknown → 1–4). */
export function qldEngineClass(car: DutyCar): QldEngineClass {
  if (/electric|hybrid/i.test(car.fuel ?? '')) return 'hybrid-electric';
  const cylinders = car.cylinders ?? 0;
  if (cylinders >= 7) return '7+';
  if (cylinders >= 5) return '5-6';
  return '1-4';
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** WA's middle bracket: 2.75 % plus a point per 6,666.66 dollars over 25,000, to 2 decimal places. */
function slidingPercent(value: number, sliding: NonNullable<DutyBracket['sliding']>): number {
  return cents(sliding.fromPercent + (value - sliding.fromValue) / sliding.dollarsPerPoint);
}

function bracketDuty(value: number, brackets: DutyBracket[]): number {
  const bracket = brackets.findLast((b) => value > b.over) ?? brackets[0];
  if (bracket.sliding) return cents((value * slidingPercent(value, bracket.sliding)) / 100);
  const amount = bracket.on === 'whole' ? value : value - bracket.over;
  return cents(bracket.base + bracket.rate * Math.ceil(amount / bracket.per));
}

/**
 * Motor vehicle duty on a dutiable value (whole dollars) in a state, to the cent. E.g. NSW 45,000 →
 * 1,350 and 45,001 → 1,355 ($5 per $100 or part over 45,000); QLD 4 cylinders 100,000 → 3,000 and
 * 100,001 → 5,005 (5 % of the whole value once over 100,000).
 */
export function stampDuty(state: AuState, dutiableValue: number, car: DutyCar = {}): number {
  if (!(dutiableValue > 0)) return 0;
  const duty = DRIVE_AWAY_RATES[state].duty;
  return bracketDuty(dutiableValue, Array.isArray(duty) ? duty : duty[qldEngineClass(car)]);
}

export type DriveAwayEstimate = {
  /** Whole dollars: what the shopper would pay to drive the car away. */
  total: number;
  /** The estimate's parts; null when the figure is the dealer's own for the car. */
  parts: { price: number; stampDuty: number; registration: number; ctp: number; delivery: number } | null;
  state: AuState;
  /** The rates' date (ISO), null for the dealer's own figure. */
  asOf: string | null;
};

export type DriveAwayInput = {
  /** The shopper's price (shownPrice), whole dollars; 0 or null when the car has none. */
  price: number | null;
  priceType: string | null;
  state: AuState;
  /** The site's dealer delivery charge, whole dollars (0 when it sets none). */
  delivery: number;
  /** The rates are a passenger car's: a motorcycle, truck or caravan gets no estimate. */
  car?: DutyCar & { itemType?: string };
  /** The site's own drive-away figure for this car: where an estimate would show, it shows instead. */
  ownFigure?: number | null;
};

/**
 * The drive-away figure a shopper sees, or null when the price already includes on-road costs (or its
 * type is not given) or there is no price. Duty is on the price plus dealer delivery, as every state
 * counts delivery in the dutiable value; registration and CTP are the state's typical 12-month figures.
 * E.g. QLD, 4 cylinders, $30,000 excl. + $995 delivery → 30,000 + 930 + 338.75 + 386.80 + 995 = $32,651.
 */
export function driveAwayEstimate(input: DriveAwayInput): DriveAwayEstimate | null {
  const { price, state } = input;
  if (price === null || !(price > 0) || !excludesOnRoadCosts(input.priceType)) return null;
  if ((input.car?.itemType ?? 'car') !== 'car') return null;
  if (input.ownFigure != null && input.ownFigure > 0) {
    return { total: input.ownFigure, parts: null, state, asOf: null };
  }
  const delivery = Math.max(0, input.delivery);
  const rates = DRIVE_AWAY_RATES[state];
  const parts = {
    price,
    stampDuty: stampDuty(state, price + delivery, input.car),
    registration: rates.registration,
    ctp: rates.ctp,
    delivery,
  };
  const total = Math.round(parts.price + parts.stampDuty + parts.registration + parts.ctp + parts.delivery);
  return { total, parts, state, asOf: DRIVE_AWAY_RATES_AS_OF };
}

/** A car as stored (price fields, price type, item type, fuel and variant) with its shown price. */
export type StoredCar = PricedCar & {
  priceType: string | null;
  driveAwayPrice: number | null;
  itemType: string;
  simpleFuel: string | null;
  variant: { cylinders?: number | null } | null;
};

/** A stored car's drive-away figure for the site's state, or another the shopper picked. */
export function carDriveAway(
  car: StoredCar,
  settings: DriveAwaySettings,
  state: AuState = settings.state,
): DriveAwayEstimate | null {
  return driveAwayEstimate({
    price: shownPrice(car).now,
    priceType: car.priceType,
    ownFigure: car.driveAwayPrice,
    state,
    delivery: settings.delivery,
    car: { cylinders: car.variant?.cylinders, fuel: car.simpleFuel, itemType: car.itemType },
  });
}
