// Pure rules of the vehicle page's spec lists (AF §2, §3, §9; SV §2): key information, all
// specifications, the feature list and caravan specs, each collapsed to its first lines until the shopper
// expands it. No I/O, no React, no DOM.

import type { CaravanSpecs, Variant } from '@/db/json-types';
import { formatNumber } from '@/lib/money';
import { isBlankValue } from './blank-value-rules';
import { type DrivenField, hasField } from './item-type-rules';

export type SpecLine = { label: string; value: string };
export type ToggleLabels = { more: string; less: string };

/** Key information shows 4 lines until 'Show More' (AF §2). */
export const KEY_INFO_INITIAL = 4;
export const KEY_INFO_TOGGLE: ToggleLabels = { more: 'Show More', less: 'Show Less' };
/** All Specifications shows 4 until 'Show All Specs' (SV §2, §9). */
export const SPECS_INITIAL = 4;
export const SPECS_TOGGLE: ToggleLabels = { more: 'Show All Specs', less: 'Hide Specs' };
/** The feature list shows 8 until 'Show All' (AF §2). */
export const FEATURES_INITIAL = 8;
export const FEATURES_TOGGLE: ToggleLabels = { more: 'Show All', less: 'Hide' };

/** The lines a collapsed list shows: the first `initial`, or all when expanded. */
export function visibleLines<T>(lines: readonly T[], initial: number, expanded: boolean): T[] {
  return expanded ? [...lines] : lines.slice(0, initial);
}

/** The toggle's label, or null when everything already fits (5 lines with 4 initial → a toggle; 4 → none). */
export function toggleLabel(count: number, initial: number, expanded: boolean, labels: ToggleLabels) {
  if (count <= initial) return null;
  return expanded ? labels.less : labels.more;
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

function pad(n: number): string {
  return String(n).padStart(2, '0');
}
