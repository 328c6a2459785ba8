import { describe, expect, it } from 'vitest';
import { POSTCODE_FORMAT_MESSAGE } from '@/enquiries/rules';
import {
  DELIVERY_EMPTY_POSTCODE,
  DELIVERY_NO_ESTIMATE,
  deliveryInputError,
  deliveryPriceText,
  deliveryQuoteMessage,
  deliveryResult,
  POSTCODE_PATTERN,
} from './delivery-rules';

describe('postcode check (AF §5)', () => {
  it.each([
    ['', DELIVERY_EMPTY_POSTCODE],
    ['   ', DELIVERY_EMPTY_POSTCODE],
    ['400', POSTCODE_FORMAT_MESSAGE],
    ['40000', POSTCODE_FORMAT_MESSAGE],
    ['abcd', POSTCODE_FORMAT_MESSAGE],
    ['40a0', POSTCODE_FORMAT_MESSAGE],
    ['４０００', POSTCODE_FORMAT_MESSAGE], // full-width digits are not a postcode
    ['4000', null],
    ['0800', null],
    [' 4000 ', null],
  ])('%j → %s', (postcode, message) => expect(deliveryInputError(postcode)).toBe(message));

  it('the pattern is exactly 4 digits', () => {
    expect(POSTCODE_PATTERN.test('4000')).toBe(true);
    expect(POSTCODE_PATTERN.test('4000\n')).toBe(false);
  });
});

describe('deliveryResult (AF §5, §7)', () => {
  it.each([
    [
      'a region',
      200,
      { name: 'Gold Coast', price: 299 },
      { ok: true, message: null, region: 'Gold Coast', price: 299 },
    ],
    [
      'a free region',
      200,
      { name: 'Brisbane Metro', price: 0 },
      { ok: true, message: null, region: 'Brisbane Metro', price: 0 },
    ],
    [
      'no region (404)',
      404,
      { error: 'No delivery region covers 0800' },
      { ok: false, message: DELIVERY_NO_ESTIMATE },
    ],
    ['a server error', 500, { error: 'x' }, { ok: false, message: DELIVERY_NO_ESTIMATE }],
    ['a network failure', null, null, { ok: false, message: DELIVERY_NO_ESTIMATE }],
    ['a 200 of another shape', 200, { region: 'x' }, { ok: false, message: DELIVERY_NO_ESTIMATE }],
    ['a 200 without a price', 200, { name: 'x', price: null }, { ok: false, message: DELIVERY_NO_ESTIMATE }],
  ])('%s', (_label, status, body, expected) =>
    expect(deliveryResult('4000', status, body)).toEqual(expected),
  );

  it.each([
    [0, 'Free'],
    [199, '$199'],
    [1790, '$1,790'],
  ])('deliveryPriceText(%s) → %s', (price, text) => expect(deliveryPriceText(price)).toBe(text));
});

describe('deliveryQuoteMessage (AF §5)', () => {
  it.each([
    ['', null, DELIVERY_EMPTY_POSTCODE],
    ['   ', { name: 'Brisbane', price: 100 }, DELIVERY_EMPTY_POSTCODE],
    [null, null, DELIVERY_EMPTY_POSTCODE],
    ['0870', null, DELIVERY_NO_ESTIMATE],
    ['0870', { name: 'Alice Springs', price: null }, DELIVERY_NO_ESTIMATE],
    ['0870', { name: 'Alice Springs', price: -1 }, DELIVERY_NO_ESTIMATE],
  ])('%j with %j → %s', (postcode, region, message) =>
    expect(deliveryQuoteMessage(postcode, region)).toEqual({ ok: false, message }),
  );

  it.each([
    [{ name: 'Brisbane Metro', price: 250 }, 250],
    [{ name: 'Local', price: 0 }, 0],
  ])('a region with a price → a quote', (region, price) =>
    expect(deliveryQuoteMessage('4000', region)).toEqual({
      ok: true,
      message: null,
      region: region.name,
      price,
    }),
  );
});
