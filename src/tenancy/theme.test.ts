import { describe, expect, it } from 'vitest';
import { loadSiteConfigs } from '@/tenancy/site-files';
import { contrastRatio, readableOn, readableOnAll } from '../lib/colour';
import { brandInk, textBackgrounds, themeStyle } from './theme';

const configs = loadSiteConfigs();

describe('contrast helpers', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
  ])('%s on %s is %s:1', (a, b, ratio) => expect(contrastRatio(a, b)).toBeCloseTo(ratio, 1));

  it('darkens an orange until it reads on white', () => {
    expect(contrastRatio('#ff5a1f', '#ffffff')).toBeLessThan(4.5);
    expect(contrastRatio(readableOn('#ff5a1f', '#ffffff'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  // Outback's brand passes on white but was 4.49:1 on its own surface.
  it.each([
    ['#b4541a', ['#ffffff', '#f7f3ec']],
    ['#ff5a1f', ['#ffffff', '#f5f5f5']],
    ['#1f2937', ['#ffffff']],
  ])('darkens %s until it reads on each of %j', (colour, backgrounds) => {
    const ink = readableOnAll(colour, backgrounds);
    for (const background of backgrounds) expect(contrastRatio(ink, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('leaves a colour that already reads on every background as it is', () => {
    expect(readableOnAll('#1f2937', ['#ffffff', '#f5f5f5'])).toBe('#1f2937');
  });
});

// Every demo theme must be readable: button text on the brand and accent colours, ink on the surface.
describe.each(configs.map((c) => [c.slug, c.theme] as const))('theme of %s', (_slug, theme) => {
  it.each<[string, string, string]>([
    ['brand contrast on brand', theme.brandContrast, theme.brand],
    ['accent contrast on accent', theme.accentContrast, theme.accent],
    ['ink on surface', theme.ink, theme.surface],
    ['white on the default tag colour', '#ffffff', theme.tagDefault],
    ...textBackgrounds(theme).flatMap((background) => [
      [`brand ink (links) on ${background}`, brandInk(theme), background] as [string, string, string],
      [`ink on ${background}`, theme.ink, background] as [string, string, string],
    ]),
  ])('%s meets 4.5:1', (_label, fg, bg) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('writes links in the brand ink', () => {
    expect((themeStyle(theme) as Record<string, string>)['--brand-ink']).toBe(brandInk(theme));
  });
});
