import { describe, expect, it } from 'vitest';
import { resolveSiteFile, siteFiles } from '../../config/sites';
import { contrastRatio, readableOn } from '../lib/colour';
import { parseSiteConfig } from './site-config';

const configs = siteFiles.map((file) => parseSiteConfig(file.slug as string, resolveSiteFile(file)));

describe('contrast helpers', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
  ])('%s on %s is %s:1', (a, b, ratio) => expect(contrastRatio(a, b)).toBeCloseTo(ratio, 1));

  it('darkens an orange until it reads on white', () => {
    expect(contrastRatio('#ff5a1f', '#ffffff')).toBeLessThan(4.5);
    expect(contrastRatio(readableOn('#ff5a1f', '#ffffff'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});

// Every demo theme must be readable: button text on the brand and accent colours, ink on the surface.
describe.each(configs.map((c) => [c.slug, c.theme] as const))('theme of %s', (_slug, theme) => {
  it.each([
    ['brand contrast on brand', theme.brandContrast, theme.brand],
    ['accent contrast on accent', theme.accentContrast, theme.accent],
    ['ink on surface', theme.ink, theme.surface],
    ['white on the default tag colour', '#ffffff', theme.tagDefault],
  ])('%s meets 4.5:1', (_label, fg, bg) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });
});
