import { describe, expect, it } from 'vitest';
import { MANAGER_SETTINGS, managersMayChange } from './setting-editors';

describe('which settings managers may change', () => {
  it.each([
    ['copy.heroTitle', true],
    ['promos', true],
    ['promoPlacement.every', true],
    ['reviews.minimumRating', true],
    ['phones.sales', true],
    ['theme.brand', false],
    ['logo.text', false],
    ['finance.provider', false],
    ['hostnames', false],
    ['features.reserve', false],
    ['locations.cbd.week', true],
    ['locations.cbd.special', true],
    ['locations.cbd.phone', true],
    ['locations.cbd.leadEmails', false],
  ])('%s: %s', (path, allowed) => {
    expect(managersMayChange(path)).toBe(allowed);
  });

  it('reads the mark from the schema, for exactly the settings marked', () => {
    expect([...MANAGER_SETTINGS].sort()).toEqual(
      [
        'buttonLabels',
        'carPage',
        'copy',
        'phones',
        'promoPlacement',
        'promos',
        'reviews',
        'socialUrls',
        'stats',
      ].sort(),
    );
  });
});
