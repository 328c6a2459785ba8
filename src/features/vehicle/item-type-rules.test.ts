import { describe, expect, it } from 'vitest';
import { similarCarsCount } from '@/search/similar-rules';
import { certifiedProgrammeName } from '@/tenancy/certified-programme';
import { SIMILAR_CARS_MAX } from '@/tenancy/similar-cars';
import { parseSiteConfig } from '../../tenancy/site-config';
import { loadSiteConfigs } from '../../tenancy/site-files';
import type { VehicleButton } from './button-rules';
import { hasField, itemFacts, schemaVehicleType } from './item-type-rules';
import { keyInformationLines } from './spec-rules';
import { stickyActions } from './sticky-rules';

describe('fields by item type', () => {
  it.each([
    ['car', 'doors', true],
    ['truck', 'odometer', true],
    ['motorcycle', 'doors', false],
    ['motorcycle', 'transmission', true],
    ['caravan', 'odometer', false],
    ['caravan', 'transmission', false],
    ['caravan', 'doors', false],
    ['caravan', 'engine', false],
    [undefined, 'doors', true],
  ] as const)('a %s has %s: %s', (itemType, field, expected) => {
    expect(hasField(itemType, field)).toBe(expected);
  });

  it.each([
    ['car', 'Car'],
    ['motorcycle', 'Motorcycle'],
    ['truck', 'Vehicle'],
    ['caravan', 'Vehicle'],
  ])('a %s is a schema.org %s', (itemType, type) => expect(schemaVehicleType(itemType)).toBe(type));
});

describe('the facts under the price', () => {
  const car = { km: 45210, simpleTransmission: 'Automatic', simpleBody: 'SUV' };
  it('are odometer, transmission and body for a car ("New" for a new one)', () => {
    expect(itemFacts({ ...car, itemType: 'car', carType: 'used' }).map((f) => f.value)).toEqual([
      '45,210 km',
      'Automatic',
      'SUV',
    ]);
    expect(itemFacts({ ...car, itemType: 'car', carType: 'new' })[0].value).toBe('New');
  });

  it('are sleeps, length and body for a caravan: never "0 km" or a "—" transmission', () => {
    const facts = itemFacts({
      itemType: 'caravan',
      carType: 'used',
      km: 0,
      simpleTransmission: null,
      simpleBody: 'Caravan',
      caravanSpecs: { sleeps: 4, body_length: 19.5 },
    });
    expect(facts).toEqual([
      { kind: 'sleeps', label: 'Sleeps', value: 'Sleeps 4' },
      { kind: 'length', label: 'Length', value: '19.5 ft' },
      { kind: 'body', label: 'Body', value: 'Caravan' },
    ]);
  });

  it('leave a blank out rather than show a dash', () => {
    expect(itemFacts({ ...car, simpleTransmission: null }).map((f) => f.kind)).toEqual(['odometer', 'body']);
  });
});

describe('key information by item type', () => {
  const feedCaravan = {
    itemType: 'caravan',
    carType: 'used',
    stocknum: 'OR1',
    km: 0,
    simpleBody: 'Caravan',
    simpleTransmission: null,
    seats: null,
    doors: 1,
    colour: 'White',
  };
  it('leaves the car fields out of a caravan (no "0 km", no "Doors 1")', () => {
    expect(keyInformationLines(feedCaravan)).toEqual([
      { label: 'Stock Number', value: 'OR1' },
      { label: 'Body Type', value: 'Caravan' },
      { label: 'Colour', value: 'White' },
    ]);
  });
  it('keeps them for a car and drops only the doors of a motorcycle', () => {
    const labels = (itemType: string) =>
      keyInformationLines({ ...feedCaravan, itemType, km: 1200, seats: 2 }).map((l) => l.label);
    expect(labels('car')).toEqual(['Stock Number', 'Odometer', 'Body Type', 'Seats', 'Doors', 'Colour']);
    expect(labels('motorcycle')).toEqual(['Stock Number', 'Odometer', 'Body Type', 'Seats', 'Colour']);
  });
});

describe('stickyActions', () => {
  const button = (kind: VehicleButton['kind']): VehicleButton => ({ kind, label: kind, href: `#${kind}` });
  it('offers in the bars only what the page offers', () => {
    // The caravan site's own buttons: enquire, test drive, finance (no trade-in).
    const actions = stickyActions([button('enquire'), button('test-drive'), button('finance')]);
    expect(actions.tradeIn).toBeNull();
    expect(actions.finance?.kind).toBe('finance');
    expect(actions.enquire?.kind).toBe('enquire');
  });
  it('takes trade-in and the test drive when that is what the page has', () => {
    const actions = stickyActions([button('test-drive'), button('trade-in')]);
    expect(actions).toMatchObject({
      finance: null,
      tradeIn: { kind: 'trade-in' },
      enquire: { kind: 'test-drive' },
    });
  });
  it('has nothing for a page without buttons', () => {
    expect(stickyActions([])).toEqual({ finance: null, tradeIn: null, enquire: null });
  });
});

describe('similar cars count', () => {
  it.each([
    [3, 3],
    [4, 4],
    [6, 6],
    [7, 6],
    [8, 6],
    [0, 1],
  ])('a page size of %i shows (and holds room for) %i', (size, expected) => {
    expect(similarCarsCount(size)).toBe(expected);
  });

  it('is at most 6 in every demo site config, and a config above 6 is refused', () => {
    for (const config of loadSiteConfigs()) {
      expect(config.similarCarsPageSize).toBeLessThanOrEqual(SIMILAR_CARS_MAX);
    }
    const carzone = loadSiteConfigs().find((c) => c.slug === 'carzone');
    expect(() => parseSiteConfig('carzone', { ...carzone, similarCarsPageSize: 8 })).toThrow(
      /similarCarsPageSize/,
    );
  });
});

describe('certified programme', () => {
  it('is named after the make, which is also the badge image’s alt text', () => {
    expect(certifiedProgrammeName(' Toyota ')).toBe('Toyota Certified Pre-Owned');
  });
});
