// The government charges a drive-away estimate adds to a price that excludes them, per state: motor
// vehicle duty, 12 months' registration and compulsory third-party insurance (CTP) for a private
// passenger car. Data only, in one place: a change of rates is an edit here and to its tests' figures
// (drive-away-rules.test.ts checks every bracket boundary).
//
// These are the figures as published by each office at `asOf`. NSW's duty and registration and QLD's
// duty, registration and CTP were checked against the offices' pages; the other figures were written from
// them without that check. Confirm each against its source before go-live, and at each 1 July.
//
// Simplifications (a passenger car, a private owner, a metro address):
// - Duty is worked on the dutiable value the rules are given (price plus dealer delivery); offices use
//   the higher of that and market value, which for a dealer's advertised car is the price.
// - QLD duty depends on cylinders and on hybrid/electric; an unknown engine is taken as 1–4 cylinders.
// - VIC's rate applies to the whole value once it passes a threshold; the low-emission car rate is not
//   modelled (its first bracket is the same 4.2 %).
// - ACT duty for new cars follows each model's emissions rating; the used and B/C-rated schedule is used.
// - Registration and CTP vary by weight, cylinders, postcode and insurer: one typical figure per state
//   (a mid-size 4-cylinder private car, metro, 12 months).

import type { AuState } from '@/lib/au-states';

/** The date the rates below were published for (the start of the 2025–26 financial year). */
export const DRIVE_AWAY_RATES_AS_OF = '2025-07-01';

/**
 * One duty bracket: applies to values over `over` (up to the next bracket's `over`, inclusive).
 * Duty = base + rate × (the amount, in units of `per` dollars, a part unit counting as a whole one), where
 * the amount is the whole value (`on: 'whole'`) or the excess over `over` (`on: 'excess'`).
 * E.g. NSW over 45,000: base 1,350 + $5 per $100 or part of the excess.
 */
export type DutyBracket = {
  over: number;
  base: number;
  rate: number;
  per: 100 | 200;
  on: 'whole' | 'excess';
  /** WA's middle bracket: a percentage rising with the value (see `slidingPercent` in the rules). */
  sliding?: { fromPercent: number; fromValue: number; dollarsPerPoint: number };
};

/** QLD's duty schedules by engine (Queensland Revenue Office). */
export type QldEngineClass = 'hybrid-electric' | '1-4' | '5-6' | '7+';

export type StateRates = {
  duty: DutyBracket[] | Record<QldEngineClass, DutyBracket[]>;
  dutySource: string;
  registration: number;
  registrationSource: string;
  ctp: number;
  ctpSource: string;
};

const whole = (over: number, rate: number, per: 100 | 200 = 100): DutyBracket => ({
  over,
  base: 0,
  rate,
  per,
  on: 'whole',
});
const excess = (over: number, base: number, rate: number): DutyBracket => ({
  over,
  base,
  rate,
  per: 100,
  on: 'excess',
});

export const DRIVE_AWAY_RATES: Record<AuState, StateRates> = {
  NSW: {
    duty: [excess(0, 0, 3), excess(45_000, 1_350, 5)],
    dutySource: 'Revenue NSW, "Motor vehicle duty" (passenger vehicles)',
    // Registration fee $79 plus motor vehicle tax $374 (private use, 1,155–1,504 kg tare).
    registration: 453,
    registrationSource:
      'Transport for NSW, "Vehicle registration fees" (private car, 1,155–1,504 kg tare: fee plus vehicle tax)',
    ctp: 555,
    ctpSource: 'SIRA NSW, "Green Slip price check" (Class 1 private car, Sydney metro, typical)',
  },
  VIC: {
    duty: [whole(0, 8.4, 200), whole(80_567, 10.4, 200), whole(100_000, 14, 200), whole(150_000, 18, 200)],
    dutySource: 'State Revenue Office Victoria, "Motor vehicle duty" (passenger cars, non-primary producer)',
    registration: 382,
    registrationSource: 'VicRoads, "Registration fees" (passenger car, metro, 12 months)',
    ctp: 563,
    ctpSource: 'Transport Accident Commission, "TAC charges" (passenger car, metro)',
  },
  QLD: {
    duty: {
      'hybrid-electric': [whole(0, 2), whole(100_000, 4)],
      '1-4': [whole(0, 3), whole(100_000, 5)],
      '5-6': [whole(0, 3.5), whole(100_000, 5.5)],
      '7+': [whole(0, 4), whole(100_000, 6)],
    },
    dutySource: 'Queensland Revenue Office, "Vehicle registration duty rates"',
    // Registration fee $288.45 (4 cylinders, with the fee relief in force on the rates' date) plus the
    // traffic improvement fee $50.30.
    registration: 338.75,
    registrationSource:
      'Queensland Government, "Registration fees" (private car, 4 cylinders, 12 months, with traffic improvement fee)',
    ctp: 386.8,
    ctpSource: 'Motor Accident Insurance Commission, "CTP premiums" (Class 1 cars and station wagons)',
  },
  SA: {
    duty: [excess(0, 0, 1), excess(1_000, 10, 2), excess(2_000, 30, 3), excess(3_000, 60, 4)],
    dutySource: 'RevenueSA, "Motor vehicles" stamp duty (non-commercial vehicles)',
    registration: 327,
    registrationSource: 'Service SA, "Registration fees" (private car, 4 cylinders, metro)',
    ctp: 412,
    ctpSource: 'CTP Regulator SA, "CTP premiums" (passenger vehicle, metro)',
  },
  WA: {
    duty: [
      whole(0, 2.75),
      {
        ...whole(25_000, 0),
        sliding: { fromPercent: 2.75, fromValue: 25_000, dollarsPerPoint: 6_666.66 },
      },
      whole(50_000, 6.5),
    ],
    dutySource: 'RevenueWA, "Vehicle licence duty" (light vehicles)',
    registration: 418,
    registrationSource: 'Department of Transport WA, "Vehicle licence fees" (car, about 1,500 kg)',
    ctp: 488,
    ctpSource: 'Insurance Commission of WA, "Motor injury insurance" (Class 1 car, metro)',
  },
  TAS: {
    duty: [
      { over: 0, base: 20, rate: 0, per: 100, on: 'excess' },
      whole(600, 3),
      excess(35_000, 1_050, 11),
      whole(40_000, 4),
    ],
    dutySource: 'State Revenue Office Tasmania, "Motor vehicle duty" (passenger vehicles)',
    registration: 311,
    registrationSource: 'Transport Tasmania, "Registration fees" (car, 4 cylinders)',
    ctp: 395,
    ctpSource: 'Motor Accidents Insurance Board, "MAIB premiums" (private car)',
  },
  NT: {
    duty: [whole(0, 3)],
    dutySource: 'Territory Revenue Office, "Motor vehicle stamp duty"',
    registration: 258,
    registrationSource: 'NT Government, "Registration fees" (car, 4 cylinders)',
    ctp: 670,
    ctpSource: 'Territory Insurance Office, "Motor Accidents (Compensation) premiums" (private car)',
  },
  ACT: {
    duty: [excess(0, 0, 3), excess(45_000, 1_350, 5)],
    dutySource: 'ACT Revenue Office, "Motor vehicle duty" (used and B/C-rated vehicles)',
    registration: 437,
    registrationSource: 'Access Canberra, "Registration fees" (private car, 12 months)',
    ctp: 429,
    ctpSource: 'ACT Motor Accident Injuries Commission, "MAI premiums" (private car)',
  },
};
