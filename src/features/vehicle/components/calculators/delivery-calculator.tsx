'use client';
import { type FormEvent, useId, useRef, useState } from 'react';
import {
  type DeliveryQuote,
  deliveryInputError,
  deliveryPriceText,
  deliveryResult,
} from '@/inventory/delivery-rules';
import { apiPaths } from '@/lib/paths';
import { Field, TextInput } from '@/ui/field';
import { getJson } from '@/ui/form/api-client';
import { TruckIcon } from '@/ui/icons/truck';

export type DeliveryCalculatorProps = { carSlug: string };

type Answer = { kind: 'error'; message: string } | { kind: 'quote'; region: string; price: number };

/** The Delivery Calculator (AF §2, §5, §7): a postcode → the delivery region and its price for this car. */
export function DeliveryCalculator({ carSlug }: DeliveryCalculatorProps) {
  const id = useId();
  const [postcode, setPostcode] = useState('');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [loading, setLoading] = useState(false);
  // Only the latest lookup may answer, so a slow earlier reply never overwrites a newer one.
  const latest = useRef(0);

  const show = (quote: DeliveryQuote) =>
    setAnswer(
      quote.ok
        ? { kind: 'quote', region: quote.region, price: quote.price }
        : { kind: 'error', message: quote.message },
    );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const error = deliveryInputError(postcode);
    if (error) {
      setAnswer({ kind: 'error', message: error });
      return;
    }
    const code = postcode.trim();
    const request = ++latest.current;
    setLoading(true);
    setAnswer(null);
    const result = await getJson(apiPaths.deliveryPrice(code, carSlug));
    const quote: DeliveryQuote =
      result.kind === 'failed'
        ? deliveryResult(code, null, null)
        : deliveryResult(code, result.status, result.body);
    if (request !== latest.current) return;
    setLoading(false);
    show(quote);
  }

  return (
    <section
      id="delivery-calculator"
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-site border border-black/10 p-4 sm:p-6"
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-2xl font-extrabold tracking-tight">
        <TruckIcon aria-hidden="true" className="size-6 text-brand-ink" />
        Delivery Calculator
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        Enter your postcode to estimate delivery of this car to you.
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-wrap items-start gap-3">
        <Field
          id={`${id}-postcode`}
          label="Postcode"
          error={answer?.kind === 'error' ? answer.message : null}
          alert
        >
          <TextInput
            name="postcode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={4}
            value={postcode}
            onChange={(event) => setPostcode(event.target.value)}
            className="w-32 rounded-site border border-black/20 px-3 py-2 text-lg font-bold tabular-nums focus:border-brand"
          />
        </Field>
        <button
          type="submit"
          disabled={loading}
          aria-busy={loading || undefined}
          className="mt-6 rounded-site bg-brand px-5 py-2.5 font-bold text-brand-contrast hover:opacity-90 disabled:cursor-wait disabled:opacity-70"
        >
          {loading ? 'Calculating…' : 'Calculate'}
        </button>
      </form>
      <div aria-live="polite" className="mt-3">
        {answer?.kind === 'quote' && (
          <p className="rounded-site bg-surface p-3">
            Delivery to <strong>{answer.region}</strong>:{' '}
            <strong className="text-xl tabular-nums">{deliveryPriceText(answer.price)}</strong>
          </p>
        )}
      </div>
    </section>
  );
}
