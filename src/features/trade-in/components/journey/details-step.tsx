'use client';

import { Form, FormError, FormField, FormSelect } from '@/ui/form/form';
import { LoaderCircleIcon } from '@/ui/icons/loader-circle';
import { PREFERRED_CONTACT_METHODS } from '../../journey-rules';
import type { ValuationView } from '../../valuation-view';
import { requestValuation } from './calls';
import { buttonClass, JourneyChoices, JourneyInput, secondaryClass } from './fields';
import { detailsResolver, preloadValidation } from './resolvers';
import { type DetailsValues, digitsOnly, withDetails } from './rules';
import type { StepProps } from './step-props';
import { useStepForm } from './use-step-form';

const CONTACT_OPTIONS = PREFERRED_CONTACT_METHODS.map((method) => ({ value: method, label: method }));

type Props = StepProps & {
  siteSlug: string;
  car: { id: number } | null;
  tradingIn: boolean;
  locations: { id: number; name: string }[];
  /** A refusal of an earlier step's fields: back to it, with their messages. */
  onRefused: (step: 0 | 1 | 2, errors: Record<string, string>) => void;
  onValued: (valuation: ValuationView) => void;
};

/** Step 4: the shopper's details, then the valuation of everything the journey holds. */
export function DetailsStep(props: Props) {
  const { journey, idPrefix, refused, locations, update, go } = props;
  const form = useStepForm<DetailsValues>({
    idPrefix,
    defaultValues: journey.details,
    resolver: detailsResolver,
    refused,
    onValues: (values) => update((s) => withDetails(s, values)),
  });

  const submit = async (details: DetailsValues) => {
    const outcome = await requestValuation(
      { ...journey, details },
      { siteSlug: props.siteSlug, carId: props.car?.id ?? null, tradingIn: props.tradingIn },
    );
    if (outcome.kind === 'valued') return props.onValued(outcome.valuation);
    if (outcome.kind === 'failed') return form.setFormError(outcome.message);
    // A problem with an earlier step's field sends the shopper back to it.
    if (outcome.step < 3) return props.onRefused(outcome.step as 0 | 1 | 2, outcome.errors);
    form.showFieldErrors(outcome.errors);
    form.setFormError(outcome.unshown);
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      onFocus={preloadValidation}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
    >
      <FormField name="name" label="First name" required>
        <JourneyInput name="name" autoComplete="given-name" maxLength={60} />
      </FormField>
      <FormField name="last_name" label="Last name">
        <JourneyInput name="last_name" autoComplete="family-name" maxLength={60} />
      </FormField>
      <FormField name="phone" label="Phone" required>
        <JourneyInput name="phone" type="tel" autoComplete="tel" maxLength={30} />
      </FormField>
      <FormField name="email" label="Email" required>
        <JourneyInput name="email" type="email" autoComplete="email" maxLength={200} />
      </FormField>
      <FormField name="postcode" label="Postcode">
        <JourneyInput
          name="postcode"
          clean={digitsOnly}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={4}
        />
      </FormField>
      {locations.length > 0 && (
        <FormField name="location_id" label="Nearest location">
          <FormSelect
            name="location_id"
            placeholder="Any location"
            options={locations.map((l) => ({ value: String(l.id), label: l.name }))}
          />
        </FormField>
      )}
      <JourneyChoices
        name="PreferredContactMethod"
        legend="How should we contact you?"
        options={CONTACT_OPTIONS}
        className="sm:col-span-2"
      />
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <button type="button" className={secondaryClass} onClick={() => go(2)}>
          Back
        </button>
        <button type="submit" className={buttonClass} disabled={form.submitting}>
          {form.submitting && <LoaderCircleIcon aria-hidden="true" className="size-4 animate-spin" />}
          Get my valuation
        </button>
      </div>
      <FormError
        form={form}
        className="rounded-site border border-red-700 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800 sm:col-span-2"
      />
    </Form>
  );
}
