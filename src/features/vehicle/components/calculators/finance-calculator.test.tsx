// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadSiteConfigs } from '@/tenancy/site-files';
import { FinanceCalculator } from './finance-calculator';

// The calculator block beside a car's advertised weekly figure: the provider's establishment fee is
// stated once, as included in that figure (the advertised loan finances it), never as 'not included'
// beside it.

const carzone = loadSiteConfigs().find((c) => c.slug === 'carzone');
if (!carzone) throw new Error('no carzone site');

const calculator = (weekly: number | null) =>
  render(
    <FinanceCalculator
      carId={1360}
      price={24_990}
      settings={carzone.finance}
      make="Mazda"
      weekly={weekly}
      disclaimer={null}
      requestQuoteHref="/finance?car_id=1360"
    />,
  );

describe('FinanceCalculator: the establishment fee', () => {
  it('is named once, as included in the advertised figure next to it', () => {
    expect(carzone.finance.provider).toBe('angle');
    const { container } = calculator(127);
    expect(screen.getByText(/^Advertised repayment for this car:/).textContent).toBe(
      'Advertised repayment for this car: $127 per week, including the $395 establishment fee',
    );
    expect(container.textContent?.match(/\$395/g)).toHaveLength(1);
    expect(container.textContent).not.toMatch(/\(not included\)/);
  });

  it('is not stated without an advertised figure: the estimate’s note says fees are left out of it', () => {
    const { container } = calculator(null);
    expect(container.textContent).not.toMatch(/\$395/);
    expect(container.textContent).toMatch(/establishment fee\) are not included/);
  });
});

describe('FinanceCalculator: the interest rate is the shopper’s assumption (decision 045)', () => {
  it('labels the rate so, and shows no comparison rate statement without a lender’s disclaimer', () => {
    const { container } = calculator(127);
    expect(screen.getByRole('textbox', { name: /Interest rate \(your assumption\)/ })).toBeTruthy();
    expect(container.textContent).toContain(
      'The interest rate is an assumption for this estimate: it is not a rate offered by the dealer or any lender.',
    );
    expect(container.textContent).not.toMatch(/comparison rate/i);
  });
});
