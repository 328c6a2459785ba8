import { describe, expect, it } from 'vitest';
import { offerNow, windowDates, windowInstants } from './offer-window-rules';

const SYDNEY = 'Australia/Sydney';
const window = { offerPlanned: 39_990, ...windowInstants('2026-12-01', '2026-12-03', SYDNEY) };

describe('offer windows', () => {
  it('runs from the first day’s midnight to the midnight after the last day, on the place’s clock', () => {
    // Sydney is on daylight time (UTC+11) in December.
    expect(window.offerStartsAt.toISOString()).toBe('2026-11-30T13:00:00.000Z');
    expect(window.offerEndsAt.toISOString()).toBe('2026-12-03T13:00:00.000Z');
    expect(windowDates(window.offerStartsAt, window.offerEndsAt, SYDNEY)).toEqual({
      from: '2026-12-01',
      to: '2026-12-03',
    });
  });

  it.each<[string, number | null]>([
    ['2026-11-30T12:59:59.999Z', null],
    ['2026-11-30T13:00:00.000Z', 39_990],
    ['2026-12-03T12:59:59.999Z', 39_990],
    ['2026-12-03T13:00:00.000Z', null],
  ])('at %s the live offer is %s', (at, offer) => {
    expect(offerNow(window, new Date(at))).toBe(offer);
  });

  it('gives nothing without a planned price or dates', () => {
    const now = new Date('2026-12-02T00:00:00Z');
    expect(offerNow({ ...window, offerPlanned: null }, now)).toBeNull();
    expect(offerNow({ ...window, offerStartsAt: null }, now)).toBeNull();
  });
});
