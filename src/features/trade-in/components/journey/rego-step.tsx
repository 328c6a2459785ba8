'use client';

import { Form, FormError, FormField, FormSelect } from '@/ui/form/form';
import { LoaderCircleIcon } from '@/ui/icons/loader-circle';
import type { JourneyVehicle } from '../../journey-rules';
import { AU_STATES, normalisePlate } from '../../plate-rules';
import { lookupRego } from './calls';
import { buttonClass, JourneyInput } from './fields';
import { preloadValidation, regoResolver } from './resolvers';
import { plateText, REGO_NOT_FOUND_HINT, type RegoValues, regoValues, withRego } from './rules';
import type { StepProps } from './step-props';
import { useStepForm } from './use-step-form';

const STATE_OPTIONS = AU_STATES.map((s) => ({ value: s, label: s }));

type Props = StepProps & {
  /** False in the server's HTML and until the journey has read what the browser kept. */
  live: boolean;
  /** The plate to value, with the register's car (or why there is none), or without a lookup at all. */
  onPlate: (rego: string, lookup?: { vehicle: JourneyVehicle | null; notice: string | null }) => void;
};

/** Step 1: the rego and its state, looked up on the register; or the car's details typed instead. */
export function RegoStep({ journey, idPrefix, refused, live, update, onPlate }: Props) {
  const form = useStepForm<RegoValues>({
    idPrefix,
    defaultValues: regoValues(journey),
    resolver: regoResolver,
    refused,
    onValues: (values) => update((s) => withRego(s, values)),
  });

  const find = async ({ rego, regoState }: RegoValues) => {
    const plate = normalisePlate(rego);
    const lookup = await lookupRego(plate, regoState);
    if (lookup.kind === 'invalid') form.showRefusal(lookup.result, REGO_NOT_FOUND_HINT);
    else onPlate(plate, lookup);
  };

  return (
    <Form
      form={form}
      onSubmit={find}
      onFocus={preloadValidation}
      noValidate
      className="grid gap-4 sm:grid-cols-[1fr_10rem]"
    >
      <FormField name="rego" label="Registration (rego)" required alert>
        {/* Typed into before the journey is live, the plate would be lost as the journey takes over: it waits. */}
        <JourneyInput
          name="rego"
          clean={plateText}
          readOnly={!live}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={12}
          placeholder="ABC123"
          className="w-full rounded-site border border-black/25 bg-white px-3 py-2.5 font-mono text-lg uppercase tracking-widest"
        />
      </FormField>
      <FormField name="regoState" label="State" required>
        <FormSelect name="regoState" placeholder="State" options={STATE_OPTIONS} />
      </FormField>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <button type="submit" className={buttonClass} disabled={form.submitting || !live}>
          {form.submitting && <LoaderCircleIcon aria-hidden="true" className="size-4 animate-spin" />}
          Find my car
        </button>
        <button
          type="button"
          className="font-semibold text-brand-ink underline underline-offset-2"
          disabled={!live}
          // Only the lookup is skipped: the valuation still takes the plate, so it is checked here rather
          // than after the last step.
          onClick={() => form.onSubmit(({ rego }) => onPlate(normalisePlate(rego)))()}
        >
          Enter my car's details instead
        </button>
      </div>
      <FormError form={form} className="text-sm font-semibold text-red-700 sm:col-span-2" />
    </Form>
  );
}
