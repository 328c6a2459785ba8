'use client';

import Link from 'next/link';
import { useRef, useState } from 'react';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { apiMessage, getJson, postJson } from '@/lib/api-client';
import { australianMobile, PHONE_MESSAGE } from '@/lib/au-phone';
import { apiPaths, paths } from '@/lib/paths';
import { Form, FormError, FormField, FormInput } from '@/ui/form/form';
import { NAVIGATING, useApiForm } from '@/ui/form/use-api-form';
import { LoaderCircleIcon } from '@/ui/icons/loader-circle';
import { toastOnNextPage } from '@/ui/toast-store';
import {
  CODE_LENGTH,
  CODE_SENT_TEXT,
  codeProblem,
  REQUIRED_MESSAGE,
  RESEND_CODE_LABEL,
  SEND_CODE_LABEL,
  SEND_TIMEOUT_MS,
  UNKNOWN_ERROR_MESSAGE,
  VERIFICATION_ERROR_MESSAGE,
} from '../sign-in-rules';
import {
  SAVED_TOAST,
  savedDescription,
  takeSaveRequest,
  UNNAMED_CAR,
  VIEW_LIST_LABEL,
} from '../watchlist-rules';
import { type Answer, buttonClass } from './auth-answer';
import { goTo } from './navigation';
import { takePendingSaveName } from './pending-save';

type Props = {
  /** Where to go once signed in, and the Back link: paths on this site, checked by the page. */
  redirect: string;
  back: string;
};

type FieldName = 'phone_number' | 'code' | 'first_name' | 'last_name' | 'email';
type Values = Record<FieldName, string>;

const EMPTY: Values = { phone_number: '', code: '', first_name: '', last_name: '', email: '' };
const NAME_FIELDS = ['first_name', 'last_name', 'email'] as const;
const FIELD_IDS: Record<string, string> = {
  phone_number: 'sign-in-phone',
  code: 'sign-in-code',
  first_name: 'sign-in-first-name',
  last_name: 'sign-in-last-name',
  email: 'sign-in-email',
};

/** Whether a mobile is new to the platform, so the form asks for names and email; unknown counts as known. */
async function isNewContact(phone: string): Promise<boolean> {
  const result = await getJson<{ data?: { exists?: boolean } | null }>(apiPaths.contactExists(phone), {
    cache: 'no-store',
  });
  return result.kind === 'ok' && result.body?.data?.exists === false;
}

/**
 * Saves the car a signed-out Save asked for (carried in the way back), then returns without it; the page
 * it returns to confirms the save with the Save button's toast.
 */
async function finish(redirect: string, phone: string): Promise<void> {
  const { carId, path } = takeSaveRequest(redirect);
  if (carId !== null) {
    const result = await postJson(apiPaths.saveCar(), { phone_number: phone, car_id: carId });
    if (result.kind === 'ok')
      toastOnNextPage(SAVED_TOAST, {
        description: savedDescription(takePendingSaveName(carId) ?? UNNAMED_CAR),
        action: { label: VIEW_LIST_LABEL, href: paths.watchlist() },
      });
    else window.alert(apiMessage(result) || UNKNOWN_ERROR_MESSAGE);
  }
  goTo(path);
}

/** The checks before a code is sent to be verified: the code's form, and a new mobile's names and email. */
function signInResolver(newContact: { current: boolean }): Resolver<Values> {
  return async (values) => {
    const errors: FieldErrors<Values> = {};
    const problem = codeProblem(values.code);
    if (problem) errors.code = { type: 'code', message: problem };
    if (newContact.current)
      for (const name of NAME_FIELDS)
        if (!values[name].trim()) errors[name] = { type: 'required', message: REQUIRED_MESSAGE };
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}

/**
 * Sign-in with a code sent to a mobile (AF §4, §5, §8): Send Code, then 'Code sent!', Resend Code and the
 * code field; a mobile new to the platform also gives first and last name and email. Login status goes
 * default → verificationSent → verificationSubmitted (back to verificationSent when the code is refused).
 */
export function SignInForm({ redirect, back }: Props) {
  const [status, setStatus] = useState<'default' | 'verificationSent'>('default');
  const [sending, setSending] = useState(false);
  const [newContact, setNewContact] = useState(false);
  const newContactNow = useRef(newContact);
  newContactNow.current = newContact;
  const [resolver] = useState(() => signInResolver(newContactNow));
  // Messages stay until the next Send Code or Sign In, as the shopper types.
  const form = useApiForm<Values>({
    idPrefix: 'sign-in',
    fieldId: (name) => FIELD_IDS[name] ?? `sign-in-${name}`,
    defaultValues: EMPTY,
    resolver,
    reValidateMode: 'onSubmit',
    invalidFocus: 'none',
  });
  // Closed until the page is live: a number typed into the server's HTML would not reach the form's state.
  const live = form.hydrated;

  const sendCode = async () => {
    form.setFormError(null);
    const phone = form.getValues('phone_number');
    if (!australianMobile(phone)) return form.showFieldErrors({ phone_number: PHONE_MESSAGE });
    form.clearErrors();
    setSending(true);
    const [result, isNew] = await Promise.all([
      postJson(
        apiPaths.sendCode(),
        { phone_number: phone },
        { signal: AbortSignal.timeout(SEND_TIMEOUT_MS) },
      ),
      isNewContact(phone),
    ]);
    setSending(false);
    if (result.kind !== 'ok') {
      const fieldErrors = result.kind === 'invalid' ? result.fieldErrors : {};
      if (fieldErrors.phone_number) form.showFieldErrors(fieldErrors);
      else form.setFormError(apiMessage(result) || UNKNOWN_ERROR_MESSAGE);
      return;
    }
    setNewContact(isNew);
    setStatus('verificationSent');
  };

  const submit = async (values: Values) => {
    const result = await postJson<Answer>(apiPaths.verifyCode(), {
      phone_number: values.phone_number,
      code: values.code.trim(),
      ...(newContact && {
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        email: values.email.trim(),
      }),
    });
    const user = result.kind === 'ok' ? result.body?.user : undefined;
    if (user) {
      await finish(redirect, user.phone);
      return NAVIGATING;
    }
    const fieldErrors = result.kind === 'invalid' ? result.fieldErrors : {};
    // The server knows a mobile is new even when the lookup could not tell: ask for the names then.
    if (NAME_FIELDS.some((name) => fieldErrors[name])) setNewContact(true);
    if (Object.keys(fieldErrors).length > 0) form.showFieldErrors(fieldErrors);
    else {
      form.clearErrors();
      form.setFormError(apiMessage(result) || VERIFICATION_ERROR_MESSAGE);
    }
  };

  const sent = status !== 'default';
  const submitting = form.submitting;
  return (
    <Form
      form={form}
      onSubmit={submit}
      noValidate
      className="grid gap-4"
      data-status={submitting ? 'verificationSubmitted' : status}
    >
      <FormField name="phone_number" label="Mobile number" required>
        <FormInput
          name="phone_number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={20}
          disabled={!live || submitting}
        />
      </FormField>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={sendCode}
          disabled={!live || sending || submitting}
          className={`${buttonClass} border border-black/15 hover:bg-surface`}
        >
          {sending && <LoaderCircleIcon aria-hidden="true" className="size-4 animate-spin" />}
          {sent ? RESEND_CODE_LABEL : SEND_CODE_LABEL}
        </button>
        <p role="status" className="text-sm font-semibold text-green-800">
          {sent ? CODE_SENT_TEXT : ''}
        </p>
      </div>
      <FormField name="code" label="Verification code" required>
        <FormInput
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          disabled={!sent || submitting}
        />
      </FormField>
      {newContact && (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField name="first_name" label="First name" required>
              <FormInput name="first_name" autoComplete="given-name" maxLength={60} disabled={submitting} />
            </FormField>
            <FormField name="last_name" label="Last name" required>
              <FormInput name="last_name" autoComplete="family-name" maxLength={60} disabled={submitting} />
            </FormField>
          </div>
          <FormField name="email" label="Email" required>
            <FormInput name="email" type="email" autoComplete="email" maxLength={200} disabled={submitting} />
          </FormField>
        </>
      )}
      <FormError
        form={form}
        as="div"
        className="rounded-site border border-red-700 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800"
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link href={back} className="font-bold text-brand-ink underline underline-offset-2">
          Back
        </Link>
        <button
          type="submit"
          disabled={!sent || submitting}
          className={`${buttonClass} bg-brand text-brand-contrast`}
        >
          {submitting && <LoaderCircleIcon aria-hidden="true" className="size-4 animate-spin" />}
          Sign In
        </button>
      </div>
    </Form>
  );
}
