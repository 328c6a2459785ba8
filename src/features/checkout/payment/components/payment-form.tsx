'use client';

import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ERROR_SUMMARY_HEADING, SUBMIT_FAILED_MESSAGE } from '@/enquiries/rules';
import { Field, inputClass, Select, Textarea, TextInput } from '@/ui/field';
import { PaymentMarks } from '@/ui/payment-marks';
import { useHydrated } from '@/ui/use-hydrated';
import { type FieldIssue, interpretStartResponse } from '../answer-rules';
import {
  type FormChoices,
  type FormField,
  type FormPolicy,
  type FormValues,
  fieldId,
  formFields,
  isShown,
  refusalShown,
  requestBody,
} from '../form-rules';
import { newKey } from './idempotency-key';
import { goTo, reload } from './navigation';

/**
 * The one payment form: the use's fields and its pay button, then POST to the use's start call and off
 * to the payment provider's page. One idempotency key per attempt, so a double click or a retry after a
 * lost answer makes one payment; a refused attempt (400, 409) takes a new one.
 */
export function PaymentForm({
  form,
  submitLabel,
  details = {},
  choices = {},
  extra = {},
}: {
  form: FormPolicy;
  submitLabel: string;
  /** What the fields start with (the signed-in shopper's details, a payment tried before). */
  details?: FormValues;
  choices?: FormChoices;
  /** Sent with the fields: what the page already knows (the car, a purchase's choices). */
  extra?: Record<string, unknown>;
}) {
  const [values, setValues] = useState<FormValues>(details);
  const [issues, setIssues] = useState<FieldIssue[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const key = useRef<string | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  // What takes the focus once the answer is on screen: the list of fields to fix, or the form's error.
  const focusNext = useRef<'summary' | 'alert' | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the answer has been drawn
  useEffect(() => {
    const target = focusNext.current === 'summary' ? summary : focusNext.current === 'alert' ? alert : null;
    focusNext.current = null;
    target?.current?.focus();
  }, [issues, formError]);

  const errorFor = (name: string) => issues.find((issue) => issue.field === name)?.message ?? null;
  const set = (name: string, value: string) => setValues((current) => ({ ...current, [name]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFormError(null);
    key.current ??= newKey();
    let status = 0;
    let body: unknown = null;
    try {
      const response = await fetch(form.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(requestBody(form, key.current, values, choices, extra)),
      });
      status = response.status;
      body = await response.json().catch(() => null);
    } catch {
      // No answer: the same key is kept, so trying again cannot pay twice.
      setBusy(false);
      focusNext.current = 'alert';
      setFormError(SUBMIT_FAILED_MESSAGE);
      return;
    }
    const result = interpretStartResponse(status, body);
    if (result.kind === 'pay') {
      // The button stays busy while the browser leaves for the provider's page.
      goTo(result.payUrl);
      return;
    }
    setBusy(false);
    if (result.kind === 'signed-out') {
      // The page itself sends a signed-out shopper to sign in, and back here after.
      reload();
      return;
    }
    key.current = null;
    const shown = refusalShown(form, result.kind === 'invalid' ? result.issues : [], result.message);
    focusNext.current = shown.issues.length > 0 ? 'summary' : 'alert';
    setIssues(shown.issues);
    if (shown.issues.length === 0) setFormError(shown.alert ?? SUBMIT_FAILED_MESSAGE);
  }

  const listed = formFields(form).flatMap((field) => {
    const message = errorFor(field.name);
    return message ? [{ name: field.name, message }] : [];
  });

  const control = (field: FormField) => (
    <Field
      key={field.name}
      id={fieldId(form, field.name)}
      label={field.label}
      unit={field.unit}
      hint={field.hint}
      required={field.required}
      error={errorFor(field.name)}
      className={field.wide ? 'sm:col-span-2' : undefined}
    >
      <Control field={field} value={values[field.name] ?? ''} choices={choices} set={set} />
    </Field>
  );
  const row = (item: FormField | FormField[]) =>
    Array.isArray(item) ? (
      <div key={item[0].name} className="grid gap-4 sm:grid-cols-2">
        {item.map(control)}
      </div>
    ) : (
      isShown(item, choices) && control(item)
    );

  return (
    <form onSubmit={submit} noValidate aria-busy={busy} className={form.spacing}>
      {listed.length > 0 && (
        <div
          ref={summary}
          role="alert"
          aria-labelledby={`${form.idPrefix}-error-summary`}
          tabIndex={-1}
          className="rounded-site border-2 border-red-700 bg-red-50 p-4 text-red-900 outline-none"
        >
          <h3 id={`${form.idPrefix}-error-summary`} className="font-bold">
            {ERROR_SUMMARY_HEADING}
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {listed.map((item) => (
              <li key={item.name}>
                <a
                  href={`#${fieldId(form, item.name)}`}
                  className="font-semibold underline underline-offset-2"
                >
                  {item.message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {form.groups.map((group) =>
        group.legend ? (
          <fieldset key={group.legend} className="space-y-4">
            <legend className="mb-3 text-lg font-extrabold">{group.legend}</legend>
            {group.rows.map(row)}
          </fieldset>
        ) : (
          group.rows.map(row)
        ),
      )}
      {formError && (
        <div
          ref={alert}
          role="alert"
          tabIndex={-1}
          className="rounded-site border-2 border-red-700 bg-red-50 p-4 font-semibold text-red-900 outline-none"
        >
          {formError}
        </div>
      )}
      <button
        type="submit"
        disabled={busy || !hydrated}
        className="w-full rounded-site bg-brand px-4 py-3.5 text-lg font-extrabold text-brand-contrast hover:opacity-90 disabled:opacity-60"
      >
        {busy ? 'Taking you to payment…' : submitLabel}
      </button>
      <PaymentMarks className="justify-center" />
    </form>
  );
}

/** A field's control: a text box (after a '$' for dollars), a select of its choices, or a box of lines. */
function Control({
  field,
  value,
  choices,
  set,
}: {
  field: FormField;
  value: string;
  choices: FormChoices;
  set: (name: string, value: string) => void;
}) {
  if (field.control === 'select')
    return (
      <Select
        name={field.name}
        placeholder={field.placeholder ?? ''}
        options={choices[field.name] ?? []}
        value={value}
        onChange={(event) => set(field.name, event.target.value)}
      />
    );
  if (field.control === 'textarea')
    return (
      <Textarea
        name={field.name}
        rows={field.rows}
        maxLength={field.maxLength}
        value={value}
        onChange={(event) => set(field.name, event.target.value)}
      />
    );
  const input = (
    <TextInput
      name={field.name}
      type={field.type ?? 'text'}
      autoComplete={field.autoComplete}
      inputMode={field.inputMode}
      maxLength={field.maxLength}
      value={value}
      onChange={(event) => set(field.name, event.target.value)}
      className={field.dollars ? `${inputClass} pl-7` : undefined}
    />
  );
  if (!field.dollars) return input;
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-3 flex items-center font-semibold text-gray-700"
      >
        $
      </span>
      {input}
    </div>
  );
}
