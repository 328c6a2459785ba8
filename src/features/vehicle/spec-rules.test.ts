import { describe, expect, it } from 'vitest';
import {
  caravanSpecLines,
  FEATURES_INITIAL,
  FEATURES_TOGGLE,
  featureList,
  feetAndMetres,
  formatDate,
  KEY_INFO_INITIAL,
  keyInformationLines,
  SPECS_TOGGLE,
  specificationLines,
  toggleLabel,
  visibleLines,
} from './spec-rules';

describe('formatDate (AF §9: dd/MM/yyyy)', () => {
  it.each([
    ['2027-03-09', '09/03/2027'],
    ['2027-03-09T00:00:00Z', '09/03/2027'],
    [new Date('2027-03-09T00:00:00Z'), '09/03/2027'],
    [null, null],
    ['null', null],
    ['March 2027', 'March 2027'],
  ])('%j → %s', (value, text) => expect(formatDate(value)).toBe(text));
});

describe('keyInformationLines', () => {
  const full = {
    carType: 'used',
    stocknum: 'U1234',
    vin: 'JTMW1RFV00D012345',
    km: 45_210,
    simpleBody: 'SUV',
    trans: '8 Speed Automatic',
    simpleTransmission: 'Automatic',
    fuel: 'Unleaded Petrol',
    simpleFuel: 'Petrol',
    drive: 'All Wheel Drive',
    simpleDrive: 'AWD',
    engineSize: '2.5L',
    engineSizeLitres: 2.5,
    seats: 5,
    doors: 4,
    colour: 'White',
    interiorColour: 'Black',
    regplate: '123ABC',
    regoExpiry: '2027-03-09',
    buildDate: '2021-01-15',
    complianceDate: '2021-02-01',
  };

  it('all lines, in order, formatted', () =>
    expect(keyInformationLines(full)).toEqual([
      { label: 'Stock Number', value: 'U1234' },
      { label: 'VIN', value: 'JTMW1RFV00D012345' },
      { label: 'Odometer', value: '45,210 km' },
      { label: 'Body Type', value: 'SUV' },
      { label: 'Transmission', value: '8 Speed Automatic' },
      { label: 'Fuel Type', value: 'Unleaded Petrol' },
      { label: 'Drive Type', value: 'All Wheel Drive' },
      { label: 'Engine', value: '2.5L' },
      { label: 'Seats', value: '5' },
      { label: 'Doors', value: '4' },
      { label: 'Colour', value: 'White' },
      { label: 'Interior Colour', value: 'Black' },
      { label: 'Rego', value: '123ABC' },
      { label: 'Rego Expiry', value: '09/03/2027' },
      { label: 'Build Date', value: '15/01/2021' },
      { label: 'Compliance Date', value: '01/02/2021' },
    ]));

  it.each([
    ['vin', null, 'VIN'],
    ['vin', 'null', 'VIN'],
    ['vin', '', 'VIN'],
    ['colour', '  ', 'Colour'],
    ['seats', null, 'Seats'],
    ['regoExpiry', null, 'Rego Expiry'],
    ['regplate', 'null', 'Rego'],
  ])('%s = %j is omitted', (key, value, label) => {
    const labels = keyInformationLines({ ...full, [key]: value }).map((l) => l.label);
    expect(labels).not.toContain(label);
    expect(labels).toHaveLength(15);
  });

  it.each([
    ['the simple transmission when the full one is null', { trans: 'null' }, 'Transmission', 'Automatic'],
    ['engine from litres', { engineSize: null }, 'Engine', '2.5L'],
    ['odometer 0 on a used car', { km: 0 }, 'Odometer', '0 km'],
  ])('%s', (_label, over, label, value) =>
    expect(keyInformationLines({ ...full, ...over }).find((l) => l.label === label)?.value).toBe(value),
  );

  it('a new car has no odometer line', () =>
    expect(keyInformationLines({ ...full, carType: 'new', km: 10 }).map((l) => l.label)).not.toContain(
      'Odometer',
    ));

  it('an empty car has no lines', () => expect(keyInformationLines({})).toEqual([]));
});

describe('collapsed lists (first 4 / 4 / 8)', () => {
  const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'];
  it.each([
    [KEY_INFO_INITIAL, false, 4],
    [KEY_INFO_INITIAL, true, 9],
    [FEATURES_INITIAL, false, 8],
    [FEATURES_INITIAL, true, 9],
  ])('initial %s, expanded %s → %s lines', (initial, expanded, count) =>
    expect(visibleLines(items, initial, expanded)).toHaveLength(count),
  );

  it.each([
    [4, 4, false, null],
    [5, 4, false, 'Show All Specs'],
    [5, 4, true, 'Hide Specs'],
    [0, 4, false, null],
  ])('%s specs, %s initial, expanded %s → %s', (count, initial, expanded, label) =>
    expect(toggleLabel(count, initial, expanded, SPECS_TOGGLE)).toBe(label),
  );

  it.each([
    [8, null],
    [9, 'Show All'],
  ])('%s features → %s', (count, label) =>
    expect(toggleLabel(count, FEATURES_INITIAL, false, FEATURES_TOGGLE)).toBe(label),
  );
});

describe('specificationLines', () => {
  it('all lines, in order, with units', () =>
    expect(
      specificationLines(
        {
          cylinders: 4,
          enginesize: 2487,
          enginesize_litres: 2.5,
          induction: 'Aspirated',
          geartype: 'Sports Automatic',
          fuelconsumptioncombined: 6.8,
          fuelcapacity: 55,
          grossvehiclemass: 2200,
          vehiclelength: 4600,
          vehicleheight: 1685,
          vehiclewidth: 1855,
          towingcapacitybraked: 1500,
          bodyconfiguration: 'Wagon',
          torque: 243,
          ancaprating: 5,
        },
        { gearnum: 8 },
      ),
    ).toEqual([
      { label: 'Cylinders', value: '4' },
      { label: 'Engine Size', value: '2.5 L' },
      { label: 'Induction', value: 'Aspirated' },
      { label: 'Gears', value: '8' },
      { label: 'Gear Type', value: 'Sports Automatic' },
      { label: 'Fuel Consumption', value: '6.8 L/100km' },
      { label: 'Fuel Capacity', value: '55 L' },
      { label: 'GVM', value: '2,200 kg' },
      { label: 'Length', value: '4,600 mm' },
      { label: 'Height', value: '1,685 mm' },
      { label: 'Width', value: '1,855 mm' },
      { label: 'Towing Capacity (Braked)', value: '1,500 kg' },
      { label: 'Body Configuration', value: 'Wagon' },
      { label: 'Torque', value: '243 Nm' },
      { label: 'ANCAP Rating', value: '5 Stars' },
    ]));

  it.each([
    ['engine size in cc without litres', { enginesize: 1998 }, {}, 'Engine Size', '1,998 cc'],
    ['engine size from the car', {}, { engineSizeLitres: 2 }, 'Engine Size', '2.0 L'],
    [
      'body configuration from the car',
      { bodyconfiguration: 'null' },
      { bodyconfiguration: 'Hatch' },
      'Body Configuration',
      'Hatch',
    ],
    ['one ANCAP star', { ancaprating: 1 }, {}, 'ANCAP Rating', '1 Star'],
    ['zero ANCAP stars is a value', { ancaprating: 0 }, {}, 'ANCAP Rating', '0 Stars'],
  ])('%s', (_label, variant, carOver, label, value) =>
    expect(specificationLines(variant, carOver).find((l) => l.label === label)?.value).toBe(value),
  );

  it('null values and no variant give no lines', () => {
    expect(specificationLines({ cylinders: null, induction: 'null', torque: null })).toEqual([]);
    expect(specificationLines(null)).toEqual([]);
  });
});

describe('featureList', () => {
  it('drops blanks and the text null, keeps order, once each', () =>
    expect(featureList(['Cruise control', '', 'null', null, ' Reversing camera ', 'cruise control'])).toEqual(
      ['Cruise control', 'Reversing camera'],
    ));
});

describe('caravanSpecLines', () => {
  it.each([
    [20, '20 ft (6.10 m)'],
    [7.5, '7.5 ft (2.29 m)'],
    [1, '1 ft (0.30 m)'],
    [22.25, '22.25 ft (6.78 m)'],
  ])('%s ft → %s', (ft, text) => expect(feetAndMetres(ft)).toBe(text));

  it('all lines in order', () =>
    expect(
      caravanSpecLines({
        body_length: 20,
        body_width: 7.5,
        sleeps: 4,
        tare_weight: 2150,
        aggregate_trailer_mass: 2800,
        axle_type: 'Tandem',
      }),
    ).toEqual([
      { label: 'Length', value: '20 ft (6.10 m)' },
      { label: 'Width', value: '7.5 ft (2.29 m)' },
      { label: 'Sleeps', value: '4' },
      { label: 'Tare Weight', value: '2,150 kg' },
      { label: 'ATM', value: '2,800 kg' },
      { label: 'Axle Type', value: 'Tandem' },
    ]));

  it('missing and null-text values are omitted', () => {
    expect(caravanSpecLines({ axle_type: 'null', sleeps: 2 })).toEqual([{ label: 'Sleeps', value: '2' }]);
    expect(caravanSpecLines(null)).toEqual([]);
  });
});
