'use client';

import { useRef } from 'react';
import { ERROR_SUMMARY_HEADING, SUBMIT_FAILED_MESSAGE } from '@/enquiries/rules';
import { postJson } from '@/lib/api-client';
import { Form, FormError, FormErrorSummary } from '@/ui/form/form';
import { NAVIGATING, useApiForm } from '@/ui/form/use-api-form';
import { PaymentMarks } from '@/ui/payment-marks';
import { interpretStartResponse } from '../answer-rules';
import {
  type FormChoices,
  type FormPolicy,
  type FormValues,
  fieldId,
  fieldOrder,
  firstMessages,
  refusalShown,
  requestBody,
} from '../form-rules';
import { newKey } from './idempotency-key';
import { goTo, reload } from './navigation';
import { PaymentFields } from './payment-fields';

/**
 * The one payment form: the use's fields and its pay button, then POST to the use's start call and off
 * to the payment provider's page. The server alone checks the fields. One idempotency key per attempt,
 * so a double click or a retry after a lost answer makes one payment; a refused attempt (400, 409)
 * takes a new one.
 */
export function PaymentForm({
  form: policy,
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
  const form = useApiForm<FormValues>({
    idPrefix: policy.idPrefix,
    fieldId: (name) => fieldId(policy, name),
    defaultValues: details,
    summary: true,
    invalidFocus: 'summary',
    fieldOrder: fieldOrder(policy),
  });
  const key = useRef<string | null>(null);

  const pay = async (values: FormValues) => {
    key.current ??= newKey();
    const result = await postJson(policy.endpoint, requestBody(policy, key.current, values, choices, extra));
    if (result.kind === 'failed') {
      // No answer: the same key is kept, so trying again cannot pay twice.
      form.setFormError(SUBMIT_FAILED_MESSAGE);
      form.focusAfterRender('form-error');
      return;
    }
    const answer = interpretStartResponse(result.status, result.body);
    if (answer.kind === 'pay') {
      // The button stays busy while the browser leaves for the provider's page.
      goTo(answer.payUrl);
      return NAVIGATING;
    }
    if (answer.kind === 'signed-out') {
      // The page itself sends a signed-out shopper to sign in, and back here after.
      reload();
      return;
    }
    key.current = null;
    const shown = refusalShown(policy, answer.kind === 'invalid' ? answer.issues : [], answer.message);
    if (shown.issues.length > 0) {
      form.showFieldErrors(firstMessages(shown.issues));
      return;
    }
    form.clearErrors();
    form.setFormError(shown.alert ?? SUBMIT_FAILED_MESSAGE);
    form.focusAfterRender('form-error');
  };

  return (
    <Form form={form} onSubmit={pay} noValidate aria-busy={form.submitting} className={policy.spacing}>
      <FormErrorSummary
        form={form}
        heading={ERROR_SUMMARY_HEADING}
        focusOnClick={false}
        className="rounded-site border-2 border-red-700 bg-red-50 p-4 text-red-900 outline-none"
      />
      <PaymentFields policy={policy} choices={choices} />
      <FormError
        form={form}
        as="div"
        focusable
        className="rounded-site border-2 border-red-700 bg-red-50 p-4 font-semibold text-red-900 outline-none"
      />
      <button
        type="submit"
        disabled={form.submitting || !form.hydrated}
        className="w-full rounded-site bg-brand px-4 py-3.5 text-lg font-extrabold text-brand-contrast hover:opacity-90 disabled:opacity-60"
      >
        {form.submitting ? 'Taking you to payment…' : submitLabel}
      </button>
      <PaymentMarks className="justify-center" />
    </Form>
  );
}
