import { describe, expect, it } from 'vitest';
import { type AlertContent, alertEmail, alertSms, alertSubject, MESSAGE_MAX_CARS } from './alert-message';
import {
  ALERT_LOOKBACK_MS,
  alertSince,
  canSave,
  channelsFor,
  keepsSavedSearches,
  SAVED_SEARCH_LIMIT,
} from './rules';
import { unsubscribeToken, verifyUnsubscribeToken } from './token';

describe('canSave: at most SAVED_SEARCH_LIMIT per shopper per site', () => {
  it.each([
    [0, false, true],
    [SAVED_SEARCH_LIMIT - 1, false, true],
    [SAVED_SEARCH_LIMIT, false, false],
    [SAVED_SEARCH_LIMIT + 1, false, false],
    // Saving again one already held only changes its channel: never refused.
    [SAVED_SEARCH_LIMIT, true, true],
    [SAVED_SEARCH_LIMIT - 1, true, true],
  ])('holding %i (this one held: %s) → %s', (held, alreadyHeld, expected) => {
    expect(canSave(held, alreadyHeld)).toBe(expected);
  });

  it('is ten', () => expect(SAVED_SEARCH_LIMIT).toBe(10));
});

describe('keepsSavedSearches: with a watchlist or My Garage, where they are listed', () => {
  it.each([
    [true, true, true],
    [true, false, true],
    [false, true, true],
    [false, false, false],
  ])('garage %s, watchlist %s → %s', (garage, watchlist, kept) => {
    expect(keepsSavedSearches({ garage, watchlist })).toBe(kept);
  });
});

describe('channelsFor', () => {
  it.each([
    ['jane@example.com', ['email', 'sms']],
    [null, ['sms']],
    ['', ['sms']],
  ])('email %j → %j', (email, expected) => {
    expect(channelsFor({ email })).toEqual(expected);
  });
});

describe('alertSince: since the search was saved, at most a week back', () => {
  const now = new Date('2026-03-10T00:00:00Z');
  it.each([
    ['saved an hour ago', new Date(now.getTime() - 3_600_000), new Date(now.getTime() - 3_600_000)],
    [
      'saved exactly a week ago',
      new Date(now.getTime() - ALERT_LOOKBACK_MS),
      new Date(now.getTime() - ALERT_LOOKBACK_MS),
    ],
    ['saved a month ago', new Date('2026-02-08T00:00:00Z'), new Date(now.getTime() - ALERT_LOOKBACK_MS)],
  ])('%s', (_, savedAt, expected) => {
    expect(alertSince(savedAt, now)).toEqual(expected);
  });
});

describe('the unsubscribe token', () => {
  const key = 'k'.repeat(43);
  const token = unsubscribeToken(12, key);

  it('names its search: id, a dot, 43 base64url characters', () => {
    expect(token).toMatch(/^12\.[A-Za-z0-9_-]{43}$/);
    expect(verifyUnsubscribeToken(token, key)).toBe(12);
  });

  const mac = token.slice(3);
  const flip = (c: string) => (c === 'A' ? 'B' : 'A');
  it.each([
    ['another search’s id with this mac', `13.${mac}`],
    ['the mac’s first character changed', `12.${flip(mac[0])}${mac.slice(1)}`],
    ['the mac’s last character changed', `12.${mac.slice(0, -1)}${flip(mac.at(-1) as string)}`],
    ['a mac cut short', `12.${mac.slice(0, -1)}`],
    ['no mac', '12.'],
    ['no id', `.${mac}`],
    ['a leading zero', `012.${mac}`],
    ['an id past 2^31 - 1', `2147483648.${mac}`],
    ['made with another key', unsubscribeToken(12, 'x'.repeat(43))],
    ['empty', ''],
    ['not text', 12],
    ['nothing', null],
  ])('refuses %s', (_, value) => {
    expect(verifyUnsubscribeToken(value, key)).toBeNull();
  });

  it('gives each search its own token', () => {
    expect(verifyUnsubscribeToken(unsubscribeToken(13, key), key)).toBe(13);
    expect(unsubscribeToken(13, key).slice(3)).not.toBe(mac);
  });
});

describe('the alert message', () => {
  const car = (n: number) => ({
    name: `2024 Toyota RAV4 GX ${n}`,
    price: n === 2 ? null : 40_000 + n,
    url: `https://x.example/cars/rav4-${n}`,
  });
  const content = (count: number): AlertContent => ({
    siteName: 'Summit Motor Group',
    searchName: 'Toyota for sale: SUV',
    firstName: 'Anna',
    cars: Array.from({ length: count }, (_, i) => car(i + 1)),
    resultsUrl: 'https://x.example/search/toyota?body=SUV',
    unsubscribeUrl: 'https://x.example/unsubscribe?token=1.abc',
    noPriceText: 'Enquire for price',
  });

  it.each([
    [1, 'A new car matches your saved search: Toyota for sale: SUV'],
    [3, '3 new cars match your saved search: Toyota for sale: SUV'],
  ])('subject for %i car(s)', (count, subject) => {
    expect(alertSubject(content(count))).toBe(subject);
  });

  it('lists each car with its price and link, the results and the unsubscribe link', () => {
    const { text, html } = alertEmail(content(2));
    expect(text).toContain('Hi Anna,');
    expect(text).toContain('- 2024 Toyota RAV4 GX 1, $40,001\n  https://x.example/cars/rav4-1');
    expect(text).toContain('- 2024 Toyota RAV4 GX 2, Enquire for price');
    expect(text).toContain('See every result: https://x.example/search/toyota?body=SUV');
    expect(text).toContain('Stop these alerts: https://x.example/unsubscribe?token=1.abc');
    expect(html).toContain('<a href="https://x.example/search/toyota?body=SUV">See every result</a>');
    expect(html).toContain('<a href="https://x.example/unsubscribe?token=1.abc">Stop these alerts</a>');
  });

  it(`lists at most ${MESSAGE_MAX_CARS} cars, then how many more`, () => {
    const { text } = alertEmail(content(MESSAGE_MAX_CARS + 2));
    expect(text).toContain(`RAV4 GX ${MESSAGE_MAX_CARS},`);
    expect(text).not.toContain(`RAV4 GX ${MESSAGE_MAX_CARS + 1},`);
    expect(text).toContain('…and 2 more.');
    expect(alertEmail(content(MESSAGE_MAX_CARS)).text).not.toContain('more.');
  });

  it('escapes what it puts in HTML', () => {
    const { html } = alertEmail({ ...content(1), searchName: '<b>Utes</b> & vans' });
    expect(html).toContain('&lt;b&gt;Utes&lt;/b&gt; &amp; vans');
    expect(html).not.toContain('<b>Utes');
  });

  it.each([
    [
      1,
      'Summit Motor Group: 2024 Toyota RAV4 GX 1 ($40,001) matches your saved search “Toyota for sale: SUV”: https://x.example/cars/rav4-1 Stop alerts: https://x.example/unsubscribe?token=1.abc',
    ],
    [
      4,
      'Summit Motor Group: 4 new cars match your saved search “Toyota for sale: SUV”: https://x.example/search/toyota?body=SUV Stop alerts: https://x.example/unsubscribe?token=1.abc',
    ],
  ])('an SMS for %i car(s)', (count, sms) => {
    expect(alertSms(content(count))).toBe(sms);
  });
});
