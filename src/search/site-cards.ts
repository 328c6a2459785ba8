import { type DriveAwaySettings, driveAwayEstimate } from '@/inventory/drive-away-rules';
import { driveAwayBasis, driveAwayLine } from '@/inventory/drive-away-text';
import type { CardHit } from './documents';

// The index's cards are shared by every site; what differs per site is filled in here, on the server,
// as a site's search hands its hits out: the drive-away estimate for the site's home state and delivery.

export function siteCards(
  cards: ReadonlyMap<number, CardHit>,
  ids: readonly number[],
  driveAway: DriveAwaySettings,
): CardHit[] {
  const hits: CardHit[] = [];
  for (const id of ids) {
    const hit = cards.get(id);
    if (hit) hits.push(withDriveAway(hit, driveAway));
  }
  return hits;
}

export function withDriveAway(hit: CardHit, settings: DriveAwaySettings): CardHit {
  const estimate = driveAwayEstimate({
    price: hit.price,
    priceType: hit.priceType,
    ownFigure: hit.driveAwayPrice,
    state: settings.state,
    delivery: settings.delivery,
    car: { cylinders: hit.cylinders, fuel: hit.simpleFuel, itemType: hit.itemType },
  });
  return estimate
    ? { ...hit, driveAway: { line: driveAwayLine(estimate), basis: driveAwayBasis(estimate) } }
    : hit;
}
