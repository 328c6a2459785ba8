import { describe, expect, it } from 'vitest';
import type { CarRow } from './documents';
import { toCardHit, toSearchDoc } from './documents';
import { createSearchEngine } from './engine';

// A row as the search reads it: only the fields the price and finance rules read matter here.
function row(id: number, over: Partial<CarRow>): CarRow {
  return {
    id,
    dealershipId: 1,
    slug: `car-${id}`,
    stocknum: `S${id}`,
    name: `Car ${id}`,
    year: 2024,
    make: 'Toyota',
    model: 'HiLux',
    badge: null,
    series: null,
    colour: null,
    km: 10,
    price: 50_000,
    beforePrice: null,
    offerPrice: null,
    subscriptionPrice: null,
    priceType: null,
    carType: 'new',
    status: 'in_stock',
    soldAt: null,
    reserved: false,
    tag: null,
    certified: false,
    itemType: 'car',
    cylinders: null,
    simpleBody: null,
    simpleFuel: null,
    simpleTransmission: null,
    simpleDrive: null,
    seats: null,
    categories: [],
    city: null,
    state: null,
    hiddenFromStock: 0,
    showOnDealerWebsite: true,
    checkoutEnabled: false,
    tradeInAllowed: false,
    reserveAmount: null,
    primaryImageUrl: null,
    youxQuote: null,
    financeLenders: null,
    financeRate: 0,
    views: 0,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    dealershipName: 'Dealer',
    dealershipSlug: 'dealer',
    locationName: null,
    locationSlug: null,
    makeRunsCertifiedProgramme: false,
    makeSlug: 'toyota',
    ...over,
  } as CarRow;
}

describe('search documents carry the shopper’s price', () => {
  const rows = [
    row(1, { price: 69_000, offerPrice: 65_990 }), // on offer: sorts and filters at 65,990
    row(2, { price: 66_000 }),
    row(3, { price: 65_000, beforePrice: 70_000 }),
  ];

  it('the card shows the offer as the price and the full price as the was', () => {
    expect(toCardHit(rows[0])).toMatchObject({ price: 65_990, beforePrice: 69_000 });
    expect(toCardHit(rows[2])).toMatchObject({ price: 65_000, beforePrice: 70_000 });
  });

  it('price sort uses the offer price', () => {
    const engine = createSearchEngine(rows.map(toSearchDoc));
    expect(engine.search({ scope: null, limit: 10, sort: 'price_asc' }).ids).toEqual([3, 1, 2]);
    expect(engine.search({ scope: null, limit: 10, sort: 'price_desc' }).ids).toEqual([2, 1, 3]);
  });

  it('a price filter and the price stats use the offer price', () => {
    const engine = createSearchEngine(rows.map(toSearchDoc));
    const search = (min: number, max: number) =>
      engine.search({ scope: null, ranges: { price: { min, max } }, stats: ['price'] });
    expect(search(65_500, 66_000).ids.sort()).toEqual([1, 2]);
    expect(search(68_000, 70_000).ids).not.toContain(1);
    expect(search(0, 100_000).stats.price).toEqual({ min: 65_000, max: 66_000 });
  });
});
