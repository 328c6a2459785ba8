import { describe, expect, it } from 'vitest';
import { stockLink } from './rules';

describe('stockLink', () => {
  const stocked = { locations: new Set(['summit-mazda-yard']), dealerships: new Set(['summit-mazda']) };
  const entry = (slug: string, dealershipSlug = 'summit-mazda') => ({
    slug,
    name: `Location ${slug}`,
    dealership: `Dealership ${dealershipSlug}`,
    dealershipSlug,
  });

  it.each([
    ['a yard with cars: its own stock', entry('summit-mazda-yard'), '/search/summit-mazda-yard'],
    ['a service centre: its dealership’s stock', entry('summit-mazda-service'), '/search/summit-mazda'],
    ['no stock anywhere: no link', entry('parts-only', 'parts-co'), null],
  ])('%s', (_label, e, href) => {
    expect(stockLink(e, stocked)?.href ?? null).toBe(href);
  });

  it('names the place the link opens', () => {
    expect(stockLink(entry('summit-mazda-service'), stocked)?.label).toBe(
      'View stock at Dealership summit-mazda',
    );
  });
});
