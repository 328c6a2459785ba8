import { asc, isNotNull } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { cars, regoVehicles } from '../../src/db/schema';
import { AU_STATES, type AuState, isAuState } from '../../src/lib/au-states';
import { BATCH_SIZE, yieldToEventLoop } from '../../src/lib/batches';
import { regplate, SIMPLE_BODY, vin } from './cars';
import { MAKES, type MakeDef, type ModelDef, paintsFor } from './catalogue';
import { badgesFor } from './generations';
import { POWERTRAINS } from './powertrains';
import type { Random } from './random';

// The demo registration register (rego_vehicles) the embedded rego lookup reads: every seeded car with a
// plate, registered in its location's state; a few private cars per state that no dealer holds, as a
// shopper's trade-in would be; and the demo plates below, fixed, for tests and the README.

export type RegoRow = typeof regoVehicles.$inferInsert;

/** Private cars registered in each state beside the dealers' stock. */
export const PRIVATE_PER_STATE = 60;

/** Private cars are of model years 2006 to 2025 (none newer than the seed's `now`). */
const OLDEST_YEAR = 2006;
const NEWEST_YEAR = 2025;

/** A recent private car's plate in each state: the register holds it, no dealer does. */
export const DEMO_PLATES: Readonly<Record<AuState, string>> = {
  NSW: 'CV24XA',
  VIC: '1TR4DE',
  QLD: '824TRD',
  SA: 'S824TRD',
  WA: '1TRD824',
  TAS: 'T24RD',
  NT: 'CT24RD',
  ACT: 'YTR24D',
};

/** A 2015 Corolla registered in QLD: more than 7 years old, so it gets no online valuation. */
export const DEMO_OLD_PLATE = { state: 'QLD', plate: '215KLD' } as const;

/** The demo plates' vehicles, each of a badge and series the catalogue sells in its year. */
export const DEMO_REGISTRATIONS: readonly RegoRow[] = [
  {
    state: 'NSW',
    plate: 'CV24XA',
    year: 2023,
    make: 'Toyota',
    model: 'RAV4',
    badge: 'GXL',
    series: 'AXAH54R',
    body: 'SUV',
    colour: 'Glacier White',
    fuel: 'Hybrid',
    vin: 'JTMRBREV10D624815',
    transmission: 'Automatic',
  },
  {
    state: 'VIC',
    plate: '1TR4DE',
    year: 2022,
    make: 'Mazda',
    model: 'CX-5',
    badge: 'Touring',
    series: 'KF',
    body: 'SUV',
    colour: 'Soul Red Crystal',
    fuel: 'Petrol',
    vin: 'JMZKFGWLA20712364',
    transmission: 'Automatic',
  },
  {
    state: 'QLD',
    plate: '824TRD',
    year: 2023,
    make: 'Ford',
    model: 'Ranger',
    badge: 'XLT',
    series: 'PY',
    body: 'Ute',
    colour: 'Arctic White',
    fuel: 'Diesel',
    vin: 'MNAUMFF50PW123456',
    transmission: 'Automatic',
  },
  {
    state: 'SA',
    plate: 'S824TRD',
    year: 2021,
    make: 'Hyundai',
    model: 'i30',
    badge: 'N Line',
    series: 'PD',
    body: 'Hatch',
    colour: 'Polar White',
    fuel: 'Petrol',
    vin: 'KMHH351EMMU408219',
    transmission: 'Automatic',
  },
  {
    state: 'WA',
    plate: '1TRD824',
    year: 2022,
    make: 'Toyota',
    model: 'HiLux',
    badge: 'SR5',
    series: 'GUN126R',
    body: 'Ute',
    colour: 'Glacier White',
    fuel: 'Diesel',
    vin: 'MR0HA3CD200917352',
    transmission: 'Automatic',
  },
  {
    state: 'TAS',
    plate: 'T24RD',
    year: 2022,
    make: 'Subaru',
    model: 'Forester',
    badge: '2.5i-L',
    series: 'SK',
    body: 'SUV',
    colour: 'Crystal White',
    fuel: 'Petrol',
    vin: 'JF1SK7LL5NG031742',
    transmission: 'Automatic',
  },
  {
    state: 'NT',
    plate: 'CT24RD',
    year: 2021,
    make: 'Kia',
    model: 'Sportage',
    badge: 'SX',
    series: 'QL',
    body: 'SUV',
    colour: 'Clear White',
    fuel: 'Diesel',
    vin: 'KNAPU81BMM7215530',
    transmission: 'Automatic',
  },
  {
    state: 'ACT',
    plate: 'YTR24D',
    year: 2023,
    make: 'Mitsubishi',
    model: 'Outlander',
    badge: 'Aspire',
    series: 'ZM',
    body: 'SUV',
    colour: 'White Diamond',
    fuel: 'Petrol',
    vin: 'JMFXTGN3WPZ008361',
    transmission: 'Automatic',
  },
  {
    state: 'QLD',
    plate: '215KLD',
    year: 2015,
    make: 'Toyota',
    model: 'Corolla',
    badge: 'Ascent Sport',
    series: 'ZRE182R',
    body: 'Hatch',
    colour: 'Glacier White',
    fuel: 'Petrol',
    vin: 'JTNKU3JE80J512847',
    transmission: 'Automatic',
  },
];

const CAR_MAKES = MAKES.filter((make) => make.kind === 'car' && make.models.length > 0);

/** How old a private car is: most under 8 years, some well past it. */
function pickAge(rng: Random): number {
  const [from, to] = rng.weighted([
    [[0, 3], 35],
    [[4, 7], 35],
    [[8, 12], 20],
    [[13, 19], 10],
  ] as const);
  return rng.int(from, to);
}

function pickPrivateCar(rng: Random, newest: number): { make: MakeDef; model: ModelDef; year: number } {
  const make = rng.weighted(CAR_MAKES.map((mk) => [mk, mk.weight] as const));
  const model = rng.weighted(make.models.map((m) => [m, m.weight] as const));
  const from = Math.max(OLDEST_YEAR, model.from);
  const to = Math.min(model.to ?? newest, newest);
  if (from > to) return pickPrivateCar(rng, newest);
  return { make, model, year: Math.min(to, Math.max(from, newest - pickAge(rng))) };
}

/** One private car registered under `plate`, of a make, model, badge and series sold in its year. */
function privateRegistration(rng: Random, state: AuState, plate: string, newest: number): RegoRow {
  const { make, model, year } = pickPrivateCar(rng, newest);
  const badges = badgesFor(model.badges, year);
  const badgeName = badges.length > 0 ? rng.pick(badges).name : model.name;
  // As on the stock: a badge that only repeats the model ('i30' on an i30) is no badge, and 'Off-Grid
  // 19ft' on an Off-Grid reads '19ft'.
  const badge =
    badgeName === model.name
      ? null
      : badgeName.startsWith(`${model.name} `)
        ? badgeName.slice(model.name.length + 1)
        : badgeName;
  const series =
    model.generations.find((g) => year >= g.from && (g.to === null || year <= g.to))?.series ?? null;
  const powertrain = POWERTRAINS[rng.weighted(model.powertrains)];
  const trans = powertrain ? rng.weighted(powertrain.trans) : null;
  const paints = paintsFor(make);
  const colour =
    paints.length > 0
      ? rng.weighted(paints.map(([name, family]) => [name, family === 'white' ? 3 : 1] as const))
      : null;
  return {
    state,
    plate,
    vin: vin(rng, make, year),
    year,
    make: make.carMake,
    model: model.name,
    badge,
    series,
    body: SIMPLE_BODY[model.body],
    colour,
    fuel: powertrain?.simpleFuel ?? null,
    transmission: trans ? (/Manual/.test(trans) && !/Automated/.test(trans) ? 'Manual' : 'Automatic') : null,
  };
}

type CarRegistration = Omit<RegoRow, 'state' | 'plate'> & { state: string | null; plate: string | null };

/**
 * The register's rows: the demo plates, then each car's registration (the first car holding a plate in a
 * state keeps it), then `perState` private cars per state on plates nobody holds.
 */
export function registrationRows(
  carRows: readonly CarRegistration[],
  rng: Random,
  options: { now: Date; perState?: number },
): RegoRow[] {
  const rows = new Map<string, RegoRow>();
  const keyOf = (state: string, plate: string) => `${state} ${plate}`;
  for (const row of DEMO_REGISTRATIONS) rows.set(keyOf(row.state, row.plate), row);
  for (const car of carRows) {
    if (!car.plate || !isAuState(car.state)) continue;
    const key = keyOf(car.state, car.plate);
    if (!rows.has(key)) rows.set(key, { ...car, state: car.state, plate: car.plate });
  }
  const newest = Math.min(NEWEST_YEAR, options.now.getUTCFullYear());
  for (const state of AU_STATES) {
    const r = rng.fork('private', state);
    for (let i = 0; i < (options.perState ?? PRIVATE_PER_STATE); i++) {
      let plate = regplate(r, state);
      while (rows.has(keyOf(state, plate))) plate = regplate(r, state);
      rows.set(keyOf(state, plate), privateRegistration(r, state, plate, newest));
    }
  }
  return [...rows.values()];
}

type Executor = Pick<Db, 'insert' | 'select'>;

/** Fills rego_vehicles from the cars already inserted; answers how many registrations it holds. */
export async function seedRegistrations(tx: Executor, rng: Random, now: Date): Promise<number> {
  const carRows = await tx
    .select({
      state: cars.state,
      plate: cars.regplate,
      vin: cars.vin,
      year: cars.year,
      make: cars.make,
      model: cars.model,
      badge: cars.badge,
      series: cars.series,
      body: cars.simpleBody,
      colour: cars.colour,
      fuel: cars.simpleFuel,
      transmission: cars.simpleTransmission,
    })
    .from(cars)
    .where(isNotNull(cars.regplate))
    .orderBy(asc(cars.id));
  const rows = registrationRows(carRows, rng, { now });
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    if (start > 0) await yieldToEventLoop();
    await tx.insert(regoVehicles).values(rows.slice(start, start + BATCH_SIZE));
  }
  return rows.length;
}
