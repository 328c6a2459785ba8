import { describe, expect, it } from 'vitest';
import { loadSiteConfigs } from '@/tenancy/site-files';
import { certifiedProgrammeFor, whatsIncludedFor } from './certified-programme';
import type { SiteConfig } from './site-config';

const configs = loadSiteConfigs();
const coastal = configs.find((config) => config.slug === 'coastal-toyota') as SiteConfig;

describe('certifiedProgrammeFor on Coastal Toyota', () => {
  it.each([
    ['a certified Toyota', { make: 'Toyota', certified: true }, true, true],
    ['an uncertified Toyota', { make: 'Toyota', certified: false }, true, false],
    ['a certified Suzuki', { make: 'Suzuki', certified: true }, true, false],
    ['a certified Lexus (no Lexus programme on this site)', { make: 'Lexus', certified: true }, true, false],
    ['a certified Toyota whose maker runs no programme', { make: 'Toyota', certified: true }, false, false],
  ])('%s: programme copy %s', (_label, car, makeRuns, expected) => {
    const programme = certifiedProgrammeFor(coastal, car, makeRuns);
    expect(programme !== null).toBe(expected);
    const included = whatsIncludedFor(coastal, programme);
    expect(included.includes('Toyota Certified 90-point inspection')).toBe(expected);
    expect(included).toEqual(expect.arrayContaining(['Full tank of fuel', '12 months registration']));
  });
});

// No site names one manufacturer's programme in copy every car shows.
describe.each(configs.map((config) => [config.slug, config] as const))('copy of %s', (_slug, config) => {
  it('keeps certified programme lines out of the lines every car shows', () => {
    const everyCar = [...config.carPage.whatsIncluded, ...config.carPage.whyBuyFromUs];
    expect(everyCar.filter((line) => /certified/i.test(line))).toEqual([]);
  });
});
