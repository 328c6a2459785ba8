'use client';

import { useRouter } from 'next/navigation';
import { postJson } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { Form, FormError, FormField, FormInput, FormSelect } from '@/ui/form/form';
import { useApiForm } from '@/ui/form/use-api-form';
import { STATES } from '../garage-rules';
import { UNKNOWN_ERROR_MESSAGE } from '../sign-in-rules';

type Values = { rego: string; state: string; make: string; model: string; year: string };

const EMPTY: Values = { rego: '', state: '', make: '', model: '', year: '' };
const STATE_OPTIONS = STATES.map((state) => ({ value: state, label: state }));

/**
 * Adds one of the shopper's own vehicles to their garage. The server checks the fields (the one set of
 * rules): a 400 names each bad field, shown on it; on success the page is drawn again with the vehicle.
 */
/** `make` starts the Make field filled in (a brand garage's make). */
export function AddVehicleForm({ make = '' }: { make?: string }) {
  const empty: Values = { ...EMPTY, make };
  const router = useRouter();
  const form = useApiForm<Values>({ idPrefix: 'garage', defaultValues: empty, invalidFocus: 'none' });

  const submit = async (values: Values) => {
    const result = await postJson(apiPaths.addGarageVehicle(), values);
    if (result.kind === 'ok') {
      form.reset(empty);
      router.refresh();
      return;
    }
    form.showRefusal(result, UNKNOWN_ERROR_MESSAGE);
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      noValidate
      aria-labelledby="add-vehicle-heading"
      className="grid gap-4"
    >
      <h2 id="add-vehicle-heading" className="text-xl font-bold">
        Add a vehicle
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="rego" label="Registration" required alert>
          <FormInput name="rego" autoComplete="off" autoCapitalize="characters" spellCheck={false} />
        </FormField>
        <FormField name="state" label="State" required alert>
          <FormSelect name="state" placeholder="Select a state" options={STATE_OPTIONS} />
        </FormField>
        <FormField name="make" label="Make" required alert>
          <FormInput name="make" maxLength={40} />
        </FormField>
        <FormField name="model" label="Model" required alert>
          <FormInput name="model" maxLength={40} />
        </FormField>
        <FormField name="year" label="Year" required alert>
          <FormInput name="year" inputMode="numeric" maxLength={4} />
        </FormField>
      </div>
      <FormError form={form} />
      <div>
        <button
          type="submit"
          disabled={form.submitting}
          className="rounded-site bg-brand px-5 py-2.5 font-bold text-brand-contrast disabled:opacity-60"
        >
          {form.submitting ? 'Adding…' : 'Add vehicle'}
        </button>
      </div>
    </Form>
  );
}
