'use client';

import { useEffect, useState } from 'react';
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
import type { CheckoutCar } from '../../view';
import { fulfilmentOf, isPriced, quotedDelivery } from '../rules';
import { Choice, StepNav, type StepProps } from './step-controls';

type PostcodeValues = { postcode: string };

/**
 * Pick-up, or delivery priced by the delivery calculator for a postcode (where the site delivers): the
 * shopper goes on once the price of the postcode typed is known.
 */
export function DeliveryStep({
  car,
  delivers,
  choices,
  set,
  onBack,
  onNext,
}: StepProps & { car: CheckoutCar; delivers: boolean }) {
  const [answer, setAnswer] = useState<DeliveryQuote | null>(null);
  // The postcode's message stays as it is while the shopper types, until the next check; focus stays
  // on the button.
  const form = useApiForm<PostcodeValues>({
    idPrefix: 'buy',
    defaultValues: { postcode: choices.postcode },
    invalidFocus: 'none',
  });
  const fulfilment = fulfilmentOf(choices, delivers);
  const priced = isPriced(choices, delivers);
  const quoted = quotedDelivery(choices);

  // The postcode typed is one of the journey's choices: the priced one must still match it.
  useEffect(() => {
    const typing = form.watch(({ postcode }) => set({ postcode: postcode ?? '' }));
    return () => typing.unsubscribe();
  }, [form.watch, set]);

  const check = async ({ postcode }: PostcodeValues) => {
    const problem = deliveryInputError(postcode);
    if (problem) {
      form.showFieldErrors({ postcode: problem });
      return;
    }
    form.clearErrors();
    const code = postcode.trim();
    const result = await getJson(apiPaths.deliveryPrice(code, car.slug));
    const quote =
      result.kind === 'failed'
        ? deliveryResult(code, null, null)
        : deliveryResult(code, result.status, result.body);
    setAnswer(quote);
    set({ delivery: quote.ok ? { postcode: code, region: quote.region, price: quote.price } : null });
  };

  return (
    <>
      <Choice
        legend="How would you like to get the car?"
        name="fulfilment"
        value={fulfilment}
        onChange={(value) => set({ fulfilment: value })}
        options={[
          {
            value: 'pickup',
            label: car.location ? `Pick up from ${car.location.name}` : 'Pick up from the dealership',
            hint: 'Free',
          },
          ...(delivers
            ? [{ value: 'delivery' as const, label: 'Deliver it to me', hint: 'Priced by your postcode' }]
            : []),
        ]}
      />
      {fulfilment === 'delivery' && (
        <div className="rounded-site border border-black/10 p-4">
          <Form form={form} onSubmit={check} noValidate className="flex flex-wrap items-end gap-3">
            <FormField name="postcode" label="Delivery postcode" required className="w-48">
              <FormInput name="postcode" inputMode="numeric" autoComplete="postal-code" maxLength={4} />
            </FormField>
            <button
              type="submit"
              disabled={form.submitting || !form.hydrated}
              className="rounded-site border border-black/20 px-4 py-2.5 font-bold hover:bg-surface disabled:opacity-60"
            >
              {form.submitting ? 'Checking…' : 'Check delivery price'}
            </button>
          </Form>
          <div aria-live="polite" className="mt-3">
            {quoted ? (
              <p>
                Delivery to {quoted.region}:{' '}
                <strong className="tabular-nums">{deliveryPriceText(quoted.price)}</strong>
              </p>
            ) : (
              answer && !answer.ok && <p className="font-semibold text-red-700">{answer.message}</p>
            )}
          </div>
        </div>
      )}
      <StepNav
        onBack={onBack}
        onNext={onNext}
        nextDisabled={!priced}
        hint={priced ? null : 'Check the delivery price first.'}
      />
    </>
  );
}
