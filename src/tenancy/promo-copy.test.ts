import { describe, expect, it } from 'vitest';
import { loadSiteConfigs } from '@/tenancy/site-files';

const configs = loadSiteConfigs();
const sellingNoCars = configs.filter((c) => !c.stockFilter.itemTypes.includes('car'));

describe('promo card copy', () => {
  it('a demo site sells no cars (caravans and motorcycles)', () => {
    expect(sellingNoCars.map((c) => c.slug)).toEqual(['outback-rv']);
  });

  it.each(sellingNoCars.map((c) => [c.slug, c] as const))(
    '%s: its promos do not offer to buy cars',
    (_s, c) => {
      const copy = c.promos.map((p) => `${p.title} ${p.description ?? ''}`);
      expect(copy.length).toBeGreaterThan(0);
      for (const text of copy) expect(text).not.toMatch(/\bcars?\b/i);
    },
  );
});
