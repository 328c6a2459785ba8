'use client';

import { useId, useState } from 'react';
import { formatAud } from '@/lib/money';
import { LENDER_RATES } from '@/repayments/advertised-rates';
import { CREDIT_SCORES } from '@/repayments/quote-rules';
import { collapseDisclaimer } from '@/repayments/repayment-rules';
import { FormField, FormInput, FormSelect } from '@/ui/form/form';
import { LoaderCircleIcon } from '@/ui/icons/loader-circle';
import { CREDIT_SCORE_LABELS, TERM_OPTIONS } from '../popup-rules';
import type { QuickQuoteState, QuoteInputsControl } from './use-quick-quote';

const CREDIT_OPTIONS = CREDIT_SCORES.map((s) => ({ value: s, label: CREDIT_SCORE_LABELS[s] }));

/** Step 1, Quick Estimate (AF §4): amount, term and credit history, and the quote for them. */
export function QuickEstimateStep({
  estimate,
  quote,
}: {
  estimate: QuoteInputsControl;
  quote: QuickQuoteState;
}) {
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField name="amount" label="Purchase price" unit="$" required>
          <FormInput
            name="amount"
            inputMode="numeric"
            onChange={(event) => estimate.changeAmount(event.target.value)}
            onBlur={estimate.clampAmount}
          />
        </FormField>
        <FormField name="term" label="Loan term" unit="years" required>
          <FormSelect
            name="term"
            placeholder="Select a term"
            onChange={(event) => estimate.changeTerm(event.target.value)}
            options={TERM_OPTIONS}
          />
        </FormField>
        <FormField name="selfAssessedCreditScore" label="Credit history" required>
          <FormSelect
            name="selfAssessedCreditScore"
            placeholder="Select your credit history"
            onChange={(event) => estimate.changeCreditScore(event.target.value)}
            options={CREDIT_OPTIONS}
          />
        </FormField>
      </div>
      <QuoteResult {...quote} />
    </div>
  );
}

/** The quote's fine print, folded after its first sentences when long, with Show more / Show less. */
function Disclaimer({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const { short, full, collapsible } = collapseDisclaimer(text);
  const id = useId();
  return (
    <div className="text-xs text-gray-700">
      <p id={id}>
        {open || !collapsible ? full : `${short}…`}
        {collapsible && (
          <>
            {' '}
            <button
              type="button"
              aria-expanded={open}
              aria-controls={id}
              onClick={() => setOpen((o) => !o)}
              className="font-bold text-brand-ink underline underline-offset-2"
            >
              {open ? 'Show less' : 'Show more'}
            </button>
          </>
        )}
      </p>
    </div>
  );
}

/** The quick estimate's answer, announced as it changes: the weekly figure, that it is coming, or a failure. */
function QuoteResult({ quote, loading, error }: QuickQuoteState) {
  return (
    <div aria-live="polite" aria-busy={loading} className="rounded-site bg-surface p-4">
      {quote ? (
        <div className="grid gap-2">
          <p>
            <span className="text-sm font-semibold">Estimated repayment </span>
            <span data-testid="popup-weekly" className="text-3xl font-black tabular-nums tracking-tight">
              {formatAud(quote.weeklyRepaymentAmount)}
            </span>
            <span className="text-sm font-semibold"> per week</span>
          </p>
          <p className="text-sm">
            {LENDER_RATES.youx?.lender}: {quote.advertisedRate.toFixed(2)}% p.a. interest rate,{' '}
            <strong>{quote.comparisonRate.toFixed(2)}% p.a. comparison rate</strong>
            <span className="mt-1 block text-xs text-gray-700">{quote.comparisonRateWarning}</span>
          </p>
          <Disclaimer text={quote.disclaimer} />
        </div>
      ) : loading ? (
        <p className="flex items-center gap-2 text-sm">
          <LoaderCircleIcon aria-hidden="true" className="size-4 animate-spin" />
          Getting your estimate…
        </p>
      ) : (
        error && (
          <p role="alert" className="text-sm font-semibold text-red-700">
            {error}
          </p>
        )
      )}
    </div>
  );
}
