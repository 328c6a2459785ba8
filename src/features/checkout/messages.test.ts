import { describe, expect, it } from 'vitest';
import { reservationEmail } from './messages';

const content = {
  siteName: 'Coastal Toyota',
  firstName: 'Jo',
  carName: '2021 Toyota HiLux SR5',
  deposit: '$200.00',
  holdUntilText: 'Thursday 26 November 2026, 11:00 am AEST',
  paymentReference: 'tpi_123',
  reservationUrl: 'http://coastal-toyota.localhost:3000/reservations/abc',
  purchase: false,
  handoverText: null,
};

describe('reservationEmail', () => {
  it('confirms the hold with its end, the reference and the reservation page', () => {
    const email = reservationEmail('held', content);
    expect(email.subject).toBe('Your 2021 Toyota HiLux SR5 is reserved');
    expect(email.text).toContain(
      'holding the 2021 Toyota HiLux SR5 for you for 48 hours, until Thursday 26 November 2026',
    );
    expect(email.text).toContain('Payment reference: tpi_123');
    expect(email.html).toContain('href="http://coastal-toyota.localhost:3000/reservations/abc"');
  });

  it.each([
    ['cancelled', 'is being refunded'],
    ['released', 'back on sale'],
    ['lost', 'refunded in full'],
  ] as const)('says what happened when %s', (stage, words) => {
    expect(reservationEmail(stage, content).text).toContain(words);
  });

  it('escapes what it puts in HTML', () => {
    expect(reservationEmail('held', { ...content, carName: '<b>Car</b>' }).html).not.toContain('<b>Car</b>');
  });
});
