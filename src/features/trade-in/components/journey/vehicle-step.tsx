'use client';

import { useWatch } from 'react-hook-form';
import { Form, FormError, FormField } from '@/ui/form/form';
import { buttonClass, JourneyInput, secondaryClass } from './fields';
import { preloadValidation, vehicleResolver } from './resolvers';
import { digitsOnly, type VehicleValues, vehicleValues, withVehicle } from './rules';
import type { StepProps } from './step-props';
import { useStepForm } from './use-step-form';
import { useVariants } from './use-variants';

type Props = StepProps & {
  /** Why the register gave no car, when it did not. */
  notice: string | null;
  /** The site has vehicle data to suggest badges and series (features.redbook). */
  suggestVariants: boolean;
  onConfirmed: () => void;
};

/** Step 2: the car the register found, confirmed or corrected; or typed in when it found none. */
export function VehicleStep({
  journey,
  idPrefix,
  refused,
  notice,
  suggestVariants,
  update,
  go,
  onConfirmed,
}: Props) {
  const form = useStepForm<VehicleValues>({
    idPrefix,
    defaultValues: vehicleValues(journey),
    resolver: vehicleResolver,
    refused,
    onValues: (values) => update((s) => withVehicle(s, values)),
  });
  const [make, model] = useWatch({ control: form.control, name: ['make', 'model'] });
  const variants = useVariants(suggestVariants, make, model);
  const listId = (name: string) => `${idPrefix}-${name}`;
  const { vehicle } = journey;

  const confirm = (values: VehicleValues) => {
    update((s) => withVehicle(s, values));
    onConfirmed();
  };

  return (
    <Form
      form={form}
      onSubmit={confirm}
      onFocus={preloadValidation}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
    >
      {notice && (
        <p role="status" className="rounded-site bg-amber-50 px-3 py-2 text-sm sm:col-span-2">
          {notice}
        </p>
      )}
      {journey.found && (
        <p className="sm:col-span-2">
          We found a{' '}
          <strong>
            {[vehicle.year, vehicle.make, vehicle.model, vehicle.badge].filter(Boolean).join(' ')}
          </strong>{' '}
          registered as {journey.rego} in {journey.regoState}. Check the details and correct anything that is
          wrong.
        </p>
      )}
      <FormField name="year" label="Year" required>
        <JourneyInput name="year" clean={digitsOnly} inputMode="numeric" maxLength={4} />
      </FormField>
      <FormField name="make" label="Make" required>
        <JourneyInput name="make" maxLength={60} />
      </FormField>
      <FormField name="model" label="Model" required>
        <JourneyInput name="model" maxLength={60} />
      </FormField>
      <FormField name="badge" label="Badge">
        <JourneyInput
          name="badge"
          maxLength={80}
          list={variants.badges.length ? listId('badges') : undefined}
        />
      </FormField>
      <FormField name="series" label="Series">
        <JourneyInput
          name="series"
          maxLength={60}
          list={variants.series.length ? listId('series-list') : undefined}
        />
      </FormField>
      {suggestVariants && (
        <>
          <datalist id={listId('badges')}>
            {variants.badges.map((b) => (
              <option key={b} value={b} />
            ))}
          </datalist>
          <datalist id={listId('series-list')}>
            {variants.series.map((s) => (
              <option key={s} value={s} />
            ))}
          </datalist>
        </>
      )}
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <button type="button" className={secondaryClass} onClick={() => go(0)}>
          Back
        </button>
        <button type="submit" className={buttonClass}>
          {journey.found ? 'Yes, this is my car' : 'Next'}
        </button>
      </div>
      <FormError form={form} className="text-sm font-semibold text-red-700 sm:col-span-2" />
    </Form>
  );
}
