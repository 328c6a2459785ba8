import { describe, expect, it } from 'vitest';
import { type SiteLink, stockChangeTags } from './cache-tag-rules';
import type { CardHit } from './documents';

const car = (slug: string, dealershipId: number) => ({ slug, dealershipId }) as CardHit;
const links: SiteLink[] = [
  { site: 'carzone', dealershipId: 1 },
  { site: 'summit', dealershipId: 1 },
  { site: 'summit', dealershipId: 2 },
  { site: 'outback', dealershipId: 3 },
];

describe('stockChangeTags', () => {
  it.each([
    [
      'a car sold: its page and the stock of every site showing its dealership',
      [{ before: car('a', 1), after: car('a', 1) }],
      ['car:a', 'site:carzone:stock', 'site:summit:stock'],
    ],
    ['a new car', [{ after: car('b', 3) }], ['car:b', 'site:outback:stock']],
    ['a car deleted', [{ before: car('c', 2) }], ['car:c', 'site:summit:stock']],
    [
      'a new slug: the old page and the new',
      [{ before: car('old', 3), after: car('new', 3) }],
      ['car:old', 'car:new', 'site:outback:stock'],
    ],
    ['a car of a dealership no site shows', [{ after: car('d', 9) }], ['car:d']],
    ['nothing', [], []],
  ])('%s', (_, cars, tags) => {
    expect(stockChangeTags({ cars }, links)).toEqual(tags);
  });

  it('a rebuilt index touches every site', () => {
    expect(stockChangeTags({ all: true }, links)).toEqual(['site:carzone', 'site:summit', 'site:outback']);
  });
});
