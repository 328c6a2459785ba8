import { describe, expect, it } from 'vitest';
import { inSiteOrder } from './location-order';

describe('inSiteOrder', () => {
  const at = (name: string, dealershipSlug: string, primary = false) => ({ name, dealershipSlug, primary });
  it.each([
    [
      'the first-named dealership’s primary first, though another sorts first by name',
      [at('Capalaba', 'capalaba', true), at('Tingalpa', 'tingalpa', true)],
      ['tingalpa', 'capalaba'],
      ['Tingalpa', 'Capalaba'],
    ],
    [
      'primary locations before the others, then dealership order, then name',
      [
        at('B Service', 'tingalpa'),
        at('A Service', 'capalaba'),
        at('Z Sales', 'capalaba', true),
        at('A Parts', 'tingalpa'),
      ],
      ['tingalpa', 'capalaba'],
      ['Z Sales', 'A Parts', 'B Service', 'A Service'],
    ],
    [
      'a dealership the site does not name last',
      [at('Other', 'elsewhere', true), at('Own', 'tingalpa', true)],
      ['tingalpa'],
      ['Own', 'Other'],
    ],
    ['none', [], ['tingalpa'], []],
  ])('%s', (_, locations, order, expected) => {
    expect(inSiteOrder(locations, order).map((l) => l.name)).toEqual(expected);
  });
});
