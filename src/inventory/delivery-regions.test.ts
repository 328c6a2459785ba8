import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../tests/helpers/test-db';
import { setDbHandleForTests } from '../db';
import { dealerships, deliveryRegions } from '../db/schema';
import { findDeliveryRegion } from './delivery-regions';

let handle: Awaited<ReturnType<typeof createTestDb>>;
let dealerA: number;
let dealerB: number;

beforeAll(async () => {
  handle = await createTestDb();
  setDbHandleForTests(handle);
  [{ id: dealerA }, { id: dealerB }] = await handle.db
    .insert(dealerships)
    .values([
      { slug: 'dealer-a', name: 'Dealer A' },
      { slug: 'dealer-b', name: 'Dealer B' },
    ])
    .returning({ id: dealerships.id });
  await handle.db.insert(deliveryRegions).values([
    { dealershipId: dealerA, name: 'Darwin', postcodeFrom: 800, postcodeTo: 899, price: 1990 },
    { dealershipId: dealerA, name: 'Brisbane Metro', postcodeFrom: 4000, postcodeTo: 4179, price: 0 },
    { dealershipId: dealerA, name: 'Logan and Beenleigh', postcodeFrom: 4205, postcodeTo: 4209, price: 299 },
    // Overlapping ranges: the narrow one wins inside it, the wide one elsewhere.
    { dealershipId: dealerA, name: 'Regional QLD', postcodeFrom: 4300, postcodeTo: 4899, price: 990 },
    { dealershipId: dealerA, name: 'Toowoomba', postcodeFrom: 4350, postcodeTo: 4352, price: 1290 },
    // Same range twice: the cheaper one wins.
    { dealershipId: dealerA, name: 'Hobart (road)', postcodeFrom: 7000, postcodeTo: 7199, price: 1590 },
    { dealershipId: dealerA, name: 'Hobart (sea)', postcodeFrom: 7000, postcodeTo: 7199, price: 1390 },
    { dealershipId: dealerB, name: 'Sydney Metro', postcodeFrom: 2000, postcodeTo: 2234, price: 199 },
  ]);
});
afterAll(async () => handle.drop());

describe('findDeliveryRegion', () => {
  it.each([
    ['lower bound', '4000', { name: 'Brisbane Metro', price: 0 }],
    ['upper bound', '4179', { name: 'Brisbane Metro', price: 0 }],
    ['just past the range', '4180', null],
    ['in the gap before the next range', '4204', null],
    ['next range', '4205', { name: 'Logan and Beenleigh', price: 299 }],
    ['a leading zero', '0800', { name: 'Darwin', price: 1990 }],
    ['below every range', '0200', null],
    ['narrow range inside a wide one', '4350', { name: 'Toowoomba', price: 1290 }],
    ['wide range outside the narrow one', '4353', { name: 'Regional QLD', price: 990 }],
    ['same range: the cheaper', '7000', { name: 'Hobart (sea)', price: 1390 }],
  ])('%s: %s', async (_label, postcode, expected) =>
    expect(await findDeliveryRegion(dealerA, postcode)).toEqual(expected),
  );

  it('reads only the given dealership’s regions', async () => {
    expect(await findDeliveryRegion(dealerA, '2000')).toBeNull();
    expect(await findDeliveryRegion(dealerB, '2000')).toEqual({ name: 'Sydney Metro', price: 199 });
    expect(await findDeliveryRegion(dealerB, '4000')).toBeNull();
  });

  it('answers null for something that is not a postcode', async () => {
    expect(await findDeliveryRegion(dealerA, 'abcd')).toBeNull();
  });
});
