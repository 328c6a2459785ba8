import { describe, expect, it } from 'vitest';
import { type LeftOutReason, type ListingCar, leftOutReason } from './listing-rules';

const photo = { image: '/media/cars/a.webp', thumb: '/media/cars/a-thumb.webp' };
const car: ListingCar = {
  status: 'in_stock',
  price: 30000,
  beforePrice: null,
  offerPrice: null,
  hiddenFromStock: 0,
  showOnDealerWebsite: true,
  images: [photo],
};
const scope = { maxHiddenFromStock: 0, inStockOnly: false };

describe('leftOutReason', () => {
  it.each<[string, Partial<ListingCar>, Partial<typeof scope>, LeftOutReason | null]>([
    ['in stock with a price and a photo', {}, {}, null],
    ['coming soon', { status: 'coming_soon' }, {}, null],
    ['coming soon on an in-stock-only site', { status: 'coming_soon' }, { inStockOnly: true }, 'hidden'],
    ['sold', { status: 'sold' }, {}, 'sold'],
    ['any other status is sold', { status: 'withdrawn' }, {}, 'sold'],
    ['sold without a photo is sold first', { status: 'sold', images: [] }, {}, 'sold'],
    ['off the website', { showOnDealerWebsite: false }, {}, 'hidden'],
    ['hidden count 1 above the site count 0', { hiddenFromStock: 1 }, {}, 'hidden'],
    ['hidden count equal to the site count', { hiddenFromStock: 3 }, { maxHiddenFromStock: 3 }, null],
    ['price exactly 0', { price: 0 }, {}, 'no-price'],
    ['price 1', { price: 1 }, {}, null],
    ['no price but an offer', { price: 0, offerPrice: 25000 }, {}, 'no-price'],
    ['no price and no photo is no price first', { price: 0, images: [] }, {}, 'no-price'],
    ['no photo', { images: [] }, {}, 'no-photo'],
    ['exactly 1 photo', { images: [photo] }, {}, null],
  ])('%s', (_name, change, scopeChange, reason) => {
    expect(leftOutReason({ ...car, ...change }, { ...scope, ...scopeChange })).toBe(reason);
  });
});
