'use client';

import { CREDIT_SCORES } from '@/repayments/quote-rules';
import { FormField, FormInput, FormSelect } from '@/ui/form/form';
import { CREDIT_SCORE_LABELS, TERM_OPTIONS } from '../popup-rules';
import { QuoteResult } from './quote-result';
import type { QuickQuoteState } from './use-quick-quote';
import type { QuoteInputsControl } from './use-quote-inputs';

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
