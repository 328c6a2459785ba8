'use client';
import Link from 'next/link';
import { useId, useState } from 'react';
import {
  calculatorBounds,
  collapseDisclaimer,
  establishmentFee,
  type Frequency,
} from '@/repayments/repayment-rules';
import type { SiteConfig } from '@/tenancy/site-config';
import { useDisclosure } from '@/ui/use-disclosure';
import {
  ASSUMED_RATE_NOTE,
  advertisedRepayment,
  COMPARISON_RATE_STATEMENT,
  DEFAULT_FREQUENCY,
  DISCLAIMER_TOGGLE,
  FINANCE_ESTIMATE_NOTE,
  FREQUENCY_OPTIONS,
  financeEstimate,
  REQUEST_QUOTE_LABEL,
} from '../../calculator-rules';
import {
  AmountField,
  clampedCommit,
  InterestField,
  moneyField,
  TermField,
  useAmountField,
} from './calculator-fields';
import { trackFirstCalculatorUse } from './first-use';
import { RangeField } from './range-field';

export type FinanceCalculatorProps = {
  carId: number;
  /** The shopper's price of the car (shownPrice); null starts the amount at 30,000. */
  price: number | null;
  settings: SiteConfig['finance'];
  make: string;
  /** The car's one weekly figure on this site (financeDisplay().weekly), named beside the estimate; null for none. */
  weekly: number | null;
  /** The lender's disclaimer for the site's provider, if any. */
  disclaimer: string | null;
  /** Where 'Request a Quote' goes (the finance link). */
  requestQuoteHref: string;
};

const segment =
  'flex-1 cursor-pointer rounded-site border border-black/15 bg-white px-2 py-2 text-center text-xs font-bold xs:text-sm has-[:checked]:border-brand has-[:checked]:bg-brand has-[:checked]:text-brand-contrast has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand';

/** Page block 7 (#finance-calculator): sliders and boxes for a repayment estimate, with the lender's disclaimer. */
export function FinanceCalculator({
  carId,
  price,
  settings,
  make,
  weekly,
  disclaimer,
  requestQuoteHref,
}: FinanceCalculatorProps) {
  const id = useId();
  // The sidebar calculator's bounds (max 250,000 unless the site sets its own; interest from 10 %).
  const bounds = calculatorBounds(settings, { price, make });
  const amountField = useAmountField(bounds);
  const amount = amountField.amount;
  const [deposit, setDeposit] = useState(bounds.deposit.default);
  const [termYears, setTermYears] = useState(bounds.term.default);
  const [interest, setInterest] = useState(bounds.interest.default);
  const [residual, setResidual] = useState(bounds.residual.default);
  const [frequency, setFrequency] = useState<Frequency>(DEFAULT_FREQUENCY);
  const fullText = useDisclosure();

  const onEdit = () => trackFirstCalculatorUse(carId);

  const estimate = financeEstimate({ amount, deposit, residual, interest, termYears, frequency });
  const per = FREQUENCY_OPTIONS.find((o) => o.value === frequency) ?? FREQUENCY_OPTIONS[0];
  const text = collapseDisclaimer(disclaimer);
  const field = { id, bounds, onEdit };
  const advertised =
    weekly === null ? null : advertisedRepayment(weekly, establishmentFee(settings.provider));

  return (
    <section
      id="finance-calculator"
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-site border border-black/10 p-4 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-2xl font-extrabold tracking-tight">
        Finance Calculator
      </h2>
      <p className="mt-1 text-sm text-gray-700">Estimate your repayments on this {make}.</p>

      <div className="mt-5 grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-5">
          <AmountField label="Purchase amount" field={amountField} {...field} />
          <RangeField
            label="Deposit / trade-in"
            {...moneyField}
            value={deposit}
            range={bounds.deposit}
            onEdit={onEdit}
            onChange={setDeposit}
            onCommit={clampedCommit(bounds.deposit, setDeposit)}
          />
          <TermField value={termYears} set={setTermYears} {...field} />
          <InterestField value={interest} set={setInterest} {...field} />
          <RangeField
            label="Balloon / residual"
            {...moneyField}
            value={residual}
            range={bounds.residual}
            onEdit={onEdit}
            onChange={setResidual}
            onCommit={clampedCommit(bounds.residual, setResidual)}
          />
        </div>

        <div className="flex flex-col gap-4 rounded-site bg-surface p-5">
          <fieldset>
            <legend className="mb-2 text-sm font-bold">Repayment frequency</legend>
            <div className="flex flex-wrap gap-2">
              {FREQUENCY_OPTIONS.map((option) => (
                <label key={option.value} className={segment}>
                  <input
                    type="radio"
                    name={`${id}-frequency`}
                    value={option.value}
                    className="sr-only"
                    checked={frequency === option.value}
                    onChange={() => {
                      onEdit();
                      setFrequency(option.value);
                    }}
                  />
                  {option.label}
                </label>
              ))}
            </div>
          </fieldset>
          <div aria-live="polite" aria-atomic="true">
            <p className="text-sm font-bold">{per.label} repayment</p>
            <p className="text-4xl font-black tabular-nums tracking-tight">
              {estimate.text}
              {!estimate.enquire && (
                <span className="whitespace-nowrap text-base font-semibold text-gray-700">
                  {' '}
                  per {per.per}
                </span>
              )}
            </p>
            {!estimate.enquire && (
              <p className="mt-2 text-sm">
                Total payable <strong className="tabular-nums">{estimate.total}</strong>
              </p>
            )}
          </div>
          {advertised && (
            <p className="text-sm">
              Advertised repayment for this car: <strong className="tabular-nums">{advertised.figure}</strong>
              {advertised.fee && `, ${advertised.fee}`}
            </p>
          )}
          <Link
            href={requestQuoteHref}
            className="mt-auto block rounded-site bg-brand px-5 py-3 text-center font-bold text-brand-contrast hover:opacity-90"
          >
            {REQUEST_QUOTE_LABEL}
          </Link>
        </div>
      </div>

      <div
        id="financeDisclaimer"
        className="mt-6 scroll-mt-24 border-t border-black/10 pt-4 text-xs text-gray-700"
      >
        <h3 className="mb-1 font-bold">Finance disclaimer</h3>
        {text.full && (
          <p id={fullText.contentId}>
            {fullText.expanded || !text.collapsible ? text.full : `${text.short}…`}
          </p>
        )}
        {text.collapsible && (
          <button {...fullText.toggleProps} className="mt-1 font-bold text-brand-ink underline">
            {fullText.expanded ? DISCLAIMER_TOGGLE.less : DISCLAIMER_TOGGLE.more}
          </button>
        )}
        {/* A lender's disclaimer may quote its rates ('at 8.99% p.a. (comparison rate 9.5% p.a.)'). */}
        {text.full && <p className="mt-2">{COMPARISON_RATE_STATEMENT}</p>}
        <p className="mt-2">{ASSUMED_RATE_NOTE}</p>
        <p className="mt-2">{FINANCE_ESTIMATE_NOTE}</p>
      </div>
    </section>
  );
}
