'use client';

import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ERROR_SUMMARY_HEADING, SUBMIT_FAILED_MESSAGE } from '@/enquiries/rules';
import { apiPaths } from '@/lib/paths';
import { Field, TextInput } from '@/ui/field';
import { PaymentMarks } from '@/ui/payment-marks';
import { useHydrated } from '@/ui/use-hydrated';
import { type FieldIssue, interpretReserveResponse, payLabel } from '../page-rules';
import type { PurchaseChoice } from '../schema';
import { newKey } from './idempotency-key';
import { goTo, reload } from './navigation';

export type ReserveDetails = {
  name?: string;
  last_name?: string;
  email?: string;
  phone?: string;
  postcode?: string;
};

type FieldName = keyof ReserveDetails;

const FIELDS: {
  name: FieldName;
  label: string;
  required: boolean;
  type: string;
  autoComplete: string;
  inputMode?: 'email' | 'tel' | 'numeric';
  /** What the server takes (schema.ts), so nothing typed is refused for its length alone. */
  maxLength: number;
}[] = [
  {
    name: 'name',
    label: 'First name',
    required: true,
    type: 'text',
    autoComplete: 'given-name',
    maxLength: 60,
  },
  {
    name: 'last_name',
    label: 'Last name',
    required: true,
    type: 'text',
    autoComplete: 'family-name',
    maxLength: 60,
  },
  {
    name: 'email',
    label: 'Email',
    required: true,
    type: 'email',
    autoComplete: 'email',
    inputMode: 'email',
    maxLength: 200,
  },
  {
    name: 'phone',
    label: 'Mobile',
    required: true,
    type: 'tel',
    autoComplete: 'tel',
    inputMode: 'tel',
    maxLength: 30,
  },
  {
    name: 'postcode',
    label: 'Postcode',
    required: false,
    type: 'text',
    autoComplete: 'postal-code',
    inputMode: 'numeric',
    maxLength: 4,
  },
];

const fieldId = (name: string) => `reserve-${name.replace('_', '-')}`;

/**
 * The shopper's details and the pay button: POST /api/checkout/reservations, then off to the payment
 * provider's page. One idempotency key per attempt, so a double click or a retry after a lost answer
 * makes one reservation; a refused attempt (400, 409) takes a new one.
 */
export function ReserveForm({
  carSlug,
  deposit,
  details = {},
  purchase,
}: {
  carSlug: string;
  deposit: number;
  details?: ReserveDetails;
  /** A purchase's choices (the buy-online journey), sent with the details; the server prices them. */
  purchase?: PurchaseChoice;
}) {
  const [values, setValues] = useState<ReserveDetails>(details);
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

  const errorFor = (name: FieldName) => issues.find((issue) => issue.field === name)?.message ?? null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFormError(null);
    key.current ??= newKey();
    let status = 0;
    let body: unknown = null;
    try {
      const response = await fetch(apiPaths.reservations(), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          idempotency_key: key.current,
          car_slug: carSlug,
          name: values.name ?? '',
          last_name: values.last_name ?? '',
          email: values.email ?? '',
          phone: values.phone ?? '',
          ...(values.postcode?.trim() ? { postcode: values.postcode.trim() } : {}),
          ...(purchase ? { purchase } : {}),
        }),
      });
      status = response.status;
      body = await response.json().catch(() => null);
    } catch {
      // No answer: the same key is kept, so trying again cannot reserve twice.
      setBusy(false);
      focusNext.current = 'alert';
      setFormError(SUBMIT_FAILED_MESSAGE);
      return;
    }
    const result = interpretReserveResponse(status, body);
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
    const own =
      result.kind === 'invalid' ? result.issues.filter((i) => FIELDS.some((f) => f.name === i.field)) : [];
    if (own.length > 0) {
      focusNext.current = 'summary';
      setIssues(own);
      return;
    }
    // A choice made on an earlier step (a purchase's) is not a field here: its message is the form's error.
    const other = result.kind === 'invalid' ? result.issues[0]?.message : undefined;
    focusNext.current = 'alert';
    setIssues([]);
    setFormError(other ?? ('message' in result ? result.message : null) ?? SUBMIT_FAILED_MESSAGE);
  }

  const listed = FIELDS.flatMap((field) => {
    const message = errorFor(field.name);
    return message ? [{ name: field.name, message }] : [];
  });

  return (
    <form onSubmit={submit} noValidate aria-busy={busy} className="space-y-4">
      {listed.length > 0 && (
        <div
          ref={summary}
          role="alert"
          aria-labelledby="reserve-error-summary"
          tabIndex={-1}
          className="rounded-site border-2 border-red-700 bg-red-50 p-4 text-red-900 outline-none"
        >
          <h3 id="reserve-error-summary" className="font-bold">
            {ERROR_SUMMARY_HEADING}
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {listed.map((item) => (
              <li key={item.name}>
                <a href={`#${fieldId(item.name)}`} className="font-semibold underline underline-offset-2">
                  {item.message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <Field
            key={field.name}
            id={fieldId(field.name)}
            label={field.label}
            required={field.required}
            error={errorFor(field.name)}
            className={field.name === 'email' ? 'sm:col-span-2' : undefined}
          >
            <TextInput
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              inputMode={field.inputMode}
              maxLength={field.maxLength}
              value={values[field.name] ?? ''}
              onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
            />
          </Field>
        ))}
      </div>
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
        {busy ? 'Taking you to payment…' : payLabel(deposit)}
      </button>
      <PaymentMarks className="justify-center" />
    </form>
  );
}
