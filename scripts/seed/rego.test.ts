import { describe, expect, it } from 'vitest';
import { plateProblem } from '../../src/features/trade-in/plate-rules';
import { AU_STATES, type AuState } from '../../src/lib/au-states';
import { regplate } from './cars';
import { MAKES } from './catalogue';
import { badgesFor, seriesFor } from './generations';
import { Random } from './random';
import {
  DEMO_OLD_PLATE,
  DEMO_PLATES,
  DEMO_REGISTRATIONS,
  PRIVATE_PER_STATE,
  type RegoRow,
  registrationRows,
} from './rego';

const NOW = new Date('2026-11-22T09:00:00.000Z');

/** Each state's standard plate series. */
const PLATE_FORMATS: Record<AuState, RegExp> = {
  NSW: /^[A-Z]{2}\d{2}[A-Z]{2}$/,
  VIC: /^\d[A-Z]{2}\d[A-Z]{2}$/,
  QLD: /^\d{3}[A-Z]{3}$/,
  SA: /^S\d{3}[A-Z]{3}$/,
  WA: /^\d[A-Z]{3}\d{3}$/,
  TAS: /^[A-Z]\d{2}[A-Z]{2}$/,
  NT: /^C[A-Z]\d{2}[A-Z]{2}$/,
  ACT: /^Y[A-Z]{2}\d{2}[A-Z]$/,
};

const models = new Map(
  MAKES.flatMap((make) => make.models.map((m) => [`${make.carMake}|${m.name}`, m] as const)),
);

/** What about a registration the catalogue could not have sold: an empty list when it all fits. */
function misfits(row: RegoRow): string[] {
  const model = models.get(`${row.make}|${row.model}`);
  if (!model) return [`${row.plate}: ${row.make} ${row.model} is not in the catalogue`];
  const badges = badgesFor(model.badges, row.year).map((b) => b.name);
  const badgeFits =
    row.badge === null || badges.some((b) => b === row.badge || b === `${model.name} ${row.badge}`);
  const seriesFits = (row.series ?? null) === seriesFor(model.generations, row.year);
  return badgeFits && seriesFits ? [] : [`${row.plate}: ${row.year} ${row.model} ${row.badge} ${row.series}`];
}

const car = (state: string | null, plate: string | null, model = 'Corolla') => ({
  state,
  plate,
  vin: null,
  year: 2019,
  make: 'Toyota',
  model,
  badge: 'SX',
  series: 'ZWE211R',
  body: 'Hatch',
  colour: 'Glacier White',
  fuel: 'Hybrid',
  transmission: 'Automatic',
});

describe('regplate', () => {
  it.each(AU_STATES)(
    'draws %s plates of its standard series, each one a plate the lookup accepts',
    (state) => {
      const rng = new Random(42).fork(state);
      for (let i = 0; i < 200; i++) {
        const plate = regplate(rng, state);
        expect(plate).toMatch(PLATE_FORMATS[state]);
        expect(plateProblem(plate, state)).toBeNull();
      }
    },
  );
});

describe('the demo plates', () => {
  it('name one registration per state, of a recent car, and an old one in QLD', () => {
    expect(Object.keys(DEMO_PLATES)).toEqual([...AU_STATES]);
    for (const state of AU_STATES) {
      const row = DEMO_REGISTRATIONS.find((r) => r.state === state && r.plate === DEMO_PLATES[state]);
      expect(row?.year).toBeGreaterThanOrEqual(NOW.getUTCFullYear() - 5);
      expect(DEMO_PLATES[state]).toMatch(PLATE_FORMATS[state]);
    }
    const old = DEMO_REGISTRATIONS.find((r) => r.state === 'QLD' && r.plate === DEMO_OLD_PLATE.plate);
    expect(old?.year).toBeLessThanOrEqual(NOW.getUTCFullYear() - 8);
    expect(DEMO_REGISTRATIONS).toHaveLength(AU_STATES.length + 1);
  });

  it('are cars the catalogue sells, with a badge and series of their year', () => {
    expect(DEMO_REGISTRATIONS.flatMap(misfits)).toEqual([]);
    for (const row of DEMO_REGISTRATIONS) expect(row.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
  });
});

describe('registrationRows', () => {
  const rows = registrationRows([], new Random(7), { now: NOW });

  it('registers private cars in every state on plates of its series, from 2006 to 2025', () => {
    for (const state of AU_STATES) {
      const inState = rows.filter((r) => r.state === state);
      expect(inState.length).toBeGreaterThanOrEqual(PRIVATE_PER_STATE);
      expect(PRIVATE_PER_STATE).toBeGreaterThanOrEqual(40);
      for (const row of inState) expect(row.plate).toMatch(PLATE_FORMATS[state]);
    }
    const years = rows.map((r) => r.year);
    expect(Math.min(...years)).toBeGreaterThanOrEqual(2006);
    expect(Math.max(...years)).toBeLessThanOrEqual(2025);
    // Old cars get no online valuation: the register must hold some, but not most.
    const old = rows.filter((r) => r.year <= NOW.getUTCFullYear() - 8).length / rows.length;
    expect(old).toBeGreaterThan(0.15);
    expect(old).toBeLessThan(0.6);
  });

  it('describes each private car as the catalogue sold it: badge and series of its year', () => {
    expect(rows.flatMap(misfits)).toEqual([]);
    expect(rows.filter((r) => r.badge !== null).length / rows.length).toBeGreaterThan(0.8);
    expect(rows.filter((r) => r.series !== null).length / rows.length).toBeGreaterThan(0.5);
    for (const row of rows) {
      expect(row.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      expect(['Automatic', 'Manual']).toContain(row.transmission);
      expect(['Petrol', 'Diesel', 'Hybrid', 'Electric', 'Plug-in Hybrid']).toContain(row.fuel);
      expect(row.body && row.colour).toBeTruthy();
    }
  });

  it('is the same for the same random stream and another for another', () => {
    expect(registrationRows([], new Random(7), { now: NOW })).toEqual(rows);
    expect(registrationRows([], new Random(8), { now: NOW })).not.toEqual(rows);
  });

  it('registers each car once per state and plate, the first holder keeping it, never over a demo plate', () => {
    const cars = [
      car('NSW', 'AB12CD'),
      car('NSW', 'AB12CD', 'Camry'),
      car('VIC', 'AB12CD', 'Camry'),
      car('NSW', DEMO_PLATES.NSW, 'Camry'),
      car('NZ', 'XYZ123'),
      car(null, 'XYZ124'),
      car('QLD', null),
    ];
    const withCars = registrationRows(cars, new Random(7), { now: NOW, perState: 1 });
    const find = (state: string, plate: string) =>
      withCars.filter((r) => r.state === state && r.plate === plate);
    expect(find('NSW', 'AB12CD').map((r) => r.model)).toEqual(['Corolla']);
    expect(find('VIC', 'AB12CD').map((r) => r.model)).toEqual(['Camry']);
    expect(find('NSW', DEMO_PLATES.NSW).map((r) => r.model)).toEqual(['RAV4']);
    expect(withCars.some((r) => r.plate === 'XYZ123' || r.plate === 'XYZ124')).toBe(false);
    expect(withCars).toHaveLength(DEMO_REGISTRATIONS.length + 2 + AU_STATES.length);
    expect(new Set(withCars.map((r) => `${r.state} ${r.plate}`)).size).toBe(withCars.length);
  });
});
