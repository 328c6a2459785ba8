'use client';
import { useId, useState } from 'react';
import {
  type DeliveryQuote,
  deliveryInputError,
  deliveryPriceText,
  deliveryResult,
} from '@/inventory/delivery-rules';
import { getJson } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { Form, FormField, FormInput } from '@/ui/form/form';
import { useApiForm } from '@/ui/form/use-api-form';
import { TruckIcon } from '@/ui/icons/truck';

export type DeliveryCalculatorProps = { carSlug: string };

type Values = { postcode: string };

/** The Delivery Calculator (AF §2, §5, §7): a postcode → the delivery region and its price for this car. */
export function DeliveryCalculator({ carSlug }: DeliveryCalculatorProps) {
  const id = useId();
  // The postcode is checked in the browser before asking (deliveryInputError); focus stays on the button.
  const form = useApiForm<Values>({
    idPrefix: `${id}delivery`,
    defaultValues: { postcode: '' },
    invalidFocus: 'none',
  });
  const [region, setRegion] = useState<{ name: string; price: number } | null>(null);

  const lookUp = async ({ postcode }: Values) => {
    setRegion(null);
    form.clearErrors();
    const error = deliveryInputError(postcode);
    let quote: DeliveryQuote | null = null;
    if (!error) {
      const code = postcode.trim();
      const result = await getJson(apiPaths.deliveryPrice(code, carSlug));
      quote =
        result.kind === 'failed'
          ? deliveryResult(code, null, null)
          : deliveryResult(code, result.status, result.body);
    }
    if (quote?.ok) setRegion({ name: quote.region, price: quote.price });
    else form.setError('postcode', { type: 'server', message: error ?? quote?.message });
  };

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
      <Form form={form} onSubmit={lookUp} noValidate className="mt-4 flex flex-wrap items-start gap-3">
        <FormField name="postcode" label="Postcode" alert>
          <FormInput
            name="postcode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={4}
            className="w-32 rounded-site border border-black/20 px-3 py-2 text-lg font-bold tabular-nums focus:border-brand"
          />
        </FormField>
        <button
          type="submit"
          disabled={form.submitting}
          aria-busy={form.submitting || undefined}
          className="mt-6 rounded-site bg-brand px-5 py-2.5 font-bold text-brand-contrast hover:opacity-90 disabled:cursor-wait disabled:opacity-70"
        >
          {form.submitting ? 'Calculating…' : 'Calculate'}
        </button>
      </Form>
      <div aria-live="polite" className="mt-3">
        {region && (
          <p className="rounded-site bg-surface p-3">
            Delivery to <strong>{region.name}</strong>:{' '}
            <strong className="text-xl tabular-nums">{deliveryPriceText(region.price)}</strong>
          </p>
        )}
      </div>
    </section>
  );
}
