import { describe, expect, it } from 'vitest';
import type { CardHit } from './documents';
import { siteCards } from './site-cards';

const hit = (id: number, priceType: string | null, itemType: CardHit['itemType'] = 'car') =>
  ({
    id,
    price: 45_000,
    priceType,
    itemType,
    cylinders: 4,
    simpleFuel: 'Petrol',
    driveAway: null,
  }) as CardHit;

describe("siteCards: the shared index's cards with the site's drive-away line", () => {
  const cards = new Map([
    [1, hit(1, 'Excl. Government Charges')],
    [2, hit(2, 'Drive Away')],
    [3, hit(3, 'EGC', 'motorcycle')],
  ]);

  it('fills the line for the site state, in the order asked, skipping cars the index lacks', () => {
    const hits = siteCards(cards, [2, 9, 1, 3], { state: 'NSW', delivery: 0 });
    expect(hits.map((h) => h.id)).toEqual([2, 1, 3]);
    expect(hits.map((h) => h.driveAway?.line ?? null)).toEqual([null, 'Est. drive-away $47,358 (NSW)', null]);
  });

  it('leaves the shared cards as they were', () => {
    siteCards(cards, [1], { state: 'QLD', delivery: 0 });
    expect(cards.get(1)?.driveAway).toBeNull();
  });
});
