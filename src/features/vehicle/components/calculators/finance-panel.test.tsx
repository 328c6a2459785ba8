// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMPARISON_RATE_STATEMENT } from '@/repayments/comparison-rate';
import type { FinanceLender } from '../../calculator-rules';
import { FinancePanel } from './finance-panel';

// Wherever the panel shows an annual rate, its comparison rate, its lender and the statement are beside it.

const lender = {
  interestRate: 8.99,
  comparisonRate: 9.52,
  paymentWeek: 150,
  paymentMonth: 650,
  termYears: 5,
  deposit: 2500,
  financeProvider: 'YouX',
} as FinanceLender;

const panel = (entry: FinanceLender, provider: 'youx' | 'angle' = 'youx') =>
  render(
    <FinancePanel
      provider={provider}
      layout="standard"
      lender={entry}
      youxQuote={null}
      weekly={150}
      financeHref="/finance?car_id=1"
    />,
  );

describe('FinancePanel: rates', () => {
  it('names the lender beside the annual and comparison rates, with the statement', () => {
    const { container } = panel(lender);
    expect(screen.getByText(/p\.a\. interest rate/).textContent).toBe(
      `YouX: 8.99% p.a. interest rate, 9.52% p.a. comparison rate${COMPARISON_RATE_STATEMENT}`,
    );
    expect(container.textContent).toContain('by YouX');
  });

  it('shows no rate on a site whose lender’s rates we do not hold (carzone, angle), and keeps the repayment', () => {
    const { container } = panel(lender, 'angle');
    expect(container.textContent).not.toMatch(/%|comparison rate|WARNING/);
    expect(container.textContent).toContain('$150 per week');
  });
});
