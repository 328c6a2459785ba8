import { describe, expect, it } from 'vitest';
import { announcementCity, breadcrumb } from './breadcrumb-rules';

describe('announcementCity (AF §2)', () => {
  it.each([
    ['Cairns', 'Brisbane', 'Located at Cairns'],
    [' Cairns ', 'Brisbane', 'Located at Cairns'],
    ['Brisbane', 'Brisbane', null],
    ['BRISBANE', 'brisbane', null],
    [null, 'Brisbane', null],
    ['Cairns', null, null],
    ['', '', null],
  ])('%j vs %j → %j', (carCity, primary, text) => expect(announcementCity(carCity, primary)).toBe(text));

  it.each([
    ['Brisbane', 'Springwood', 'Brisbane', null], // the override, not the primary location, is home
    ['Springwood', 'Springwood', 'Brisbane', 'Located at Springwood'],
    ['brisbane ', 'Springwood', ' BRISBANE', null],
    ['Cairns', null, 'Brisbane', 'Located at Cairns'], // no primary location needed
    ['Cairns', 'Cairns', '  ', null], // a blank override counts as none
    [null, 'Springwood', 'Brisbane', null],
  ])('%j with primary %j and overrideCity %j → %j', (carCity, primary, override, text) =>
    expect(announcementCity(carCity, primary, override)).toBe(text),
  );
});

describe('breadcrumb (AF §2)', () => {
  const rav4 = {
    carType: 'used',
    make: 'Toyota',
    model: 'RAV4',
    simpleBody: 'SUV',
    name: '2021 Toyota RAV4 GX',
  };

  it('Home, car type, make, model, body, title under /search', () =>
    expect(breadcrumb(rav4, { usedCarRoutes: false })).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Used Cars', href: '/search/used-cars' },
      { label: 'Toyota', href: '/search/toyota' },
      { label: 'RAV4', href: '/search/toyota/rav4' },
      { label: 'SUV', href: '/search/suv' },
      { label: '2021 Toyota RAV4 GX', href: null },
    ]));

  it('under /used-car on used-car sites', () =>
    expect(breadcrumb(rav4, { usedCarRoutes: true }).map((c) => c.href)).toEqual([
      '/',
      '/used-car',
      '/used-car/toyota',
      '/used-car/toyota/rav4',
      '/used-car/suv',
      null,
    ]));

  it.each([
    ['new', 'New Cars', '/search/new-cars'],
    ['demo', 'Demo Cars', '/search/demo-cars'],
    ['used', 'Used Cars', '/search/used-cars'],
  ])('car type %s → %s %s', (carType, label, href) =>
    expect(breadcrumb({ ...rav4, carType }, { usedCarRoutes: false })[1]).toEqual({ label, href }),
  );

  it.each([
    [
      'Mercedes-Benz',
      'C 300',
      'People Mover',
      ['/search/mercedes-benz', '/search/mercedes-benz/c-300', '/search/people-mover'],
    ],
    ['Isuzu', 'D-MAX', 'Cab Chassis', ['/search/isuzu', '/search/isuzu/d-max', '/search/cab-chassis']],
  ])('slugs of %s %s %s', (make, model, simpleBody, hrefs) =>
    expect(
      breadcrumb({ ...rav4, make, model, simpleBody }, { usedCarRoutes: false })
        .slice(2, 5)
        .map((c) => c.href),
    ).toEqual(hrefs),
  );

  it.each([null, '', 'null', 'Spaceship'])('body %j is left out (no page for it)', (simpleBody) => {
    const crumbs = breadcrumb({ ...rav4, simpleBody }, { usedCarRoutes: false });
    expect(crumbs.map((c) => c.label)).toEqual([
      'Home',
      'Used Cars',
      'Toyota',
      'RAV4',
      '2021 Toyota RAV4 GX',
    ]);
  });
});
