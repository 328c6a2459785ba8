'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { apiPaths } from '@/lib/paths';
import { Field, Select, TextInput } from '@/ui/field';
import { STATES } from '../garage-rules';
import { UNKNOWN_ERROR_MESSAGE } from '../sign-in-rules';

const FIELDS = ['rego', 'state', 'make', 'model', 'year'] as const;
type FieldName = (typeof FIELDS)[number];
type Values = Record<FieldName, string>;
type Answer = { error?: string; issues?: { field: string; message: string }[] };

const EMPTY: Values = { rego: '', state: '', make: '', model: '', year: '' };
const STATE_OPTIONS = STATES.map((state) => ({ value: state, label: state }));
const isField = (name: string): name is FieldName => (FIELDS as readonly string[]).includes(name);

/**
 * Adds one of the shopper's own vehicles to their garage. The server checks the fields (the one set of
 * rules): a 400 names each bad field, shown on it; on success the page is drawn again with the vehicle.
 */
/** `make` starts the Make field filled in (a brand garage's make). */
export function AddVehicleForm({ make = '' }: { make?: string }) {
  const empty: Values = { ...EMPTY, make };
  const router = useRouter();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (name: FieldName) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setFormError(null);
    const response = await fetch(apiPaths.addGarageVehicle(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(values),
    }).catch(() => null);
    const body = response ? ((await response.json().catch(() => ({}))) as Answer) : {};
    setBusy(false);
    if (response?.ok) {
      setValues(empty);
      setErrors({});
      router.refresh();
      return;
    }
    const fieldErrors: Partial<Record<FieldName, string>> = {};
    for (const issue of body.issues ?? []) {
      if (isField(issue.field)) fieldErrors[issue.field] ??= issue.message;
    }
    setErrors(fieldErrors);
    if (!Object.keys(fieldErrors).length) setFormError(body.error || UNKNOWN_ERROR_MESSAGE);
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="add-vehicle-heading" className="grid gap-4">
      <h2 id="add-vehicle-heading" className="text-xl font-bold">
        Add a vehicle
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="garage-rego" label="Registration" required error={errors.rego} alert>
          <TextInput
            name="rego"
            value={values.rego}
            onChange={set('rego')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
        </Field>
        <Field id="garage-state" label="State" required error={errors.state} alert>
          <Select
            name="state"
            value={values.state}
            onChange={set('state')}
            placeholder="Select a state"
            options={STATE_OPTIONS}
          />
        </Field>
        <Field id="garage-make" label="Make" required error={errors.make} alert>
          <TextInput name="make" value={values.make} onChange={set('make')} maxLength={40} />
        </Field>
        <Field id="garage-model" label="Model" required error={errors.model} alert>
          <TextInput name="model" value={values.model} onChange={set('model')} maxLength={40} />
        </Field>
        <Field id="garage-year" label="Year" required error={errors.year} alert>
          <TextInput
            name="year"
            value={values.year}
            onChange={set('year')}
            inputMode="numeric"
            maxLength={4}
          />
        </Field>
      </div>
      {formError && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {formError}
        </p>
      )}
      <div>
        <button
          type="submit"
          disabled={busy}
          className="rounded-site bg-brand px-5 py-2.5 font-bold text-brand-contrast disabled:opacity-60"
        >
          {busy ? 'Adding…' : 'Add vehicle'}
        </button>
      </div>
    </form>
  );
}
