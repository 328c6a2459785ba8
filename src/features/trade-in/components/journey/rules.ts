// The journey's steps as forms: what each step's form starts with, what it gives back to the journey, the
// lookup's car as the confirm step shows it, and the valuation call's body. Pure: no I/O, no React.

import {
  EMPTY_VEHICLE,
  type JourneyDetails,
  type JourneyState,
  type JourneyVehicle,
  kmsOf,
} from '../../journey-rules';
import type { AdjustmentAnswers } from '../../valuation-rules';

export const REGO_NOT_FOUND_HINT = "We could not find that registration. Enter your car's details below.";
export const FAILED_MESSAGE = 'Something went wrong. Please try again.';

/** The shopper a signed-in page names: the details step starts with them. */
export type Shopper = { name?: string; last_name?: string; phone?: string; email?: string } | null;

/** Step 1's form: the plate and its state. */
export type RegoValues = { rego: string; regoState: string };
/** Step 2's form: the car as found or typed (the VIN the lookup gave is kept, not shown). */
export type VehicleValues = Omit<JourneyVehicle, 'vin'>;
/** Step 3's form: the odometer and the condition answers. */
export type ConditionValues = { kms: string; answers: Partial<AdjustmentAnswers> };
/** Step 4's form: the shopper's details. */
export type DetailsValues = JourneyDetails;

/** The signed-in shopper's details filled in where the journey has none yet. */
export function withShopper(journey: JourneyState, shopper: Shopper): JourneyState {
  const d = journey.details;
  return {
    ...journey,
    details: {
      ...d,
      name: d.name || shopper?.name || '',
      last_name: d.last_name || shopper?.last_name || '',
      phone: d.phone || shopper?.phone || '',
      email: d.email || shopper?.email || '',
    },
  };
}

export const regoValues = (s: JourneyState): RegoValues => ({ rego: s.rego, regoState: s.regoState });

export function vehicleValues(s: JourneyState): VehicleValues {
  const { year, make, model, badge, series } = s.vehicle;
  return { year, make, model, badge, series };
}

export const conditionValues = (s: JourneyState): ConditionValues => ({ kms: s.kms, answers: s.answers });

/** Each step's values put back into the journey as typed. */
export const withRego = (s: JourneyState, v: Partial<RegoValues>): JourneyState => ({
  ...s,
  rego: v.rego ?? s.rego,
  regoState: v.regoState ?? s.regoState,
});
export const withVehicle = (s: JourneyState, v: Partial<VehicleValues>): JourneyState => ({
  ...s,
  vehicle: { ...s.vehicle, ...definedOnly(v) },
});
export const withCondition = (s: JourneyState, v: Partial<ConditionValues>): JourneyState => ({
  ...s,
  kms: v.kms ?? s.kms,
  answers: v.answers
    ? { ...s.answers, ...(definedOnly(v.answers) as Partial<AdjustmentAnswers>) }
    : s.answers,
});
export const withDetails = (s: JourneyState, v: Partial<DetailsValues>): JourneyState => ({
  ...s,
  details: { ...s.details, ...definedOnly(v) },
});

/** The keys whose value is a string (a radio group none of whose options is chosen yet holds null). */
function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => typeof v === 'string')) as Partial<T>;
}

/** The lookup's car as the confirm step shows it: each field as text, '' where the register has none. */
export function vehicleFromLookup(found: Record<string, unknown> | null | undefined): JourneyVehicle {
  if (!found) return EMPTY_VEHICLE;
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  return {
    year: text(found.year),
    make: text(found.make),
    model: text(found.model),
    badge: text(found.badge),
    series: text(found.series),
    vin: text(found.vin),
  };
}

/** Text cleaned as it is typed: a year and a postcode take digits, an odometer digits and commas. */
export const digitsOnly = (text: string) => text.replace(/\D/g, '');
export const odometerText = (text: string) => text.replace(/[^\d,]/g, '');
export const plateText = (text: string) => text.toUpperCase();

/** The year a car may have been built, as the browser checks it: no later than next year. */
export const notYetBuilt = (year: number, now = new Date()) => year > now.getFullYear() + 1;

/** The valuation call's body (POST /api/trade-in/valuations) from the finished journey. */
export function valuationBody(
  journey: JourneyState,
  context: { carId: number | null; tradingIn: boolean; url: string; leadAttributes: unknown },
) {
  const d = journey.details;
  return {
    idempotency_key: journey.idempotencyKey,
    car_id: context.carId ?? undefined,
    rego: journey.rego,
    regoState: journey.regoState,
    vehicle: journey.vehicle,
    kms: kmsOf(journey.kms),
    ...d,
    // The select holds the id as text ('3'); the call takes the number.
    location_id: d.location_id ? Number(d.location_id) : undefined,
    'do-you-have-a-trade-in': context.tradingIn ? 'Yes' : 'No',
    url: context.url,
    lead_attributes: context.leadAttributes,
  };
}
