import { describe, expect, it } from 'vitest';
import { offerCategories, PRESTIGE_MAKES, resolveSearchPath } from './search-path';

const context = {
  makeModels: ['Toyota|HiLux', 'Toyota|LandCruiser 300', 'Mazda|CX-5', 'Mercedes-Benz|GLC'],
  dealerships: [{ slug: 'summit-mazda-springwood', name: 'Summit Mazda Springwood' }],
  locations: [{ slug: 'summit-mazda-springwood-service', name: 'Summit Mazda Springwood Service' }],
};

describe('resolveSearchPath', () => {
  it.each([
    [[], {}, 'Our Stock'],
    [['new-used-and-demo-cars'], { car_type: ['new', 'demo', 'used'] }, 'New, Used and Demo Cars'],
    [['new-and-demo-cars'], { car_type: ['new', 'demo'] }, 'New and Demo Cars'],
    [['new-cars'], { car_type: ['new'] }, 'New Cars'],
    [['demo-cars'], { car_type: ['demo'] }, 'Demo Cars'],
    [['used-cars'], { car_type: ['used'] }, 'Used Cars'],
    [['toyota'], { make: ['Toyota'] }, 'Toyota for sale'],
    [['Toyota'], { make: ['Toyota'] }, 'Toyota for sale'],
    [['mercedes-benz'], { make: ['Mercedes-Benz'] }, 'Mercedes-Benz for sale'],
    [['toyota', 'hilux'], { make: ['Toyota'], model: ['HiLux'] }, 'Toyota HiLux for sale'],
    [
      ['toyota', 'landcruiser-300'],
      { make: ['Toyota'], model: ['LandCruiser 300'] },
      'Toyota LandCruiser 300 for sale',
    ],
    [['mazda', 'cx-5'], { make: ['Mazda'], model: ['CX-5'] }, 'Mazda CX-5 for sale'],
    [['suv'], { body: ['SUV'] }, 'SUVs for sale'],
    [['people-mover'], { body: ['People Mover'] }, 'People movers for sale'],
    [['station-wagon'], { body: ['Wagon'] }, 'Station wagons for sale'],
    [['4x4'], { drive: ['4x4'] }, '4x4 vehicles for sale'],
    [['ev'], { fuel: ['Electric'] }, 'Electric vehicles for sale'],
    [['prestige'], { make: PRESTIGE_MAKES }, 'Prestige vehicles for sale'],
    [['bus'], { body: ['bus'] }, 'Buses for sale'],
    [
      ['summit-mazda-springwood'],
      { dealership_slug: ['summit-mazda-springwood'] },
      'Stock at Summit Mazda Springwood',
    ],
    [
      ['summit-mazda-springwood-service'],
      { location_slug: ['summit-mazda-springwood-service'] },
      'Stock at Summit Mazda Springwood Service',
    ],
  ])('%j → %j', (segments, preset, heading) => {
    expect(resolveSearchPath(segments, context)).toMatchObject({ preset, heading });
  });

  it.each([
    [['nothing-here']],
    [['toyota', 'cx-5']],
    [['suv', 'extra']],
    [['toyota', 'hilux', 'sr5']],
    [['used-cars', 'x']],
  ])('%j → 404', (segments) => expect(resolveSearchPath(segments, context)).toBeNull());
});

describe("offerCategories (SV §7: the special-offers search narrows by the site's searchCategories)", () => {
  const site = ['Runout Sale', 'Hybrid', 'Certified Pre-Owned'];
  it.each([
    [undefined, site, undefined],
    [[], site, undefined],
    [['Hybrid'], site, ['Hybrid']],
    [['hybrid ', 'RUNOUT SALE'], site, ['Hybrid', 'Runout Sale']],
    [['Hybrid', 'Work Ready'], site, ['Hybrid']], // outside the site's list: ignored
    [['Work Ready'], site, undefined], // only outside: no narrowing, every offer
    [['Hybrid', 'hybrid'], site, ['Hybrid']],
    [['Work Ready'], [], ['Work Ready']], // a site listing none takes any category
  ])('asked %j of %j → %j', (asked, categories, kept) =>
    expect(offerCategories(asked, categories)).toEqual(kept),
  );
});
