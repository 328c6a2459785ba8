'use client';

import { type KeyboardEvent, useEffect, useState } from 'react';
import { apiMessage, getJson, postJson } from '@/lib/api-client';
import { australianMobile, PHONE_MESSAGE } from '@/lib/au-phone';
import { apiPaths } from '@/lib/paths';
import { FormError, FormField, FormInput, FormScope } from '@/ui/form/form';
import { type ApiForm, useApiForm } from '@/ui/form/use-api-form';
import { CircleCheckIcon } from '@/ui/icons/circle-check';
import { LoaderCircleIcon } from '@/ui/icons/loader-circle';
import {
  CODE_LENGTH,
  CODE_SENT_TEXT,
  codeProblem,
  type LoginStatus,
  RESEND_CODE_LABEL,
  SEND_CODE_LABEL,
  SEND_TIMEOUT_MS,
  UNKNOWN_ERROR_MESSAGE,
  VERIFICATION_ERROR_MESSAGE,
} from '../sign-in-rules';
import { type Answer, buttonClass } from './auth-answer';

export const VERIFY_CODE_LABEL = 'Verify';
export const VERIFIED_TEXT = 'Mobile number verified.';

type PhoneCheckValues = { phone: string; code: string };

type PhoneCheck = {
  form: ApiForm<PhoneCheckValues>;
  status: LoginStatus;
  sending: boolean;
  verified: boolean;
  sendCode: () => Promise<void>;
  verify: () => Promise<void>;
  chooseAnotherMobile: () => void;
};

type PhoneCheckOptions = {
  /** Prefix of the fields' ids, unique on the page. */
  idPrefix: string;
  /** The names and email a mobile new to the platform signs up with, which the form around already has. */
  contact: { firstName: string; lastName: string; email: string };
  /** Called once the code is accepted: the shopper is signed in with this mobile (its national form). */
  onVerified: (phone: string) => void;
};

/**
 * The mobile check's fields and calls (AF §4, §5, §8): the session's own mobile, Send Code, then Verify
 * with the contact a new mobile signs up with. Messages show when a button (or Enter) asks and stay, as
 * the shopper types, until the next ask; focus stays where it is.
 */
function usePhoneCheck({ idPrefix, contact, onVerified }: PhoneCheckOptions): PhoneCheck {
  const [status, setStatus] = useState<LoginStatus>('default');
  const [sending, setSending] = useState(false);
  const [verified, setVerified] = useState(false);
  const form = useApiForm<PhoneCheckValues>({
    idPrefix,
    defaultValues: { phone: '', code: '' },
    reValidateMode: 'onSubmit',
    invalidFocus: 'none',
  });
  const { getValues, setValue, clearErrors, showFieldErrors, setFormError } = form;

  useEffect(() => {
    let live = true;
    void getJson<{ user?: { phone?: unknown } | null }>(apiPaths.session(), { cache: 'no-store' }).then(
      (result) => {
        // No session to read: the shopper verifies with a code.
        const mobile = result.kind === 'ok' ? result.body?.user?.phone : undefined;
        if (!live || typeof mobile !== 'string' || !mobile) return;
        setValue('phone', mobile);
        setVerified(true);
        onVerified(mobile);
      },
    );
    return () => {
      live = false;
    };
  }, [onVerified, setValue]);

  const chooseAnotherMobile = () => {
    setVerified(false);
    setStatus('default');
    setValue('phone', '');
    setValue('code', '');
    onVerified('');
  };

  const sendCode = async () => {
    setFormError(null);
    const phone = getValues('phone');
    if (!australianMobile(phone)) return showFieldErrors({ phone: PHONE_MESSAGE });
    clearErrors();
    setSending(true);
    const result = await postJson(
      apiPaths.sendCode(),
      { phone_number: phone },
      { signal: AbortSignal.timeout(SEND_TIMEOUT_MS) },
    );
    setSending(false);
    if (result.kind === 'ok') return setStatus('verificationSent');
    const problem = result.kind === 'invalid' ? result.fieldErrors.phone_number : undefined;
    if (problem) showFieldErrors({ phone: problem });
    else setFormError(apiMessage(result) || UNKNOWN_ERROR_MESSAGE);
  };

  const verify = async () => {
    setFormError(null);
    const { phone, code } = getValues();
    const problem = codeProblem(code);
    if (problem) return showFieldErrors({ code: problem });
    clearErrors();
    setStatus('verificationSubmitted');
    const result = await postJson<Answer>(apiPaths.verifyCode(), {
      phone_number: phone,
      code: code.trim(),
      first_name: contact.firstName.trim(),
      last_name: contact.lastName.trim(),
      email: contact.email.trim(),
    });
    setStatus('verificationSent');
    const user = result.kind === 'ok' ? result.body?.user : undefined;
    if (user) {
      setVerified(true);
      onVerified(user.phone);
      return;
    }
    const codeIssue = result.kind === 'invalid' ? result.fieldErrors.code : undefined;
    if (codeIssue) showFieldErrors({ code: codeIssue });
    else setFormError(apiMessage(result) || VERIFICATION_ERROR_MESSAGE);
  };

  return { form, status, sending, verified, sendCode, verify, chooseAnotherMobile };
}

/**
 * A mobile verified by a one-time code inside another form (the finance popup): the sign-in's calls, words
 * and states (AF §4, §5, §8) without a form element of its own, so it nests in one; Enter in a field sends
 * or checks the code rather than submitting the form around it. Accepting the code signs the shopper in; a
 * shopper already signed in on this site starts verified with their own mobile, and may use another.
 */
export function PhoneVerification(props: PhoneCheckOptions) {
  const { form, status, sending, verified, sendCode, verify, chooseAnotherMobile } = usePhoneCheck(props);
  const onEnter = (action: () => Promise<void>) => (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void action();
  };

  const sent = status !== 'default';
  const submitting = status === 'verificationSubmitted';
  return (
    <FormScope form={form}>
      <div className="grid gap-4" data-status={status}>
        <FormField name="phone" label="Mobile number" required>
          <FormInput
            name="phone"
            onKeyDown={onEnter(sendCode)}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={20}
            disabled={submitting || verified}
          />
        </FormField>
        <div className={`flex flex-wrap items-center gap-3 ${verified ? 'hidden' : ''}`}>
          <button
            type="button"
            onClick={sendCode}
            disabled={sending || submitting || verified}
            className={`${buttonClass} border border-black/15 hover:bg-surface`}
          >
            {sending && <LoaderCircleIcon aria-hidden="true" className="size-4 animate-spin" />}
            {sent ? RESEND_CODE_LABEL : SEND_CODE_LABEL}
          </button>
          <p role="status" className="text-sm font-semibold text-green-800">
            {sent && !verified ? CODE_SENT_TEXT : ''}
          </p>
        </div>
        <FormField name="code" label="Verification code" required>
          <FormInput
            name="code"
            onKeyDown={onEnter(verify)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CODE_LENGTH}
            disabled={!sent || submitting || verified}
          />
        </FormField>
        <FormError
          form={form}
          as="div"
          className="rounded-site border border-red-700 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800"
        />
        {verified ? (
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <p role="status" className="flex items-center gap-2 font-semibold text-green-800">
              <CircleCheckIcon aria-hidden="true" className="size-5" />
              {VERIFIED_TEXT}
            </p>
            <button type="button" onClick={chooseAnotherMobile} className="text-sm font-semibold underline">
              Use another mobile
            </button>
          </div>
        ) : (
          <button
            type="button"
            onClick={verify}
            disabled={!sent || submitting}
            className={`${buttonClass} justify-self-start bg-brand text-brand-contrast`}
          >
            {submitting && <LoaderCircleIcon aria-hidden="true" className="size-4 animate-spin" />}
            {VERIFY_CODE_LABEL}
          </button>
        )}
      </div>
    </FormScope>
  );
}
