// Engines and gearboxes the catalogue refers to by key: what a listing shows as fuel, engine size,
// cylinders, induction, torque, combined consumption and transmission. Weights on transmissions give the
// mix seen in stock (e.g. most HiLux are automatic, a few manual).

export type SimpleFuel = 'Petrol' | 'Diesel' | 'Hybrid' | 'Electric' | 'Plug-in Hybrid';

export type Powertrain = {
  fuel: string;
  simpleFuel: SimpleFuel;
  litres: number | null;
  cylinders: number | null;
  induction: 'Turbo' | 'Aspirated' | null;
  torque: number; // Nm
  l100: number | null; // combined L/100km, null for EVs
  trans: readonly (readonly [string, number])[];
};

const ULP = 'Unleaded Petrol';
const PULP = 'Premium Unleaded Petrol';
const auto = (speeds: number) => `${speeds} Speed Automatic`;
const manual = (speeds: number) => `${speeds} Speed Manual`;

const petrol = (
  litres: number,
  cylinders: number,
  torque: number,
  l100: number,
  trans: [string, number][],
  turbo = false,
  premium = turbo,
): Powertrain => ({
  fuel: premium ? PULP : ULP,
  simpleFuel: 'Petrol',
  litres,
  cylinders,
  induction: turbo ? 'Turbo' : 'Aspirated',
  torque,
  l100,
  trans,
});

const diesel = (
  litres: number,
  cylinders: number,
  torque: number,
  l100: number,
  trans: [string, number][],
): Powertrain => ({
  fuel: 'Diesel',
  simpleFuel: 'Diesel',
  litres,
  cylinders,
  induction: 'Turbo',
  torque,
  l100,
  trans,
});

const hybrid = (
  litres: number,
  cylinders: number,
  torque: number,
  l100: number,
  turbo = false,
): Powertrain => ({
  fuel: 'Petrol Hybrid',
  simpleFuel: 'Hybrid',
  litres,
  cylinders,
  induction: turbo ? 'Turbo' : 'Aspirated',
  torque,
  l100,
  trans: [['CVT', 1]],
});

const moto = (litres: number, cylinders: number, torque: number, l100: number, gears = 6): Powertrain => ({
  fuel: PULP,
  simpleFuel: 'Petrol',
  litres,
  cylinders,
  induction: 'Aspirated',
  torque,
  l100,
  trans: [[manual(gears), 1]],
});

export const POWERTRAINS: Record<string, Powertrain> = {
  'p1.0t': petrol(1.0, 3, 170, 5.3, [['7 Speed Dual Clutch', 1]], true),
  'p1.2': petrol(1.2, 3, 108, 4.9, [
    ['CVT', 0.8],
    [manual(5), 0.2],
  ]),
  'p1.3t': petrol(1.3, 4, 250, 6.1, [['CVT', 1]], true),
  'p1.4t': petrol(
    1.4,
    4,
    250,
    5.8,
    [
      [auto(8), 0.5],
      ['7 Speed Dual Clutch', 0.5],
    ],
    true,
  ),
  'p1.5': petrol(1.5, 4, 145, 5.8, [
    ['CVT', 0.7],
    [manual(6), 0.15],
    [auto(4), 0.15],
  ]),
  'p1.5t': petrol(
    1.5,
    4,
    250,
    6.3,
    [
      ['7 Speed Dual Clutch', 0.5],
      ['CVT', 0.5],
    ],
    true,
  ),
  'p1.6': petrol(1.6, 4, 154, 6.4, [
    [auto(6), 0.8],
    [manual(6), 0.2],
  ]),
  'p1.6t': petrol(1.6, 4, 265, 7.2, [['7 Speed Dual Clutch', 1]], true),
  'p2.0': petrol(2.0, 4, 200, 6.6, [
    ['CVT', 0.45],
    [auto(6), 0.45],
    [manual(6), 0.1],
  ]),
  'p2.0t': petrol(
    2.0,
    4,
    350,
    7.8,
    [
      [auto(8), 0.5],
      ['7 Speed Dual Clutch', 0.35],
      [manual(6), 0.15],
    ],
    true,
  ),
  'p2.3t': petrol(2.3, 4, 448, 9.5, [[auto(10), 1]], true),
  'p2.4t': petrol(
    2.4,
    4,
    350,
    8.9,
    [
      ['CVT', 0.8],
      [manual(6), 0.2],
    ],
    true,
  ),
  'p2.5': petrol(2.5, 4, 240, 7.4, [
    [auto(6), 0.5],
    [auto(8), 0.3],
    ['CVT', 0.2],
  ]),
  'p2.5t': petrol(2.5, 4, 420, 8.6, [[auto(8), 1]], true),
  'p2.7': petrol(2.7, 4, 245, 10.7, [
    [auto(6), 0.7],
    [manual(5), 0.3],
  ]),
  'p3.0tt': petrol(3.0, 6, 583, 12.4, [[auto(10), 1]], true),
  'p3.5': petrol(3.5, 6, 350, 9.6, [[auto(8), 1]]),
  'p3.6': petrol(3.6, 6, 350, 10.2, [[auto(8), 1]]),
  'p4.0': petrol(4.0, 6, 391, 10.4, [[auto(6), 1]]),
  'p5.0': petrol(
    5.0,
    8,
    556,
    12.7,
    [
      [auto(10), 0.7],
      [manual(6), 0.3],
    ],
    false,
    true,
  ),
  'p5.6': petrol(5.6, 8, 560, 14.4, [[auto(7), 1]]),
  'p5.7': petrol(5.7, 8, 556, 12.2, [[auto(8), 1]]),
  'p6.2': petrol(
    6.2,
    8,
    570,
    12.6,
    [
      [auto(6), 0.7],
      [manual(6), 0.3],
    ],
    false,
    true,
  ),
  'h1.5': hybrid(1.5, 3, 120, 3.8),
  'h1.8': hybrid(1.8, 4, 142, 4.0),
  'h2.0': hybrid(2.0, 4, 190, 4.4),
  'h2.5': hybrid(2.5, 4, 221, 4.8),
  'h1.6t': hybrid(1.6, 4, 350, 5.3, true),
  phev: {
    fuel: 'Petrol Plug-in Hybrid',
    simpleFuel: 'Plug-in Hybrid',
    litres: 2.4,
    cylinders: 4,
    induction: 'Aspirated',
    torque: 332,
    l100: 1.9,
    trans: [['Automatic', 1]],
  },
  ev: {
    fuel: 'Electric',
    simpleFuel: 'Electric',
    litres: null,
    cylinders: null,
    induction: null,
    torque: 350,
    l100: null,
    trans: [['1 Speed Reduction Gear', 1]],
  },
  'ev-awd': {
    fuel: 'Electric',
    simpleFuel: 'Electric',
    litres: null,
    cylinders: null,
    induction: null,
    torque: 605,
    l100: null,
    trans: [['1 Speed Reduction Gear', 1]],
  },
  'd1.9t': diesel(1.9, 4, 360, 7.0, [[auto(6), 1]]),
  'd2.0t': diesel(2.0, 4, 405, 7.1, [[auto(8), 1]]),
  'd2.2t': diesel(2.2, 4, 440, 6.3, [[auto(8), 1]]),
  'd2.3t': diesel(2.3, 4, 450, 7.0, [
    [auto(7), 0.85],
    [manual(6), 0.15],
  ]),
  'd2.4t': diesel(2.4, 4, 470, 7.7, [
    [auto(6), 0.8],
    [manual(6), 0.2],
  ]),
  'd2.8t': diesel(2.8, 4, 500, 7.9, [
    [auto(6), 0.85],
    [manual(6), 0.15],
  ]),
  'd3.0t': diesel(3.0, 4, 450, 8.0, [
    [auto(6), 0.85],
    [manual(6), 0.15],
  ]),
  'd3.0v6': diesel(3.0, 6, 600, 8.4, [[auto(10), 1]]),
  'd3.2t': diesel(3.2, 4, 441, 9.2, [[auto(5), 1]]),
  'd3.3': diesel(3.3, 6, 700, 8.9, [[auto(10), 1]]),
  'd4.5': diesel(4.5, 8, 430, 11.9, [[manual(5), 1]]),
  'd6.7': diesel(6.7, 6, 1458, 14.5, [[auto(6), 1]]),
  'td3.0': diesel(3.0, 4, 430, 14.0, [['6 Speed Dual Clutch', 1]]),
  'td4.0': diesel(4.0, 4, 464, 15.5, [
    ['6 Speed Automated Manual', 0.6],
    [manual(6), 0.4],
  ]),
  'td5.2': diesel(5.2, 4, 513, 16.5, [
    ['6 Speed Automated Manual', 0.6],
    [manual(6), 0.4],
  ]),
  'td7.8': diesel(7.8, 6, 706, 24.0, [
    [auto(6), 0.6],
    [manual(9), 0.4],
  ]),
  td13: diesel(13, 6, 2600, 48.0, [['12 Speed Automated Manual', 1]]),
  'm0.3': moto(0.32, 2, 29, 3.8),
  'm0.37': moto(0.37, 1, 39, 3.5),
  'm0.4': moto(0.4, 2, 37, 4.2),
  'm0.45': moto(0.45, 1, 40, 3.9),
  'm0.65': moto(0.65, 4, 64, 5.2),
  'm0.65s': moto(0.65, 1, 52, 5.6, 5),
  'm0.69': moto(0.69, 2, 67, 4.3),
  'm0.8': moto(0.8, 2, 83, 4.9),
  'm0.89': moto(0.89, 2, 100, 5.1),
  'm0.95': moto(0.95, 4, 98, 6.3),
  'm1.0': moto(0.98, 2, 95, 5.2),
  'm1.1': moto(1.08, 2, 112, 5.0),
  'm1.25': moto(1.25, 2, 127, 5.5),
  'm1.3': moto(1.3, 2, 149, 4.8),
  'm1.9': moto(1.87, 2, 155, 5.6),
  'm-ev': {
    fuel: 'Electric',
    simpleFuel: 'Electric',
    litres: null,
    cylinders: null,
    induction: null,
    torque: 190,
    l100: null,
    trans: [['1 Speed Direct Drive', 1]],
  },
};
