import { describe, expect, it } from 'vitest';
import { loadSiteConfigs } from '../../tenancy/site-files';
import { RETURN_DAYS } from './rules';

// A shipped site's own words about its guarantee and returns agree with what its reserve page says
// (moneyBackGuarantee, RETURN_HEADING): a car page must not promise '14-day money-back returns' where the
// checkout gives a 48-hour money-back guarantee and 14-day returns on terms.

const texts = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(texts)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(texts)
        : [];

describe.each(loadSiteConfigs().map((config) => [config.slug, config] as const))('%s', (_slug, config) => {
  const words = texts([config.copy, config.carPage]);
  const hours = config.carPage.moneyBackGuaranteeHours;

  it('names a money-back guarantee only as its checkout does', () => {
    for (const text of words.filter((t) => /money[- ]back/i.test(t)))
      expect(hours > 0 && text.includes(`${hours}-hour money-back`), text).toBe(true);
  });

  it('names returns in the checkout’s days', () => {
    for (const text of words.filter((t) => /\d+-day return/i.test(t)))
      expect(text, text).toMatch(new RegExp(`\\b${RETURN_DAYS}-day returns\\b`));
  });
});
