import { describe, expect, it } from 'vitest';
import { resolveSiteFile, siteFiles } from '../../config/sites';
import { certifiedProgrammeFor, whatsIncludedFor } from './certified-programme';
import { parseSiteConfig } from './site-config';

const coastal = parseSiteConfig(
  'coastal-toyota',
  resolveSiteFile(siteFiles.find((f) => f.slug === 'coastal-toyota') ?? {}),
);

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
describe.each(
  siteFiles.map((f) => [f.slug as string, parseSiteConfig(f.slug as string, resolveSiteFile(f))]),
)('copy of %s', (_slug, config) => {
  it('keeps certified programme lines out of the lines every car shows', () => {
    const everyCar = [...config.carPage.whatsIncluded, ...config.carPage.whyBuyFromUs];
    expect(everyCar.filter((line) => /certified/i.test(line))).toEqual([]);
  });
});
