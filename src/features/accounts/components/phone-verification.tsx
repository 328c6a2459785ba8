'use client';

import type { KeyboardEvent } from 'react';
import { FormError, FormField, FormInput, FormScope } from '@/ui/form/form';
import { CircleCheckIcon } from '@/ui/icons/circle-check';
import { LoaderCircleIcon } from '@/ui/icons/loader-circle';
import { CODE_LENGTH, CODE_SENT_TEXT, RESEND_CODE_LABEL, SEND_CODE_LABEL } from '../sign-in-rules';
import { buttonClass } from './auth-answer';
import { type PhoneCheckOptions, usePhoneCheck } from './use-phone-check';

export const VERIFY_CODE_LABEL = 'Verify';
export const VERIFIED_TEXT = 'Mobile number verified.';

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
