'use client';
import { useId, useState } from 'react';
import { calculatorBounds } from '@/repayments/repayment-rules';
import type { SiteConfig } from '@/tenancy/site-config';
import { Disclosure } from '@/ui/accordion';
import { useStandIn } from '@/ui/lazy-hydration';
import { ASSUMED_RATE_NOTE, financeEstimate } from '../../calculator-rules';
import { AmountField, InterestField, TermField, useAmountField } from './calculator-fields';
import { trackFirstCalculatorUse } from './first-use';

export type QuickFinanceCalculatorProps = {
  carId: number;
  /** The shopper's price of the car (shownPrice); null starts the amount at 30,000. */
  price: number | null;
  settings: SiteConfig['finance'];
  make: string;
};

/**
 * The sidebar's compact calculator, the spec's 'other' calculator (AF §5, §9): amount up to $100,000
 * (105 % of a price above $100,000 for the site's over-price makes), interest from 8.5 %, weekly
 * repayment. Folded away so the price and actions stay on the first screen.
 */
export function QuickFinanceCalculator({ carId, price, settings, make }: QuickFinanceCalculatorProps) {
  const id = useId();
  const bounds = calculatorBounds(settings, { price, make }, { calculator: 'other' });
  const amount = useAmountField(bounds);
  const [termYears, setTermYears] = useState(bounds.term.default);
  const [interest, setInterest] = useState(bounds.interest.default);
  const [open, setOpen] = useState(false);

  const onEdit = () => trackFirstCalculatorUse(carId);
  const estimate = financeEstimate({
    amount: amount.amount,
    deposit: 0,
    residual: 0,
    interest,
    termYears,
    frequency: 'weekly',
  });
  const field = { id, bounds, onEdit };
  const standIn = useStandIn();

  return (
    // Open, it makes the sidebar taller than the screen: data-accordion-open lets the sidebar scroll
    // with the page instead of sticking, so the whole calculator stays reachable.
    <Disclosure
      id={standIn ? undefined : 'quick-finance-calculator'}
      data-accordion-open={open || undefined}
      onOpenChange={setOpen}
      className="rounded-site border border-black/10 bg-white"
      summaryClassName="cursor-pointer px-4 py-3 text-sm font-bold"
      summary="Estimate your repayments"
    >
      <div className="flex flex-col gap-4 px-4 pb-4">
        <AmountField label="Loan amount" field={amount} {...field} />
        <TermField value={termYears} set={setTermYears} {...field} />
        <InterestField value={interest} set={setInterest} {...field} />
        <p aria-live="polite" aria-atomic="true" className="text-sm">
          Weekly repayment{' '}
          <strong className="block text-2xl font-black tabular-nums tracking-tight">{estimate.text}</strong>
        </p>
        <p className="text-xs text-gray-700">{ASSUMED_RATE_NOTE}</p>
      </div>
    </Disclosure>
  );
}
