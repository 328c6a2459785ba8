import { describe, expect, it } from 'vitest';
import { AU_STATES, type AuState } from '@/lib/au-states';
import { DRIVE_AWAY_RATES, DRIVE_AWAY_RATES_AS_OF } from './drive-away-rates';
import {
  carDriveAway,
  type DriveAwayInput,
  type DutyCar,
  driveAwayEstimate,
  driveAwaySettings,
  excludesOnRoadCosts,
  qldEngineClass,
  stampDuty,
} from './drive-away-rules';
import { driveAwayBasis, driveAwayLine, driveAwayParts } from './drive-away-text';

// Each bracket boundary: one dollar below, exactly at (still the lower bracket: 'up to and including'),
// one dollar above. Figures worked by hand from the published schedules in drive-away-rates.ts.
type Row = [state: AuState, value: number, duty: number, car?: DutyCar];

const FOUR: DutyCar = { cylinders: 4, fuel: 'Petrol' };
const SIX: DutyCar = { cylinders: 6, fuel: 'Petrol' };
const EIGHT: DutyCar = { cylinders: 8, fuel: 'Petrol' };
const HYBRID: DutyCar = { cylinders: 4, fuel: 'Hybrid' };

describe('stampDuty: every bracket boundary, per state', () => {
  it.each<Row>([
    // NSW: $3 per $100 or part to 45,000; then 1,350 + $5 per $100 or part over 45,000.
    ['NSW', 100, 3],
    ['NSW', 101, 6],
    ['NSW', 44_999, 1_350],
    ['NSW', 45_000, 1_350],
    ['NSW', 45_001, 1_355],
    ['NSW', 60_000, 2_100],
    // QLD: the rate per $100 or part of the whole value, by engine; higher over 100,000.
    ['QLD', 99_999, 3_000, FOUR],
    ['QLD', 100_000, 3_000, FOUR],
    ['QLD', 100_001, 5_005, FOUR],
    ['QLD', 99_999, 3_500, SIX],
    ['QLD', 100_000, 3_500, SIX],
    ['QLD', 100_001, 5_505.5, SIX],
    ['QLD', 99_999, 4_000, EIGHT],
    ['QLD', 100_000, 4_000, EIGHT],
    ['QLD', 100_001, 6_006, EIGHT],
    ['QLD', 99_999, 2_000, HYBRID],
    ['QLD', 100_000, 2_000, HYBRID],
    ['QLD', 100_001, 4_004, HYBRID],
    ['QLD', 30_001, 903, {}],
    // VIC: per $200 or part of the whole value: 8.40, over 80,567 10.40, over 100,000 14, over 150,000 18.
    ['VIC', 80_566, 3_385.2],
    ['VIC', 80_567, 3_385.2],
    ['VIC', 80_568, 4_191.2],
    ['VIC', 99_999, 5_200],
    ['VIC', 100_000, 5_200],
    ['VIC', 100_001, 7_014],
    ['VIC', 149_999, 10_500],
    ['VIC', 150_000, 10_500],
    ['VIC', 150_001, 13_518],
    // SA: $1, $2, $3, $4 per $100 or part of the excess over 0, 1,000, 2,000, 3,000.
    ['SA', 999, 10],
    ['SA', 1_000, 10],
    ['SA', 1_001, 12],
    ['SA', 1_999, 30],
    ['SA', 2_000, 30],
    ['SA', 2_001, 33],
    ['SA', 2_999, 60],
    ['SA', 3_000, 60],
    ['SA', 3_001, 64],
    ['SA', 45_000, 1_740],
    // WA: 2.75 % to 25,000; a rate rising from 2.75 % to 6.5 % to 50,000; 6.5 % over 50,000.
    ['WA', 24_999, 687.5],
    ['WA', 25_000, 687.5],
    ['WA', 25_001, 687.53],
    ['WA', 37_500, 1_736.25], // 4.625 % → 4.63 %
    ['WA', 50_000, 3_250],
    ['WA', 50_001, 3_256.5],
    // TAS: $20 to 600; $3 per $100 or part to 35,000; 1,050 + $11 per $100 over 35,000; $4 per $100 over 40,000.
    ['TAS', 599, 20],
    ['TAS', 600, 20],
    ['TAS', 601, 21],
    ['TAS', 34_999, 1_050],
    ['TAS', 35_000, 1_050],
    ['TAS', 35_001, 1_061],
    ['TAS', 39_999, 1_600],
    ['TAS', 40_000, 1_600],
    ['TAS', 40_001, 1_604],
    // NT: $3 per $100 or part, one bracket.
    ['NT', 30_000, 900],
    ['NT', 30_001, 903],
    // ACT (used and B/C-rated): as NSW.
    ['ACT', 44_999, 1_350],
    ['ACT', 45_000, 1_350],
    ['ACT', 45_001, 1_355],
  ])('%s %d → %d', (state, value, duty, car) => {
    expect(stampDuty(state, value, car)).toBe(duty);
  });

  it('is 0 on no value', () => {
    expect(stampDuty('NSW', 0)).toBe(0);
  });
});

describe('qldEngineClass', () => {
  it.each<[DutyCar, string]>([
    [{ cylinders: 4, fuel: 'Electric' }, 'hybrid-electric'],
    [{ cylinders: 4, fuel: 'Plug-in Hybrid' }, 'hybrid-electric'],
    [{ cylinders: 4 }, '1-4'],
    [{ cylinders: 5 }, '5-6'],
    [{ cylinders: 6 }, '5-6'],
    [{ cylinders: 7 }, '7+'],
    [{}, '1-4'],
  ])('%o → %s', (car, engineClass) => {
    expect(qldEngineClass(car)).toBe(engineClass);
  });
});

describe('excludesOnRoadCosts: the price types that leave on-road costs out', () => {
  it.each<[string | null, boolean]>([
    ['Excl. Government Charges', true],
    ['EGC', true],
    ['Plus ORC', true],
    ['excl. on-roads', true],
    ['Drive Away', false],
    ['Driveaway', false],
    ['DAP', false],
    ['', false],
    [null, false],
  ])('%s → %s', (type, excludes) => {
    expect(excludesOnRoadCosts(type)).toBe(excludes);
  });
});

describe('driveAwayEstimate', () => {
  const base: DriveAwayInput = {
    price: 30_000,
    priceType: 'Excl. Government Charges',
    state: 'QLD',
    delivery: 995,
    car: FOUR,
  };

  it('adds duty on price plus delivery, registration, CTP and delivery (QLD)', () => {
    expect(driveAwayEstimate(base)).toEqual({
      total: 32_651,
      parts: { price: 30_000, stampDuty: 930, registration: 338.75, ctp: 386.8, delivery: 995 },
      state: 'QLD',
      asOf: DRIVE_AWAY_RATES_AS_OF,
    });
  });

  it('counts delivery in the dutiable value: NSW at the 45,000 boundary and a dollar past it', () => {
    const at = driveAwayEstimate({ ...base, state: 'NSW', price: 44_500, delivery: 500 });
    const past = driveAwayEstimate({ ...base, state: 'NSW', price: 44_500, delivery: 501 });
    expect(at?.parts?.stampDuty).toBe(1_350);
    expect(at?.total).toBe(44_500 + 1_350 + 453 + 555 + 500);
    expect(past?.parts?.stampDuty).toBe(1_355);
  });

  it('rounds the total to whole dollars', () => {
    expect(driveAwayEstimate({ ...base, state: 'WA', price: 25_001, delivery: 0 })?.total).toBe(
      25_001 + 688 + 418 + 488,
    );
  });

  it.each<[string, Partial<DriveAwayInput>]>([
    ['the price already includes on-road costs', { priceType: 'Drive Away' }],
    ['the price type is not given', { priceType: '' }],
    ['there is no price', { price: 0 }],
    ['the car is a motorcycle, truck or caravan', { car: { ...FOUR, itemType: 'truck' } }],
    ['an own figure on a drive-away price', { priceType: 'Drive Away', ownFigure: 31_990 }],
  ])('is null when %s', (_, over) => {
    expect(driveAwayEstimate({ ...base, ...over })).toBeNull();
  });

  it("shows the site's own figure for the car instead of the estimate", () => {
    expect(driveAwayEstimate({ ...base, ownFigure: 31_990 })).toEqual({
      total: 31_990,
      parts: null,
      state: 'QLD',
      asOf: null,
    });
  });

  it("starts on the site's home state with its dealer delivery", () => {
    expect(driveAwaySettings({ defaultState: 'nsw', carPage: { dealerDelivery: 995 } })).toEqual({
      state: 'NSW',
      delivery: 995,
    });
  });

  it('has rates, sources and a positive registration and CTP for every state', () => {
    for (const state of AU_STATES) {
      const rates = DRIVE_AWAY_RATES[state];
      expect(rates.registration).toBeGreaterThan(0);
      expect(rates.ctp).toBeGreaterThan(0);
      expect(rates.dutySource && rates.registrationSource && rates.ctpSource).toBeTruthy();
      expect(driveAwayEstimate({ ...base, state })?.total).toBeGreaterThan(30_000);
    }
  });
});

describe('how a drive-away figure reads', () => {
  const estimate = driveAwayEstimate({
    price: 30_000,
    priceType: 'EGC',
    state: 'QLD',
    delivery: 995,
    car: { cylinders: 4 },
  });

  it('names the total, the state, the basis and the rates’ date', () => {
    if (!estimate) throw new Error('an EGC price has an estimate');
    expect(driveAwayLine(estimate)).toBe('Est. drive-away $32,651 (QLD)');
    expect(driveAwayBasis(estimate)).toBe(
      'Price + stamp duty + registration + CTP + dealer delivery, rates as at 1 July 2025',
    );
    expect(driveAwayParts(estimate)).toEqual([
      ['Price', '$30,000'],
      ['Stamp duty (QLD)', '$930'],
      ['Registration, 12 months', '$338.75'],
      ['CTP insurance, 12 months', '$386.80'],
      ['Dealer delivery', '$995'],
    ]);
  });

  it('leaves delivery out of the basis when the site charges none', () => {
    const plain = driveAwayEstimate({ price: 30_000, priceType: 'EGC', state: 'NSW', delivery: 0 });
    expect(plain && driveAwayBasis(plain)).toBe(
      'Price + stamp duty + registration + CTP, rates as at 1 July 2025',
    );
    expect(plain && driveAwayParts(plain).map(([label]) => label)).not.toContain('Dealer delivery');
  });

  it("reads the dealer's own figure as theirs", () => {
    const own = driveAwayEstimate({
      price: 30_000,
      priceType: 'EGC',
      state: 'QLD',
      delivery: 0,
      ownFigure: 31_990,
    });
    expect(own && driveAwayLine(own)).toBe('Drive-away $31,990');
    expect(own && driveAwayBasis(own)).toBe("The dealer's drive-away price for this car");
  });
});

describe('carDriveAway: a stored car', () => {
  const stored = {
    price: 46_000,
    beforePrice: null,
    offerPrice: 45_000,
    priceType: 'Excl. Government Charges',
    driveAwayPrice: null,
    itemType: 'car',
    simpleFuel: 'Petrol',
    variant: { cylinders: 6 },
  };

  it('works from the shown price (the offer), in the site state or the one picked', () => {
    const settings = { state: 'QLD' as const, delivery: 0 };
    expect(carDriveAway(stored, settings)?.parts?.stampDuty).toBe(1_575);
    expect(carDriveAway(stored, settings, 'NSW')?.parts?.stampDuty).toBe(1_350);
  });

  it("shows the dealer's own drive-away price in place of an estimate", () => {
    const own = carDriveAway({ ...stored, driveAwayPrice: 47_990 }, { state: 'QLD', delivery: 0 });
    expect(own).toEqual({ total: 47_990, parts: null, state: 'QLD', asOf: null });
  });
});
