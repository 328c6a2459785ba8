import type { deliveryRegions } from '../../src/db/schema';
import type { State } from './dealers';
import type { Random } from './random';

// Delivery price regions for dealerships on sites with the delivery calculator: postcode ranges covering
// the metro and regional areas of every state, priced by distance from the dealership. Some postcodes are
// deliberately not covered (the Northern Territory, remote WA, Cape York and the Gulf, outback QLD), so
// the calculator's 'no estimate' message can be seen.

type Tier = 'metro' | 'near' | 'regional' | 'remote';
type Region = { name: string; from: number; to: number; state: State; tier: Tier };

export const REGIONS: Region[] = [
  { name: 'Brisbane Metro', from: 4000, to: 4179, state: 'QLD', tier: 'metro' },
  { name: 'Logan and Beenleigh', from: 4205, to: 4209, state: 'QLD', tier: 'near' },
  { name: 'Gold Coast', from: 4210, to: 4230, state: 'QLD', tier: 'near' },
  { name: 'Scenic Rim and Ipswich', from: 4270, to: 4306, state: 'QLD', tier: 'near' },
  { name: 'Toowoomba and Darling Downs', from: 4350, to: 4499, state: 'QLD', tier: 'regional' },
  { name: 'Moreton Bay', from: 4500, to: 4521, state: 'QLD', tier: 'near' },
  { name: 'Sunshine Coast', from: 4550, to: 4575, state: 'QLD', tier: 'near' },
  { name: 'Wide Bay and Burnett', from: 4600, to: 4699, state: 'QLD', tier: 'regional' },
  { name: 'Central Queensland', from: 4700, to: 4729, state: 'QLD', tier: 'regional' },
  { name: 'Mackay and Whitsundays', from: 4740, to: 4799, state: 'QLD', tier: 'regional' },
  { name: 'Townsville', from: 4800, to: 4829, state: 'QLD', tier: 'remote' },
  { name: 'Cairns and Tablelands', from: 4865, to: 4889, state: 'QLD', tier: 'remote' },
  { name: 'Sydney Metro', from: 2000, to: 2234, state: 'NSW', tier: 'metro' },
  { name: 'Central Coast', from: 2250, to: 2263, state: 'NSW', tier: 'near' },
  { name: 'Newcastle and Hunter', from: 2264, to: 2339, state: 'NSW', tier: 'near' },
  { name: 'Northern NSW', from: 2340, to: 2499, state: 'NSW', tier: 'regional' },
  { name: 'Wollongong and Illawarra', from: 2500, to: 2534, state: 'NSW', tier: 'near' },
  { name: 'Southern NSW', from: 2535, to: 2599, state: 'NSW', tier: 'regional' },
  { name: 'Canberra', from: 2600, to: 2620, state: 'ACT', tier: 'regional' },
  { name: 'Riverina and Central West', from: 2621, to: 2739, state: 'NSW', tier: 'regional' },
  { name: 'Greater Western Sydney', from: 2740, to: 2786, state: 'NSW', tier: 'metro' },
  { name: 'Western NSW', from: 2787, to: 2899, state: 'NSW', tier: 'remote' },
  { name: 'Melbourne Metro', from: 3000, to: 3207, state: 'VIC', tier: 'metro' },
  { name: 'Geelong', from: 3211, to: 3232, state: 'VIC', tier: 'near' },
  { name: 'Western Victoria', from: 3233, to: 3499, state: 'VIC', tier: 'regional' },
  { name: 'Northern Victoria', from: 3500, to: 3749, state: 'VIC', tier: 'regional' },
  { name: 'Outer East and Mornington Peninsula', from: 3750, to: 3999, state: 'VIC', tier: 'near' },
  { name: 'Adelaide Metro', from: 5000, to: 5199, state: 'SA', tier: 'metro' },
  { name: 'Regional South Australia', from: 5200, to: 5749, state: 'SA', tier: 'regional' },
  { name: 'Perth Metro', from: 6000, to: 6199, state: 'WA', tier: 'metro' },
  { name: 'South West WA', from: 6200, to: 6399, state: 'WA', tier: 'regional' },
  { name: 'Hobart and the South', from: 7000, to: 7199, state: 'TAS', tier: 'metro' },
  { name: 'Northern Tasmania', from: 7200, to: 7399, state: 'TAS', tier: 'regional' },
];

/** Postcodes left uncovered on purpose, for tests and demos of the 'no estimate' message. */
export const UNCOVERED_POSTCODES = ['0800', '0870', '6725', '6714', '4730', '4890'];

// Road-freight "hops" between states.
const HOPS: Record<State, Partial<Record<State, number>>> = {
  QLD: { QLD: 0, NSW: 1, ACT: 1, VIC: 2, SA: 2, TAS: 3, WA: 3, NT: 3 },
  NSW: { QLD: 1, NSW: 0, ACT: 0, VIC: 1, SA: 2, TAS: 2, WA: 3, NT: 3 },
  ACT: { QLD: 1, NSW: 0, ACT: 0, VIC: 1, SA: 2, TAS: 2, WA: 3, NT: 3 },
  VIC: { QLD: 2, NSW: 1, ACT: 1, VIC: 0, SA: 1, TAS: 1, WA: 3, NT: 3 },
  SA: { QLD: 2, NSW: 2, ACT: 2, VIC: 1, SA: 0, TAS: 2, WA: 2, NT: 2 },
  WA: { QLD: 3, NSW: 3, ACT: 3, VIC: 3, SA: 2, TAS: 3, WA: 0, NT: 2 },
  TAS: { QLD: 3, NSW: 2, ACT: 2, VIC: 1, SA: 2, TAS: 0, WA: 3, NT: 3 },
  NT: { QLD: 3, NSW: 3, ACT: 3, VIC: 3, SA: 2, TAS: 3, WA: 2, NT: 0 },
};

const TIER_PRICE: Record<Tier, number> = { metro: 199, near: 299, regional: 590, remote: 990 };

/** The delivery regions of one dealership, priced from its state (its own metro area is free). */
export function deliveryRows(
  dealershipId: number,
  state: State,
  homePostcode: number,
  rng: Random,
): (typeof deliveryRegions.$inferInsert)[] {
  return REGIONS.map((region) => {
    const hops = HOPS[state][region.state] ?? 3;
    const home = homePostcode >= region.from && homePostcode <= region.to;
    let price = home ? 0 : TIER_PRICE[region.tier] + hops * 600;
    if (!home && hops > 0) price += rng.int(0, 3) * 50;
    // Dealers advertise prices ending in 90 or 99.
    if (price > 0) price = price < 300 ? price : Math.round(price / 100) * 100 - 10;
    return { dealershipId, name: region.name, postcodeFrom: region.from, postcodeTo: region.to, price };
  });
}
