import { describe, expect, it } from 'vitest';
import { type CardTag, cardTag, type TagCar, type TagSettings } from './rules';

const now = new Date('2026-11-22T00:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
const base: TagCar = {
  status: 'in_stock',
  reserved: false,
  certified: false,
  carType: 'used',
  tag: null,
  simpleFuel: 'Petrol',
  createdAt: daysAgo(30),
};
const settings: TagSettings = {
  electricTag: true,
  certifiedProgramme: true,
  makeRunsCertifiedProgramme: true,
  soldTagText: 'JUST SOLD',
  newTagText: 'New',
  greenTags: ['runout sale'],
};

describe('cardTag priority (first match wins)', () => {
  const cases: [string, Partial<TagCar>, Partial<TagSettings>, CardTag][] = [
    [
      'sold beats everything',
      { status: 'sold', reserved: true, tag: 'Hot' },
      {},
      { kind: 'sold', text: 'JUST SOLD' },
    ],
    ['unknown status counts as sold', { status: 'archived' }, {}, { kind: 'sold', text: 'JUST SOLD' }],
    [
      'electric when the site enables it',
      { simpleFuel: 'Electric', reserved: true },
      {},
      { kind: 'electric', text: 'Electric' },
    ],
    ['hybrid when the site enables it', { simpleFuel: 'Hybrid' }, {}, { kind: 'hybrid', text: 'Hybrid' }],
    ['no electric tag when disabled', { simpleFuel: 'Electric' }, { electricTag: false }, null],
    [
      'no electric tag for coming soon',
      { simpleFuel: 'Electric', status: 'coming_soon' },
      {},
      { kind: 'coming-soon', text: 'COMING SOON' },
    ],
    ['reserved', { reserved: true, tag: 'Hot' }, {}, { kind: 'reserved', text: 'Reserved' }],
    [
      'certified used',
      { certified: true, tag: 'Hot' },
      {},
      { kind: 'certified', text: 'Certified Pre-Owned' },
    ],
    ['certified needs a used car', { certified: true, carType: 'demo' }, {}, null],
    ['certified needs the programme', { certified: true }, { makeRunsCertifiedProgramme: false }, null],
    ['own tag red', { tag: 'Hot Deal' }, {}, { kind: 'own', text: 'Hot Deal', tone: 'red' }],
    [
      'runout sale green on that site',
      { tag: 'Runout Sale' },
      {},
      { kind: 'own', text: 'Runout Sale', tone: 'green' },
    ],
    [
      'runout sale red elsewhere',
      { tag: 'runout sale' },
      { greenTags: [] },
      { kind: 'own', text: 'runout sale', tone: 'red' },
    ],
    ['blank own tag ignored', { tag: '  ' }, {}, null],
    ['coming soon', { status: 'coming_soon' }, {}, { kind: 'coming-soon', text: 'COMING SOON' }],
    ['new at 7.99 days', { createdAt: daysAgo(7.99) }, {}, { kind: 'new', text: 'New' }],
    ['not new at exactly 8 days', { createdAt: daysAgo(8) }, {}, null],
    ['otherwise empty', {}, {}, null],
  ];
  it.each(cases)('%s', (_name, car, over, expected) => {
    expect(cardTag({ ...base, ...car }, { ...settings, ...over }, now)).toEqual(expected);
  });
});
