import { describe, expect, it } from 'vitest';
import { ListColumn } from './columns';
import { DocEncoder } from './doc-encoder';
import { SINGLE_FIELDS } from './doc-fields';
import { makeDoc } from './test-docs';
import { TextIndex } from './text-index';
import { sharedText } from './text-terms';
import { LIST_FIELDS, type ListField, type SearchDoc } from './types';

function encoder() {
  const lists = Object.fromEntries(LIST_FIELDS.map((f) => [f, new ListColumn()])) as Record<
    ListField,
    ListColumn
  >;
  const dealership = new ListColumn();
  const rawStatus = new ListColumn();
  const text = new TextIndex();
  return { lists, dealership, rawStatus, text, encoder: new DocEncoder(lists, dealership, rawStatus, text) };
}

/** The key each single-valued field reads for `doc` (null for none). */
function keysOf(doc: SearchDoc, ...before: SearchDoc[]): Partial<Record<ListField, string | null>> {
  const { lists, encoder: e } = encoder();
  for (const other of before) e.encode(other);
  e.encode(doc);
  return Object.fromEntries(
    SINGLE_FIELDS.map((field, i) => [field, e.codes[i] === 0 ? null : lists[field].keys[e.codes[i]]]),
  );
}

const greatWall = makeDoc({
  id: 1,
  make: 'Great Wall',
  model: 'Cannon',
  badge: 'Lux',
  body: 'Ute',
  fuel: 'Diesel',
  transmission: 'Automatic',
  drive: '4x4',
  colour: 'Crystal White Pearl',
  seats: 5,
  carType: 'demo',
  status: 'sold_private',
  state: 'QLD',
  city: 'Tingalpa',
  dealershipName: 'Coastal GWM',
  dealershipSlug: 'coastal-gwm',
  locationName: 'Coastal GWM Tingalpa',
  locationSlug: 'coastal-gwm-tingalpa',
  tag: 'Hot deal',
  itemType: 'car',
  price: 42_990,
  weeklyPrice: 151,
});

describe('DocEncoder', () => {
  it.each([
    [
      'every field of a full car, derived keys included',
      greatWall,
      [],
      {
        make: 'GWM',
        model: 'Cannon',
        make_model: 'GWM|Cannon',
        badge: 'Lux',
        body: 'Ute',
        fuel: 'Diesel',
        transmission: 'Automatic',
        drive: '4x4',
        colour: 'White',
        seats: '5',
        car_type: 'demo',
        status: 'sold',
        state: 'QLD',
        city: 'Tingalpa',
        dealership_name: 'Coastal GWM',
        location_name: 'Coastal GWM Tingalpa',
        tag: 'Hot deal',
        item_type: 'car',
        price_range: '$40,000 - $50,000',
        weekly_price_range: '$150 - $200',
        dealership_slug: 'coastal-gwm',
        location_slug: 'coastal-gwm-tingalpa',
      },
    ],
    [
      'a car without the optional values',
      makeDoc({ id: 2, price: 0 }),
      [],
      {
        make: 'Toyota',
        make_model: 'Toyota|Corolla',
        badge: null,
        colour: null,
        seats: null,
        status: 'in_stock',
        state: null,
        price_range: null,
        weekly_price_range: null,
        location_slug: null,
      },
    ],
    [
      'values seen before keep their keys (a second car of a make, an alias of it)',
      makeDoc({
        id: 3,
        make: 'GWM',
        model: 'Cannon',
        colour: 'Pearl White',
        seats: 7,
        status: 'coming_soon',
      }),
      [greatWall, makeDoc({ id: 4, make: 'GWM', model: 'Haval' })],
      { make: 'GWM', make_model: 'GWM|Cannon', colour: 'White', seats: '7', status: 'coming_soon' },
    ],
    [
      'a paint of no known colour is Other, a make|model keeps both parts',
      makeDoc({ id: 5, make: 'Mazda', model: 'CX-5', colour: 'Machine Something' }),
      [],
      { make: 'Mazda', model: 'CX-5', make_model: 'Mazda|CX-5', colour: 'Other' },
    ],
  ])('%s', (_, doc, before, expected) => {
    expect(keysOf(doc, ...before)).toMatchObject(expected);
  });

  it('codes the dealership by its id and the exact status beside its bucket', () => {
    const { dealership, rawStatus, encoder: e } = encoder();
    e.encode(makeDoc({ id: 1, dealershipId: 12, status: 'sold_private' }));
    expect(dealership.keys[e.dealership]).toBe('12');
    expect(rawStatus.keys[e.rawStatus]).toBe('sold_private');
  });

  it.each([
    greatWall,
    makeDoc({ id: 2 }),
    makeDoc({
      id: 3,
      make: 'Toyota',
      model: 'LandCruiser',
      series: '300 Series',
      body: 'SUV',
      fuel: 'Electric',
    }),
    makeDoc({ id: 4, itemType: 'motorcycle', colour: '', body: 'People Mover', drive: 'AWD' }),
  ])('a car has the words of its shared text, each once (%#)', (doc) => {
    const { text, encoder: e } = encoder();
    e.encode(doc);
    const words = e.words.flatMap((ids) => Array.from(ids));
    const expected = new Set(sharedText(doc).flatMap((part) => Array.from(text.sharedWords([part]))));
    expect(new Set(words)).toEqual(expected);
    for (const ids of e.words) expect(new Set(ids).size).toBe(ids.length);
  });
});
