import { describe, expect, it } from 'vitest';
import { SiteConfigSchema } from '@/tenancy/site-config';
import { groupOfPath, SETTING_GROUPS, settingLabel } from './setting-groups';

describe('the settings groups', () => {
  it('hold every setting of the schema once, and the slug in none', () => {
    const grouped = SETTING_GROUPS.flatMap((g) => g.keys as string[]);
    expect(new Set(grouped).size).toBe(grouped.length);
    expect(grouped.sort()).toEqual(
      Object.keys(SiteConfigSchema.shape)
        .filter((k) => k !== 'slug')
        .sort(),
    );
  });

  it.each([
    ['heroTitle', 'Hero title'],
    ['view-details', 'View details'],
    ['includeSoldCarsDays', 'Include sold cars days'],
    ['brand', 'Brand'],
  ])('label %s → %s', (key, label) => expect(settingLabel(key)).toBe(label));

  it.each([
    ['theme.brand', 'identity'],
    ['promos.0.title', 'promotions'],
    ['locations.x.week', null],
  ])('path %s is in %s', (path, id) => expect(groupOfPath(path)?.id ?? null).toBe(id));
});
