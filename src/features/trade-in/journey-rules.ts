// The trade-in journey's steps and what the browser keeps of an unfinished one (AF §3 valuation), so a
// reload or a phone call mid-way picks up where the shopper was. Pure: no I/O, no React.

import type { AdjustmentAnswers } from './valuation-rules';

export const JOURNEY_STEPS = [
  'Your car',
  'Confirm your car',
  'Condition',
  'Your details',
  'Your valuation',
] as const;
export type JourneyStep = 0 | 1 | 2 | 3 | 4;

export type JourneyVehicle = {
  year: string;
  make: string;
  model: string;
  badge: string;
  series: string;
  vin: string;
};

export type JourneyDetails = {
  name: string;
  last_name: string;
  phone: string;
  email: string;
  postcode: string;
  PreferredContactMethod: 'Phone' | 'Email' | 'SMS';
  location_id: string;
};

/** Everything typed so far, before the valuation exists on the server. */
export type JourneyState = {
  step: JourneyStep;
  rego: string;
  regoState: string;
  vehicle: JourneyVehicle;
  /** True when the lookup found the car: the confirm step then reads as a check, not a form. */
  found: boolean;
  kms: string;
  answers: Partial<AdjustmentAnswers>;
  details: JourneyDetails;
  /** One per journey: a retried submission is the same valuation. */
  idempotencyKey: string;
};

export const PREFERRED_CONTACT_METHODS = ['Phone', 'Email', 'SMS'] as const;
export const KMS_MESSAGE = 'Enter the kilometres on the odometer, 0 to 999,999.';
export const YEAR_MESSAGE = 'Enter the year the car was built.';
export const MAKE_MESSAGE = "Enter the car's make.";
export const MODEL_MESSAGE = "Enter the car's model.";

export const EMPTY_VEHICLE: JourneyVehicle = {
  year: '',
  make: '',
  model: '',
  badge: '',
  series: '',
  vin: '',
};

export function newJourney(regoState: string, idempotencyKey: string): JourneyState {
  return {
    step: 0,
    rego: '',
    regoState,
    vehicle: EMPTY_VEHICLE,
    found: false,
    kms: '',
    answers: {},
    details: {
      name: '',
      last_name: '',
      phone: '',
      email: '',
      postcode: '',
      PreferredContactMethod: 'Phone',
      location_id: '',
    },
    idempotencyKey,
  };
}

/**
 * Whether a location takes trade-ins, so the 'Nearest location' offers it: one that sells cars. A
 * location's type '' counts as sales (AF §2); a service or parts location does not buy cars.
 */
export const takesTradeIns = (locationType: string): boolean => (locationType.trim() || 'sales') === 'sales';

/** Where the unfinished journey is kept, per site (a site is one dealer's website). */
export const journeyKey = (siteSlug: string) => `${siteSlug}:trade-in-journey`;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown, max = 200) => (typeof v === 'string' ? v.slice(0, max) : '');

/**
 * A kept journey read back, or null when there is none or it is not one (junk, an older shape): every
 * field is checked and bounded, since storage is the browser's to change.
 */
export function parseJourney(value: unknown): JourneyState | null {
  if (!isObject(value) || typeof value.idempotencyKey !== 'string' || !value.idempotencyKey) return null;
  const step = Number(value.step);
  const vehicle = isObject(value.vehicle) ? value.vehicle : {};
  const details = isObject(value.details) ? value.details : {};
  const answers = isObject(value.answers) ? value.answers : {};
  const method = details.PreferredContactMethod;
  return {
    step: (Number.isInteger(step) && step >= 0 && step <= 3 ? step : 0) as JourneyStep,
    rego: str(value.rego, 20),
    regoState: str(value.regoState, 3),
    vehicle: {
      year: str(vehicle.year, 4),
      make: str(vehicle.make, 60),
      model: str(vehicle.model, 60),
      badge: str(vehicle.badge, 80),
      series: str(vehicle.series, 60),
      vin: str(vehicle.vin, 17),
    },
    found: value.found === true,
    kms: str(value.kms, 9),
    answers: Object.fromEntries(
      Object.entries(answers)
        .filter(([, v]) => typeof v === 'string')
        .map(([k, v]) => [k, str(v, 20)]),
    ) as Partial<AdjustmentAnswers>,
    details: {
      name: str(details.name, 60),
      last_name: str(details.last_name, 60),
      phone: str(details.phone, 30),
      email: str(details.email, 200),
      postcode: str(details.postcode, 4),
      PreferredContactMethod: method === 'Email' || method === 'SMS' ? method : 'Phone',
      location_id: str(details.location_id, 10),
    },
    idempotencyKey: value.idempotencyKey.slice(0, 100),
  };
}

/** The step whose form holds each field the valuation call may refuse ('vehicle.make' is 'make'). */
const FIELD_STEPS: Readonly<Record<string, JourneyStep>> = {
  rego: 0,
  regoState: 0,
  year: 1,
  make: 1,
  model: 1,
  badge: 1,
  series: 1,
  kms: 2,
  name: 3,
  last_name: 3,
  phone: 3,
  email: 3,
  postcode: 3,
  location_id: 3,
  PreferredContactMethod: 3,
};

/**
 * The valuation call's refusal as the journey shows it: each field's message by its name, the earliest
 * step holding one of them to go back to (the details step when none does), and the messages of fields
 * no step shows (a VIN the lookup gave), so none is lost.
 */
export function refusedFields(issues: readonly { field: string; message: string }[]): {
  step: JourneyStep;
  errors: Record<string, string>;
  unshown: string | null;
} {
  const errors: Record<string, string> = {};
  const unshown: string[] = [];
  let step: JourneyStep = 3;
  for (const issue of issues) {
    const name = issue.field.split('.').pop() ?? issue.field;
    const at = FIELD_STEPS[name];
    if (at === undefined) {
      if (!unshown.includes(issue.message)) unshown.push(issue.message);
      continue;
    }
    errors[name] ??= issue.message;
    if (at < step) step = at;
  }
  return { step, errors, unshown: unshown.length ? unshown.join(' ') : null };
}

/** The odometer as typed ('85,000') in whole km, or null when it is not a number. */
export function kmsOf(text: string): number | null {
  const digits = text.replace(/[,\s]/g, '');
  return /^\d{1,6}$/.test(digits) ? Number(digits) : null;
}
