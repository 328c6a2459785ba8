'use client';
import { useId, useState } from 'react';
import { calculatorBounds, clampAmount, clampInput, type RangeBounds } from '@/features/finance/rules';
import { formatAud, formatNumber } from '@/lib/money';
import type { SiteConfig } from '@/tenancy/site-config';
import { financeEstimate, formatRate, formatTerm, numberFromText } from '../../calculator-rules';
import { trackFirstCalculatorUse } from './first-use';
import { RangeField } from './range-field';

export type QuickFinanceCalculatorProps = {
  carId: number;
  /** The shopper's price of the car (shownPrice); null starts the amount at 30,000. */
  price: number | null;
  settings: SiteConfig['finance'];
  make: string;
};

const money = { prefix: '$', unit: 'in dollars', toText: formatNumber, valueText: formatAud } as const;

/**
 * The sidebar's compact calculator, the spec's 'other' calculator (AF §5, §9): amount up to $100,000
 * (105 % of a price above $100,000 for the site's over-price makes), interest from 8.5 %, weekly
 * repayment. Folded away so the price and actions stay on the first screen.
 */
export function QuickFinanceCalculator({ carId, price, settings, make }: QuickFinanceCalculatorProps) {
  const id = useId();
  const bounds = calculatorBounds(settings, { price, make }, { calculator: 'other' });
  const [amount, setAmount] = useState(bounds.amount.default);
  const [amountMessage, setAmountMessage] = useState<string | null>(null);
  const [termYears, setTermYears] = useState(bounds.term.default);
  const [interest, setInterest] = useState(bounds.interest.default);
  const [open, setOpen] = useState(false);

  const onEdit = () => trackFirstCalculatorUse(carId);
  const clamped = (range: RangeBounds, set: (n: number) => void) => (typed: string) =>
    set(clampInput(numberFromText(typed), range));

  const estimate = financeEstimate({
    amount,
    deposit: 0,
    residual: 0,
    interest,
    termYears,
    frequency: 'weekly',
  });

  return (
    // Open, it makes the sidebar taller than the screen: data-accordion-open lets the sidebar scroll
    // with the page instead of sticking, so the whole calculator stays reachable.
    <details
      id="quick-finance-calculator"
      data-accordion-open={open || undefined}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="rounded-site border border-black/10 bg-white"
    >
      <summary className="cursor-pointer px-4 py-3 text-sm font-bold">Estimate your repayments</summary>
      <div className="flex flex-col gap-4 px-4 pb-4">
        <div>
          <RangeField
            label="Loan amount"
            {...money}
            value={amount}
            range={bounds.amount}
            describedBy={`${id}-amount-message`}
            invalid={amountMessage !== null}
            onEdit={onEdit}
            onChange={(value) => {
              setAmount(value);
              setAmountMessage(null);
            }}
            onCommit={(typed) => {
              const result = clampAmount(numberFromText(typed), bounds);
              setAmount(result.value);
              setAmountMessage(result.message);
            }}
          />
          <p
            id={`${id}-amount-message`}
            aria-live="polite"
            className="mt-1 min-h-5 text-sm font-semibold text-red-700"
          >
            {amountMessage}
          </p>
        </div>
        <RangeField
          label="Term"
          unit="in years"
          suffix="years"
          toText={String}
          valueText={formatTerm}
          value={termYears}
          range={bounds.term}
          onEdit={onEdit}
          onChange={setTermYears}
          onCommit={clamped(bounds.term, setTermYears)}
        />
        <RangeField
          label="Interest rate"
          unit={bounds.interest.locked ? 'percent per annum, set by the dealer' : 'percent per annum'}
          suffix="% p.a."
          toText={String}
          valueText={(rate) => `${formatRate(rate)} per annum`}
          value={interest}
          range={bounds.interest}
          readOnly={bounds.interest.locked}
          onEdit={onEdit}
          onChange={setInterest}
          onCommit={clamped(bounds.interest, setInterest)}
        />
        <p aria-live="polite" aria-atomic="true" className="text-sm">
          Weekly repayment{' '}
          <strong className="block text-2xl font-black tabular-nums tracking-tight">{estimate.text}</strong>
        </p>
      </div>
    </details>
  );
}
