import { describe, expect, it } from 'vitest';
import { type QueryBounds, readQuery } from './query-bounds';

describe('readQuery', () => {
  it.each<[string, string, QueryBounds]>([
    ['white ute under 30k', 'white ute', { price: { max: 30_000 } }],
    ['suv under 20000', 'suv', { price: { max: 20_000 } }],
    ['under $25,000', '', { price: { max: 25_000 } }],
    ['Under $25000 hilux', 'hilux', { price: { max: 25_000 } }],
    ['under 50,000 km', '', { km: { max: 50_000 } }],
    ['under 50,000km', '', { km: { max: 50_000 } }],
    ['under 50k kms', '', { km: { max: 50_000 } }],
    ['hilux 80,000 km', 'hilux', { km: { max: 80_000 } }],
    ['$25,000', '', { price: { max: 25_000 } }],
    ['corolla 20k', 'corolla', { price: { max: 20_000 } }],
    ['corolla 20 k', 'corolla', { price: { max: 20_000 } }],
    ['less than 15.5k', '', { price: { max: 15_500 } }],
    ['no more than $9,999', '', { price: { max: 9_999 } }],
    ['over 40k', '', { price: { min: 40_000 } }],
    ['at least 40000', '', { price: { min: 40_000 } }],
    ['<30k', '', { price: { max: 30_000 } }],
    ['>=30k', '', { price: { min: 30_000 } }],
    ['30k or less', '', { price: { max: 30_000 } }],
    ['30k+', '', { price: { min: 30_000 } }],
    ['between 10k and 20k', '', { price: { min: 10_000, max: 20_000 } }],
    ['from 20 to 30k', '', { price: { min: 20_000, max: 30_000 } }],
    ['10k-20k ute', 'ute', { price: { min: 10_000, max: 20_000 } }],
    ['$20,000 - $10,000', '', { price: { min: 10_000, max: 20_000 } }],
    ['20-30k', '', { price: { min: 20_000, max: 30_000 } }],
    ['2015-2020', '', { year: { min: 2015, max: 2020 } }],
    ['hilux from 2015 to 2020', 'hilux', { year: { min: 2015, max: 2020 } }],
    ['after 2018', '', { year: { min: 2019 } }],
    ['since 2018', '', { year: { min: 2018 } }],
    ['before 2018', '', { year: { max: 2017 } }],
    ['newer than 2018', '', { year: { min: 2019 } }],
    ['2018 or newer', '', { year: { min: 2018 } }],
    ['2018 onwards', '', { year: { min: 2018 } }],
    ['under 2015', '', { year: { max: 2015 } }],
    // boundaries of a year: 1950 and 2099 read as years, 1949 and 2100 as dollars
    ['over 1950', '', { year: { min: 1950 } }],
    ['over 1949', '', { price: { min: 1_949 } }],
    ['under 2099', '', { year: { max: 2099 } }],
    ['under 2100', '', { price: { max: 2_100 } }],
    [
      'ute under 30k under 100,000 km after 2016',
      'ute',
      {
        price: { max: 30_000 },
        km: { max: 100_000 },
        year: { min: 2017 },
      },
    ],
    ['under 30k under 25k', '', { price: { max: 25_000 } }],
    // words that only look like bounds stay words
    ['2020', '2020', {}],
    ['hilux 2020', 'hilux 2020', {}],
    ['peugeot 2008', 'peugeot 2008', {}],
    ['toyota 86', 'toyota 86', {}],
    ['cx-5', 'cx-5', {}],
    ['bt-50 4x4', 'bt-50 4x4', {}],
    ['1-2', '1-2', {}],
    ['under', 'under', {}],
    ['ranger xlt under', 'ranger xlt under', {}],
    ['3 series', '3 series', {}],
    ['', '', {}],
  ])('%j → %j %j', (query, text, bounds) => {
    expect(readQuery(query)).toEqual({ text, bounds });
  });
});
