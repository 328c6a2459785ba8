'use client';

import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ERROR_SUMMARY_HEADING, SUBMIT_FAILED_MESSAGE } from '@/enquiries/rules';
import { apiPaths } from '@/lib/paths';
import { Field, inputClass, Select, Textarea, TextInput } from '@/ui/field';
import { PaymentMarks } from '@/ui/payment-marks';
import { useHydrated } from '@/ui/use-hydrated';
import { NOTE_MAX_LENGTH, PAY_NOW_LABEL, REFERENCE_MAX_LENGTH } from '../online-payment-rules';
import { type FieldIssue, interpretReserveResponse } from '../page-rules';
import { newKey } from './idempotency-key';
import { goTo, reload } from './navigation';

export type OnlinePaymentFormValues = {
  reference?: string;
  amount?: string;
  name?: string;
  last_name?: string;
  email?: string;
  phone?: string;
  note?: string;
  location_id?: string;
};

/** A location the payer may pay, on a site of several dealerships. */
export type PayeeOption = { id: number; name: string };

type FieldName = keyof OnlinePaymentFormValues;

type FieldSpec = {
  name: FieldName;
  label: string;
  unit?: string;
  required: boolean;
  type: string;
  autoComplete: string;
  inputMode?: 'email' | 'tel' | 'decimal' | 'text';
  /** What the server takes (online-payment-schema.ts), so nothing typed is refused for its length alone. */
  maxLength: number;
  hint?: string;
};

const PAYMENT_FIELDS: FieldSpec[] = [
  {
    name: 'reference',
    label: 'Payment reference',
    required: true,
    type: 'text',
    autoComplete: 'off',
    maxLength: REFERENCE_MAX_LENGTH,
    hint: 'As on your invoice, e.g. INV-10234',
  },
  {
    name: 'amount',
    label: 'Amount',
    unit: 'AUD',
    required: true,
    type: 'text',
    autoComplete: 'off',
    inputMode: 'decimal',
    maxLength: 14,
    hint: '$1.00 to $100,000.00',
  },
];

const PAYER_FIELDS: FieldSpec[] = [
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
    label: 'Phone',
    required: true,
    type: 'tel',
    autoComplete: 'tel',
    inputMode: 'tel',
    maxLength: 30,
  },
];

const ALL_FIELDS: FieldName[] = [
  'location_id',
  ...[...PAYMENT_FIELDS, ...PAYER_FIELDS].map((f) => f.name),
  'note',
];
const fieldId = (name: string) => `online-payment-${name.replace('_', '-')}`;

/**
 * The dealer's reference, the amount and who pays, and 'Pay now': POST /api/online-payments, then off to
 * the payment provider's page. One idempotency key per attempt, so a double click or a retry after a
 * lost answer makes one payment; a refused attempt takes a new one.
 */
export function OnlinePaymentForm({
  details = {},
  payees = [],
}: {
  details?: OnlinePaymentFormValues;
  /** The locations to choose between (a group's dealerships); none: the site's own. */
  payees?: PayeeOption[];
}) {
  const [values, setValues] = useState<OnlinePaymentFormValues>(details);
  const [issues, setIssues] = useState<FieldIssue[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const key = useRef<string | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  const focusNext = useRef<'summary' | 'alert' | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the answer has been drawn
  useEffect(() => {
    const target = focusNext.current === 'summary' ? summary : focusNext.current === 'alert' ? alert : null;
    focusNext.current = null;
    target?.current?.focus();
  }, [issues, formError]);

  const errorFor = (name: FieldName) => issues.find((issue) => issue.field === name)?.message ?? null;
  const set = (name: FieldName, value: string) => setValues((current) => ({ ...current, [name]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFormError(null);
    key.current ??= newKey();
    let status = 0;
    let body: unknown = null;
    try {
      const response = await fetch(apiPaths.onlinePayments(), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          idempotency_key: key.current,
          reference: values.reference ?? '',
          amount: values.amount ?? '',
          name: values.name ?? '',
          last_name: values.last_name ?? '',
          email: values.email ?? '',
          phone: values.phone ?? '',
          note: values.note ?? '',
          ...(payees.length > 0 ? { location_id: values.location_id ?? '' } : {}),
        }),
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
    if (result.kind === 'invalid' && result.issues.length > 0) {
      focusNext.current = 'summary';
      setIssues(result.issues);
      return;
    }
    focusNext.current = 'alert';
    setIssues([]);
    setFormError(result.message ?? SUBMIT_FAILED_MESSAGE);
  }

  const listed = ALL_FIELDS.flatMap((name) => {
    const message = errorFor(name);
    return message ? [{ name, message }] : [];
  });

  const control = (field: FieldSpec) => {
    const input = (
      <TextInput
        name={field.name}
        type={field.type}
        autoComplete={field.autoComplete}
        inputMode={field.inputMode}
        maxLength={field.maxLength}
        value={values[field.name] ?? ''}
        onChange={(event) => set(field.name, event.target.value)}
        className={field.name === 'amount' ? `${inputClass} pl-7` : undefined}
      />
    );
    return (
      <Field
        key={field.name}
        id={fieldId(field.name)}
        label={field.label}
        unit={field.unit}
        hint={field.hint}
        required={field.required}
        error={errorFor(field.name)}
      >
        {field.name === 'amount' ? (
          <div className="relative">
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 left-3 flex items-center font-semibold text-gray-700"
            >
              $
            </span>
            {input}
          </div>
        ) : (
          input
        )}
      </Field>
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={busy} className="space-y-6">
      {listed.length > 0 && (
        <div
          ref={summary}
          role="alert"
          aria-labelledby="online-payment-error-summary"
          tabIndex={-1}
          className="rounded-site border-2 border-red-700 bg-red-50 p-4 text-red-900 outline-none"
        >
          <h3 id="online-payment-error-summary" className="font-bold">
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
      <fieldset className="space-y-4">
        <legend className="mb-3 text-lg font-extrabold">What you are paying</legend>
        {payees.length > 0 && (
          <Field id={fieldId('location_id')} label="Dealership" required error={errorFor('location_id')}>
            <Select
              name="location_id"
              placeholder="Select the dealership you are paying"
              options={payees.map((p) => ({ value: String(p.id), label: p.name }))}
              value={values.location_id ?? ''}
              onChange={(event) => set('location_id', event.target.value)}
            />
          </Field>
        )}
        <div className="grid gap-4 sm:grid-cols-2">{PAYMENT_FIELDS.map(control)}</div>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="mb-3 text-lg font-extrabold">Your details</legend>
        <div className="grid gap-4 sm:grid-cols-2">{PAYER_FIELDS.map(control)}</div>
        <Field id={fieldId('note')} label="Note" unit="optional" error={errorFor('note')}>
          <Textarea
            name="note"
            rows={3}
            maxLength={NOTE_MAX_LENGTH}
            value={values.note ?? ''}
            onChange={(event) => set('note', event.target.value)}
          />
        </Field>
      </fieldset>
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
        {busy ? 'Taking you to payment…' : PAY_NOW_LABEL}
      </button>
      <PaymentMarks className="justify-center" />
    </form>
  );
}
