import { describe, expect, it } from 'vitest';
import { payLabel, reservationOf, statusCopy } from './page-rules';
import { errorMessageOf, interpretStartResponse } from './payment/answer-rules';
import { keepsPolling } from './payment/status-rules';
import { CAR_TAKEN_MESSAGE } from './rules';

const view = {
  amountCents: 20_000,
  car: {
    id: 1,
    slug: '2022-toyota-rav4',
    name: '2022 Toyota RAV4 GX',
    path: '/cars/x',
    image: null,
    price: 1,
  },
  holdUntilText: 'Thursday 26 November 2026, 3:15 pm AEST',
};

describe('payLabel', () => {
  it.each([
    [200, 'Pay $200 deposit'],
    [1500, 'Pay $1,500 deposit'],
  ])('%s → %s', (deposit, label) => expect(payLabel(deposit)).toBe(label));
});

describe('keepsPolling (every 2 s for up to 60 s, while pending)', () => {
  it.each([
    ['pending, just begun', 'pending', 0, true],
    ['pending, a moment before the minute', 'pending', 59_999, true],
    ['pending, at the minute', 'pending', 60_000, false],
    ['held', 'held', 0, false],
    ['failed', 'failed', 0, false],
  ] as const)('%s → %s', (_label, status, elapsed, expected) =>
    expect(keepsPolling(status, 1_000, 1_000 + elapsed)).toBe(expected),
  );
});

describe('statusCopy', () => {
  it.each([
    ['pending', 'Confirming your payment…', 'keep this page open'],
    [
      'held',
      'Reserved',
      'We hold the 2022 Toyota RAV4 GX for you until Thursday 26 November 2026, 3:15 pm AEST.',
    ],
    ['cancelled', 'Reservation cancelled', '$200.00 deposit has been refunded in full'],
    ['released', 'Your hold has ended', '$200.00 deposit has been refunded in full'],
    ['lost', 'This car has been reserved', CAR_TAKEN_MESSAGE],
    ['failed', 'Payment not completed', 'Your payment did not go through.'],
  ] as const)('%s → %s', (status, heading, line) => {
    const copy = statusCopy({ ...view, status });
    expect(copy.heading).toBe(heading);
    expect(copy.lines.join(' ')).toContain(line);
  });

  it('tells a buyer whose hold became the sale that the deposit went toward the car, not back', () => {
    const copy = statusCopy({ ...view, status: 'released', sold: true });
    expect(copy.heading).toBe('The car is yours');
    expect(copy.lines.join(' ')).toBe('Your $200.00 deposit went toward the 2022 Toyota RAV4 GX.');
  });

  it('says the hold without a time when the time is not known', () => {
    expect(statusCopy({ ...view, status: 'held', holdUntilText: null }).lines[0]).toBe(
      'We hold the 2022 Toyota RAV4 GX for you.',
    );
  });
});

describe('interpretStartResponse', () => {
  it.each([
    [
      '201 with payUrl',
      201,
      { payUrl: '/api/test-payments/tps_1' },
      { kind: 'pay', payUrl: '/api/test-payments/tps_1' },
    ],
    ['200 (same key)', 200, { payUrl: 'https://pay/x' }, { kind: 'pay', payUrl: 'https://pay/x' }],
    ['201 without payUrl', 201, {}, { kind: 'error', message: null }],
    [
      '400 with issues, by field name',
      400,
      {
        error: 'Invalid input',
        issues: [
          { field: 'email', message: 'Please enter a valid email address.' },
          { field: 'fields.phone', message: 'P' },
          { bad: 1 },
        ],
      },
      {
        kind: 'invalid',
        message: 'Invalid input',
        issues: [
          { field: 'email', message: 'Please enter a valid email address.' },
          { field: 'phone', message: 'P' },
        ],
      },
    ],
    ['401', 401, { error: 'Sign in' }, { kind: 'signed-out' }],
    [
      '409',
      409,
      { error: 'This car cannot be reserved online.' },
      { kind: 'error', message: 'This car cannot be reserved online.' },
    ],
    ['404 without a message', 404, null, { kind: 'error', message: null }],
    ['500 never shows its message', 500, { error: 'stack' }, { kind: 'error', message: null }],
  ])('%s', (_label, status, body, expected) =>
    expect(interpretStartResponse(status, body)).toEqual(expected),
  );
});

describe('reservationOf and errorMessageOf', () => {
  it('read the reservation and the error of an answer, or null', () => {
    expect(reservationOf({ reservation: { id: 'r1', status: 'held' } })).toEqual({
      id: 'r1',
      status: 'held',
    });
    expect(reservationOf({ reservation: { id: 1 } })).toBeNull();
    expect(reservationOf('x')).toBeNull();
    expect(errorMessageOf({ error: 'Too late' })).toBe('Too late');
    expect(errorMessageOf({ error: ' ' })).toBeNull();
  });
});
