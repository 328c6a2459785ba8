// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMPARISON_RATE_STATEMENT } from '@/repayments/comparison-rate';
import type { Site } from '@/tenancy/get-site';
import { loadSiteConfigs } from '@/tenancy/site-files';
import { FinancePage } from './finance-page';

// The finance page advertises a rate only where we hold the lender's (decision 045): the instant-quote
// site names its lender, both ranges and the comparison rate statement; a site whose lender's rates we
// do not hold shows none.

const siteOf = (slug: string): Site => {
  const config = loadSiteConfigs().find((c) => c.slug === slug);
  if (!config) throw new Error(`no ${slug} site`);
  return { id: 1, slug, config, dealerships: [] };
};

const page = (slug: string) =>
  render(
    <FinancePage
      site={siteOf(slug)}
      title="Car Finance"
      intro="Finance your next car."
      car={null}
      enquiryForm={<p>form</p>}
    />,
  );

describe('FinancePage: the advertised rates', () => {
  it('coastal-toyota (youx): the lender, the annual rate beside its comparison rate, and the statement', () => {
    const { container } = page('coastal-toyota');
    const rates = screen.getByTestId('advertised-rates');
    expect(rates.textContent).toBe(
      `YouX: interest rates from 5.91% to 16.84% p.a., comparison rates from 8.38% to 19.42% p.a.${COMPARISON_RATE_STATEMENT}`,
    );
    // The statement once, right below the rates.
    expect(container.textContent?.split('WARNING:')).toHaveLength(2);
  });

  it.each(['carzone', 'summit-motor-group', 'outback-rv'])(
    '%s (no rates we hold): no rate, range or comparison rate anywhere on the page',
    (slug) => {
      const { container } = page(slug);
      expect(screen.queryByTestId('advertised-rates')).toBeNull();
      expect(container.textContent).not.toMatch(/%|p\.a\.|comparison rate/i);
    },
  );
});
