'use client';

import { useEffect, useRef, useState } from 'react';
import { apiPaths } from '@/lib/paths';
import type { QuoteAnswer } from '@/repayments/quote-rules';
import { QUOTE_FAILED_MESSAGE } from '../messages';
import { type PopupCar, QUOTE_PAUSE_MS, type QuoteInputs, quoteBody } from '../popup-rules';

export type QuickQuoteState = { quote: QuoteAnswer | null; loading: boolean; error: string | null };

/** An answer and the request body it answers: shown only while the inputs still make that body. */
type Answered = { body: string; quote: QuoteAnswer | null; error: string | null };

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
  const body = JSON.stringify(quoteBody(inputs, car, whoIsHelping));

  useEffect(() => {
    const ask = async () => {
      const request = ++latest.current;
      try {
        const response = await fetch(apiPaths.youxQuote(), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        const answer = (await response.json().catch(() => ({}))) as Partial<QuoteAnswer> & { error?: string };
        if (!response.ok || typeof answer.weeklyRepaymentAmount !== 'number') {
          throw new Error(answer.error || `HTTP ${response.status}`);
        }
        if (request === latest.current) setAnswered({ body, quote: answer as QuoteAnswer, error: null });
      } catch (error) {
        console.error(QUOTE_FAILED_MESSAGE, error);
        if (request === latest.current) setAnswered({ body, quote: null, error: QUOTE_FAILED_MESSAGE });
      }
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
