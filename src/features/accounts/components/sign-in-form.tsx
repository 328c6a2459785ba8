'use client';

import Link from 'next/link';
import { type FormEvent, useEffect, useState } from 'react';
import { australianMobile, PHONE_MESSAGE } from '@/lib/au-phone';
import { apiPaths, paths } from '@/lib/paths';
import { Field, TextInput } from '@/ui/field';
import { LoaderCircleIcon } from '@/ui/icons/loader-circle';
import { toastOnNextPage } from '@/ui/toast-store';
import {
  CODE_LENGTH,
  CODE_SENT_TEXT,
  codeProblem,
  type LoginStatus,
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
import { answerOf, buttonClass, type Issue } from './auth-answer';
import { goTo } from './navigation';
import { takePendingSaveName } from './pending-save';

type Props = {
  /** Where to go once signed in, and the Back link: paths on this site, checked by the page. */
  redirect: string;
  back: string;
};

type FieldName = 'phone_number' | 'code' | 'first_name' | 'last_name' | 'email';
type Errors = Partial<Record<FieldName, string>>;

function errorsOf(issues: Issue[] | undefined): Errors {
  const errors: Errors = {};
  for (const issue of issues ?? [])
    if (issue.field && issue.message) errors[issue.field as FieldName] ??= issue.message;
  return errors;
}

/** Whether a mobile is new to the platform, so the form asks for names and email; unknown counts as known. */
async function isNewContact(phone: string): Promise<boolean> {
  try {
    const response = await fetch(apiPaths.contactExists(phone), { cache: 'no-store' });
    const body = (await response.json()) as { data?: { exists?: boolean } | null };
    return body.data?.exists === false;
  } catch {
    return false;
  }
}

/**
 * Saves the car a signed-out Save asked for (carried in the way back), then returns without it; the page
 * it returns to confirms the save with the Save button's toast.
 */
async function finish(redirect: string, phone: string): Promise<void> {
  const { carId, path } = takeSaveRequest(redirect);
  if (carId !== null) {
    const response = await fetch(apiPaths.saveCar(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone_number: phone, car_id: carId }),
    }).catch(() => null);
    if (response?.ok)
      toastOnNextPage(SAVED_TOAST, {
        description: savedDescription(takePendingSaveName(carId) ?? UNNAMED_CAR),
        action: { label: VIEW_LIST_LABEL, href: paths.watchlist() },
      });
    else window.alert((response && (await answerOf(response)).error) || UNKNOWN_ERROR_MESSAGE);
  }
  goTo(path);
}

/**
 * Sign-in with a code sent to a mobile (AF §4, §5, §8): Send Code, then 'Code sent!', Resend Code and the
 * code field; a mobile new to the platform also gives first and last name and email. Login status goes
 * default → verificationSent → verificationSubmitted (back to verificationSent when the code is refused).
 */
export function SignInForm({ redirect, back }: Props) {
  const [status, setStatus] = useState<LoginStatus>('default');
  const [values, setValues] = useState<Record<FieldName, string>>({
    phone_number: '',
    code: '',
    first_name: '',
    last_name: '',
    email: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [newContact, setNewContact] = useState(false);
  // Closed until the page is live: a number typed into the server's HTML would not reach the form's state.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);

  const bind = (name: FieldName) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
  });

  const sendCode = async () => {
    setFormError(null);
    if (!australianMobile(values.phone_number)) return setErrors({ phone_number: PHONE_MESSAGE });
    setErrors({});
    setSending(true);
    try {
      const [response, isNew] = await Promise.all([
        fetch(apiPaths.sendCode(), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ phone_number: values.phone_number }),
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        }),
        isNewContact(values.phone_number),
      ]);
      const body = await answerOf(response);
      if (!response.ok) {
        const fieldErrors = errorsOf(body.issues);
        if (fieldErrors.phone_number) setErrors(fieldErrors);
        else setFormError(body.error || UNKNOWN_ERROR_MESSAGE);
        return;
      }
      setNewContact(isNew);
      setStatus('verificationSent');
    } catch {
      setFormError(UNKNOWN_ERROR_MESSAGE);
    } finally {
      setSending(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found: Errors = {};
    const problem = codeProblem(values.code);
    if (problem) found.code = problem;
    if (newContact)
      for (const name of ['first_name', 'last_name', 'email'] as const)
        if (!values[name].trim()) found[name] = REQUIRED_MESSAGE;
    setErrors(found);
    if (Object.keys(found).length) return;
    setStatus('verificationSubmitted');
    try {
      const response = await fetch(apiPaths.verifyCode(), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          phone_number: values.phone_number,
          code: values.code.trim(),
          ...(newContact && {
            first_name: values.first_name.trim(),
            last_name: values.last_name.trim(),
            email: values.email.trim(),
          }),
        }),
      });
      const body = await answerOf(response);
      if (response.ok && body.user) return await finish(redirect, body.user.phone);
      const fieldErrors = errorsOf(body.issues);
      // The server knows a mobile is new even when the lookup could not tell: ask for the names then.
      if (fieldErrors.first_name || fieldErrors.last_name || fieldErrors.email) setNewContact(true);
      setErrors(fieldErrors);
      if (!Object.keys(fieldErrors).length) setFormError(body.error || VERIFICATION_ERROR_MESSAGE);
    } catch {
      setFormError(VERIFICATION_ERROR_MESSAGE);
    }
    setStatus('verificationSent');
  };

  const sent = status !== 'default';
  const submitting = status === 'verificationSubmitted';
  return (
    <form noValidate onSubmit={submit} className="grid gap-4" data-status={status}>
      <Field id="sign-in-phone" label="Mobile number" required error={errors.phone_number}>
        <TextInput
          {...bind('phone_number')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={20}
          disabled={!live || submitting}
        />
      </Field>
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
      <Field id="sign-in-code" label="Verification code" required error={errors.code}>
        <TextInput
          {...bind('code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          disabled={!sent || submitting}
        />
      </Field>
      {newContact && (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="sign-in-first-name" label="First name" required error={errors.first_name}>
              <TextInput
                {...bind('first_name')}
                autoComplete="given-name"
                maxLength={60}
                disabled={submitting}
              />
            </Field>
            <Field id="sign-in-last-name" label="Last name" required error={errors.last_name}>
              <TextInput
                {...bind('last_name')}
                autoComplete="family-name"
                maxLength={60}
                disabled={submitting}
              />
            </Field>
          </div>
          <Field id="sign-in-email" label="Email" required error={errors.email}>
            <TextInput
              {...bind('email')}
              type="email"
              autoComplete="email"
              maxLength={200}
              disabled={submitting}
            />
          </Field>
        </>
      )}
      {formError && (
        <div
          role="alert"
          className="rounded-site border border-red-700 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800"
        >
          {formError}
        </div>
      )}
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
    </form>
  );
}
