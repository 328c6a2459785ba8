'use client';

import { useEffect, useRef, useState } from 'react';
import { type ApiResult, apiMessage, postJson } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { type CreditScore, DEFAULT_CREDIT_SCORE, type QuoteAnswer } from '@/repayments/quote-rules';
import { QUOTE_TERM } from '@/repayments/repayment-rules';
import type { ApiForm } from '@/ui/form/use-api-form';
import { QUOTE_FAILED_MESSAGE } from '../messages';
import {
  amountDigits,
  amountOnBlur,
  type PopupCar,
  type PopupValues,
  QUOTE_PAUSE_MS,
  type QuoteInputs,
  quoteBody,
  startingAmount,
} from '../popup-rules';

export type QuickQuoteState = { quote: QuoteAnswer | null; loading: boolean; error: string | null };

/** An answer and the request body it answers: shown only while the inputs still make that body. */
type Answered = { body: string; quote: QuoteAnswer | null; error: string | null };

/** The quote an answer carries, or why there is none (to be logged). */
function quoteOf(result: ApiResult<Partial<QuoteAnswer>>): { quote: QuoteAnswer } | { failure: unknown } {
  if (result.kind === 'failed') return { failure: result.error };
  if (result.kind === 'ok' && typeof result.body?.weeklyRepaymentAmount === 'number')
    return { quote: result.body as QuoteAnswer };
  return { failure: new Error(apiMessage(result) || `HTTP ${result.status}`) };
}

/**
 * The instant quote for the inputs: asked at once, then again 500 ms after the last change of any input
 * (AF §4, §9), an older answer never overwriting a newer one. From a change until its answer the state
 * is loading with no quote, so a figure never sits beside inputs it was not made for ('7 years / Poor'
 * beside a 5-year quote). A failure clears the quote and is logged (AF §8). The vehicle page's sidebar
 * never asks (it shows the car's stored quote), so it stays silent.
 */
export function useQuickQuote(
  inputs: QuoteInputs,
  car: PopupCar | null,
  whoIsHelping: string,
): QuickQuoteState {
  const [answered, setAnswered] = useState<Answered | null>(null);
  const latest = useRef(0);
  const first = useRef(true);
  // The body as text is what the effect keys on: the same question is asked once.
  const body = JSON.stringify(quoteBody(inputs, car, whoIsHelping));

  useEffect(() => {
    const ask = async () => {
      const request = ++latest.current;
      const answer = quoteOf(await postJson<Partial<QuoteAnswer>>(apiPaths.youxQuote(), JSON.parse(body)));
      if ('failure' in answer) console.error(QUOTE_FAILED_MESSAGE, answer.failure);
      if (request !== latest.current) return;
      if ('quote' in answer) setAnswered({ body, quote: answer.quote, error: null });
      else setAnswered({ body, quote: null, error: QUOTE_FAILED_MESSAGE });
    };
    if (first.current) {
      first.current = false;
      void ask();
      return;
    }
    const timer = setTimeout(() => void ask(), QUOTE_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [body]);

  const current = answered?.body === body ? answered : null;
  return { quote: current?.quote ?? null, loading: current === null, error: current?.error ?? null };
}

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
