'use client';

import { type KeyboardEvent, useEffect, useState } from 'react';
import { australianMobile, PHONE_MESSAGE } from '@/lib/au-phone';
import { apiPaths } from '@/lib/paths';
import { Field, TextInput } from '@/ui/field';
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
import { type Answer, answerOf, buttonClass } from './auth-answer';

export const VERIFY_CODE_LABEL = 'Verify';
export const VERIFIED_TEXT = 'Mobile number verified.';

type Props = {
  /** Prefix of the fields' ids, unique on the page. */
  idPrefix: string;
  /** The names and email a mobile new to the platform signs up with, which the form around already has. */
  contact: { firstName: string; lastName: string; email: string };
  /** Called once the code is accepted: the shopper is signed in with this mobile (its national form). */
  onVerified: (phone: string) => void;
};

const issueFor = (answer: Answer, field: string) =>
  answer.issues?.find((issue) => issue.field === field)?.message;

/**
 * A mobile verified by a one-time code inside another form (the finance popup): the sign-in's calls, words
 * and states (AF §4, §5, §8) without a form of its own, so it nests in one; Enter in a field sends or
 * checks the code rather than submitting the form around it. Accepting the code signs the shopper in; a
 * shopper already signed in on this site starts verified with their own mobile, and may use another.
 */
export function PhoneVerification({ idPrefix, contact, onVerified }: Props) {
  const [status, setStatus] = useState<LoginStatus>('default');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ phone?: string; code?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [verified, setVerified] = useState(false);

  useEffect(() => {
    let live = true;
    fetch(apiPaths.session(), { cache: 'no-store' })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { user?: { phone?: unknown } | null } | null) => {
        const mobile = body?.user?.phone;
        if (!live || typeof mobile !== 'string' || !mobile) return;
        setPhone(mobile);
        setVerified(true);
        onVerified(mobile);
      })
      .catch(() => {
        // No session to read: the shopper verifies with a code.
      });
    return () => {
      live = false;
    };
  }, [onVerified]);

  const chooseAnotherMobile = () => {
    setVerified(false);
    setStatus('default');
    setPhone('');
    setCode('');
    onVerified('');
  };

  const sendCode = async () => {
    setFormError(null);
    if (!australianMobile(phone)) return setErrors({ phone: PHONE_MESSAGE });
    setErrors({});
    setSending(true);
    try {
      const response = await fetch(apiPaths.sendCode(), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone_number: phone }),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      const body = await answerOf(response);
      if (!response.ok) {
        const problem = issueFor(body, 'phone_number');
        if (problem) setErrors({ phone: problem });
        else setFormError(body.error || UNKNOWN_ERROR_MESSAGE);
        return;
      }
      setStatus('verificationSent');
    } catch {
      setFormError(UNKNOWN_ERROR_MESSAGE);
    } finally {
      setSending(false);
    }
  };

  const verify = async () => {
    setFormError(null);
    const problem = codeProblem(code);
    setErrors(problem ? { code: problem } : {});
    if (problem) return;
    setStatus('verificationSubmitted');
    try {
      const response = await fetch(apiPaths.verifyCode(), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          phone_number: phone,
          code: code.trim(),
          first_name: contact.firstName.trim(),
          last_name: contact.lastName.trim(),
          email: contact.email.trim(),
        }),
      });
      const body = await answerOf(response);
      if (response.ok && body.user) {
        setVerified(true);
        setStatus('verificationSent');
        onVerified(body.user.phone);
        return;
      }
      const codeIssue = issueFor(body, 'code');
      if (codeIssue) setErrors({ code: codeIssue });
      else setFormError(body.error || VERIFICATION_ERROR_MESSAGE);
    } catch {
      setFormError(VERIFICATION_ERROR_MESSAGE);
    }
    setStatus('verificationSent');
  };

  const onEnter = (action: () => Promise<void>) => (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void action();
  };

  const sent = status !== 'default';
  const submitting = status === 'verificationSubmitted';
  return (
    <div className="grid gap-4" data-status={status}>
      <Field id={`${idPrefix}-phone`} label="Mobile number" required error={errors.phone}>
        <TextInput
          name="phone"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          onKeyDown={onEnter(sendCode)}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={20}
          disabled={submitting || verified}
        />
      </Field>
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
      <Field id={`${idPrefix}-code`} label="Verification code" required error={errors.code}>
        <TextInput
          name="code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={onEnter(verify)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          disabled={!sent || submitting || verified}
        />
      </Field>
      {formError && (
        <div
          role="alert"
          className="rounded-site border border-red-700 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800"
        >
          {formError}
        </div>
      )}
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
  );
}
