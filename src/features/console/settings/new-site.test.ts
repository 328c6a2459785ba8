import { describe, expect, it } from 'vitest';
import { resolveSiteDocument } from '@/tenancy/site-documents';
import { readSiteFiles } from '@/tenancy/site-files';
import { contrastOn, monogramOf, NewSiteRequest, newSiteDocument } from './new-site';

const input = {
  slug: 'harbour-city-motors',
  name: 'Harbour City Motors',
  template: 'standard-dealer',
  siteType: 'franchise' as const,
  tagline: 'Brisbane’s harbour-side dealer',
  address: '1 Wharf St, Brisbane QLD 4000',
  salesPhone: '07 3000 0000',
  dealerships: ['harbour-city-motors'],
  brand: '#1e3a8a',
};

describe('a new site from a template', () => {
  it('is a valid site once the shipped template completes it', () => {
    const templates = new Map(readSiteFiles().templates.map((t) => [t.document.template, t.document]));
    const config = resolveSiteDocument(newSiteDocument(input), templates);
    expect(config).toMatchObject({
      slug: 'harbour-city-motors',
      name: 'Harbour City Motors',
      logo: { mark: 'HC' },
    });
    expect(config.theme.brandContrast).toBe('#ffffff');
  });

  it.each([
    ['#000000', '#ffffff'],
    ['#ffffff', '#14161f'],
    ['#1e3a8a', '#ffffff'],
    ['#ffd100', '#14161f'],
    // Either side of the luminance where black and white text contrast alike (0.179).
    ['#757575', '#ffffff'],
    ['#767676', '#14161f'],
  ])('text on %s is %s', (colour, text) => expect(contrastOn(colour)).toBe(text));

  it.each([
    ['Harbour City Motors', 'HC'],
    ['carzone', 'C'],
    ['  ', 'D'],
  ])('monogram of %j is %s', (name, mark) => expect(monogramOf(name)).toBe(mark));

  it.each([
    ['slug', { slug: 'Harbour' }],
    ['slug', { slug: 'a--' }],
    ['salesPhone', { salesPhone: 'call us' }],
    ['brand', { brand: 'blue' }],
    ['dealerships', { dealerships: [] }],
  ])('names %s when it is wrong', (field, change) => {
    const result = NewSiteRequest.safeParse({ ...input, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path[0]).toBe(field);
  });
});
