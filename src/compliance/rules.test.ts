import { describe, expect, it } from 'vitest';
import { COMPARISON_RATE_STATEMENT, COMPARISON_RATE_WARNING } from '@/repayments/comparison-rate';
import {
  type CheckedLocation,
  errorsIn,
  pageBreaches,
  settingsBreaches,
  stockBreaches,
  textBreaches,
} from './rules';

const rules = (text: string) => textBreaches(text, 'where', 'page').map((b) => b.rule);
const WITH_WARNING = `Comparison rate 7.49% p.a. Comparison rate calculated on a secured loan of $30,000 over 5 years. ${COMPARISON_RATE_WARNING}`;

describe('a text a shopper reads', () => {
  it.each([
    ['Finance from 6.99% p.a.', ['rate-without-comparison']],
    ['Finance from 6.99%p.a.', ['rate-without-comparison']],
    ['Rates from 5.95% APR', ['rate-without-comparison']],
    ['4.5 % interest on demo cars', ['rate-without-comparison']],
    ['6.99% p.a. (comparison rate 7.49% p.a.)', ['rate-without-comparison']],
    [`Finance from 6.99% p.a. ${WITH_WARNING}`, []],
    ['Save 10% on servicing', []],
    ['100% of our cars are inspected', []],
    ['Hilux SR5 $52,990', ['price-without-type']],
    ['Hilux SR5 $52990', ['price-without-type']],
    ['Hilux SR5 $52,990 drive away', []],
    ['Hilux SR5 $52,990 driveaway', []],
    ['Hilux SR5 $52,990 excl. government charges', []],
    ['Hilux SR5 $52,990 plus on-road costs', []],
    ['$999 off accessories', []],
    ['$1,000 off accessories', ['price-without-type']],
    ['From $129 per week', []],
  ])('%j breaks %j', (text, expected) => expect(rules(text)).toEqual(expected));

  it('names the warning to add, word for word', () => {
    const [breach] = textBreaches('From 6.99% p.a.', 'copy.heroTitle', 'settings');
    expect(breach).toMatchObject({
      rule: 'rate-without-comparison',
      severity: 'error',
      where: 'copy.heroTitle',
    });
    expect(breach.message).toContain(COMPARISON_RATE_STATEMENT);
  });
});

const location = (over: Partial<CheckedLocation>): CheckedLocation => ({
  slug: 'blacktown',
  name: 'Blacktown',
  state: 'NSW',
  locationType: 'sales',
  dealerLicenseNumber: 'MD12345',
  ...over,
});
const NOW = new Date('2026-11-29T00:00:00Z');
const promo = (over: Record<string, unknown> = {}) => ({
  name: 'sale',
  title: 'Summer sale',
  display: true,
  ...over,
});

describe("a site's settings", () => {
  it.each([
    ['a sales location with its licence', location({}), []],
    ['a sales location without', location({ dealerLicenseNumber: null }), ['licence-number']],
    ['a blank licence', location({ dealerLicenseNumber: '  ' }), ['licence-number']],
    [
      'an untyped location (sales)',
      location({ locationType: '', dealerLicenseNumber: null }),
      ['licence-number'],
    ],
    ['a service location without', location({ locationType: 'service', dealerLicenseNumber: null }), []],
    ['a VIC one without its LMCT', location({ state: 'vic', dealerLicenseNumber: null }), ['licence-number']],
  ])('%s', (_case, place, expected) => {
    expect(settingsBreaches({ copy: {}, promos: [] }, [place], NOW).map((b) => b.rule)).toEqual(expected);
  });

  it.each([
    // The expiry is inclusive: a promotion ending at this very moment is still on.
    ['ending now', promo({ expiry: '2026-11-29T00:00:00Z' }), []],
    ['ended a second ago', promo({ expiry: '2026-11-28T23:59:59Z' }), ['expired-promotion']],
    ['ended but switched off', promo({ expiry: '2026-11-01T00:00:00Z', display: false }), []],
    ['open-ended', promo(), []],
    [
      'a rate in its description',
      promo({ description: 'Finance at 2.9% p.a.' }),
      ['rate-without-comparison'],
    ],
  ])('a promotion %s', (_case, given, expected) => {
    expect(settingsBreaches({ copy: {}, promos: [given] }, [], NOW).map((b) => b.rule)).toEqual(expected);
  });

  it('checks the site’s own words, named by their setting', () => {
    const breaches = settingsBreaches(
      { copy: { heroTitle: 'Finance from 4.99% p.a.' }, promos: [] },
      [],
      NOW,
    );
    expect(breaches.map((b) => b.where)).toEqual(['copy.heroTitle']);
  });
});

describe('pages and stock', () => {
  it('names the page and its field', () => {
    const breaches = pageBreaches({
      path: '/pages/eofy',
      title: 'EOFY',
      description: '',
      body: 'Rates from 3.9% p.a.',
    });
    expect(breaches.map((b) => [b.where, b.rule])).toEqual([['/pages/eofy body', 'rate-without-comparison']]);
  });

  it.each([
    [{ price: 25990, priceType: 'Drive Away' }, []],
    [{ price: 25990, priceType: null }, ['price-basis']],
    [{ price: 25990, priceType: ' ' }, ['price-basis']],
    [{ price: 0, priceType: null }, []],
    [{ price: null, priceType: null }, []],
  ])('a car %o', (car, expected) => {
    const breaches = stockBreaches([{ id: 1, stockNumber: 'S1', title: '2020 Toyota Hilux', ...car }]);
    expect(breaches.map((b) => b.rule)).toEqual(expected);
  });

  it('counts only errors as refusing', () => {
    const breaches = textBreaches('Hilux $52,990 from 6.99% p.a.', 'x', 'page');
    expect(errorsIn(breaches).map((b) => b.rule)).toEqual(['rate-without-comparison']);
  });
});
