import { describe, expect, it } from 'vitest';
import {
  type CarEdit,
  changedFields,
  equipmentLines,
  normalLocks,
  personSources,
  sourceOf,
} from './edit-rules';

const car: CarEdit = {
  price: 30_000,
  beforePrice: null,
  offerPrice: null,
  offerFrom: null,
  offerTo: null,
  priceType: null,
  dealercomments: 'One owner.',
  tag: null,
  status: 'in_stock',
  reserved: false,
  showOnDealerWebsite: true,
  checkoutEnabled: false,
  testDriveEnabled: true,
  tradeInAllowed: true,
  standardEquipment: ['Cruise control', 'Tow bar'],
};

describe('changedFields', () => {
  it.each<[string, Partial<CarEdit>, string[]]>([
    ['nothing', {}, []],
    ['the price', { price: 29_990 }, ['price']],
    ['the same equipment in a new array', { standardEquipment: ['Cruise control', 'Tow bar'] }, []],
    ['equipment reordered', { standardEquipment: ['Tow bar', 'Cruise control'] }, ['standardEquipment']],
    [
      'one more equipment item',
      { standardEquipment: ['Cruise control', 'Tow bar', 'Roof racks'] },
      ['standardEquipment'],
    ],
    [
      'a switch and the status',
      { status: 'sold', showOnDealerWebsite: false },
      ['status', 'showOnDealerWebsite'],
    ],
  ])('%s', (_name, edit, changed) => {
    expect(changedFields(car, { ...car, ...edit })).toEqual(changed);
  });
});

describe('normalLocks', () => {
  it.each<[string[], string[]]>([
    [[], []],
    [
      ['tag', 'price', 'price'],
      ['price', 'tag'],
    ],
    [
      ['images', 'price', 'dealershipId'],
      ['price', 'images'],
    ],
  ])('%j → %j', (asked, kept) => {
    expect(normalLocks(asked)).toEqual(kept);
  });
});

describe('equipmentLines', () => {
  it('keeps one trimmed item a line and drops blank lines', () => {
    expect(equipmentLines('  Tow bar \n\n Cruise control\r\n')).toEqual(['Tow bar', 'Cruise control']);
    expect(equipmentLines('')).toEqual([]);
  });
});

describe('sources', () => {
  const listed = new Date('2026-10-01T00:00:00Z');
  const at = new Date('2026-11-29T01:00:00Z');
  it('names the person for the fields they changed and keeps the rest', () => {
    const before = { tag: { by: 'feed' as const, at: '2026-11-01T00:00:00.000Z' } };
    const after = personSources(before, ['price'], 'sam@example.com', at);
    expect(after).toEqual({
      tag: before.tag,
      price: { by: 'person', who: 'sam@example.com', at: at.toISOString() },
    });
    expect(sourceOf(after, 'price', listed)).toEqual(after.price);
  });
  it('reads a field nobody recorded as the feed that listed the car', () => {
    expect(sourceOf({}, 'price', listed)).toEqual({ by: 'feed', at: listed.toISOString() });
    expect(sourceOf({}, 'offerFrom', listed)).toBeNull();
  });
});
