'use client';

import { useState } from 'react';
import { type CreditScore, DEFAULT_CREDIT_SCORE } from '@/repayments/quote-rules';
import { QUOTE_TERM } from '@/repayments/repayment-rules';
import type { ApiForm } from '@/ui/form/use-api-form';
import {
  amountDigits,
  amountOnBlur,
  type PopupValues,
  type QuoteInputs,
  startingAmount,
} from '../popup-rules';

export type QuoteInputsControl = {
  /** What the quote is asked for. */
  inputs: QuoteInputs;
  changeAmount: (text: string) => void;
  /** The amount field left (or Enter in it): clamped to the quotable range. */
  clampAmount: () => void;
  changeTerm: (value: string) => void;
  changeCreditScore: (value: string) => void;
};

/**
 * The quick estimate's inputs (AF §4, §5): what its fields show, kept in the popup's form, and what the
 * quote is asked for. The amount field keeps only the digits typed and is clamped when left; while it is
 * empty the quote stays on the last amount typed. A select set back to its placeholder shows the default.
 */
export function useQuoteInputs(
  form: ApiForm<PopupValues>,
  price: number | null | undefined,
): QuoteInputsControl {
  const { setValue, getValues, watch } = form;
  const [amount, setAmount] = useState(() => startingAmount(price));
  const [term, creditScore] = watch(['term', 'selfAssessedCreditScore']);

  return {
    inputs: { amount, term: Number(term), creditScore: creditScore as CreditScore },
    changeAmount: (text) => {
      const digits = amountDigits(text);
      setValue('amount', digits);
      if (digits) setAmount(Number(digits));
    },
    clampAmount: () => {
      const clamped = amountOnBlur(getValues('amount'));
      setValue('amount', String(clamped));
      setAmount(clamped);
    },
    changeTerm: (value) => setValue('term', String(Number(value) || QUOTE_TERM.default)),
    changeCreditScore: (value) => setValue('selfAssessedCreditScore', value || DEFAULT_CREDIT_SCORE),
  };
}
