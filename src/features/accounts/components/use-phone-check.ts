'use client';

import { useEffect, useState } from 'react';
import { australianMobile, PHONE_MESSAGE } from '@/lib/au-phone';
import { apiPaths } from '@/lib/paths';
import { apiMessage, getJson, postJson } from '@/ui/form/api-client';
import { type ApiForm, useApiForm } from '@/ui/form/use-api-form';
import {
  codeProblem,
  type LoginStatus,
  SEND_TIMEOUT_MS,
  UNKNOWN_ERROR_MESSAGE,
  VERIFICATION_ERROR_MESSAGE,
} from '../sign-in-rules';
import type { Answer } from './auth-answer';

export type PhoneCheckValues = { phone: string; code: string };

export type PhoneCheck = {
  form: ApiForm<PhoneCheckValues>;
  status: LoginStatus;
  sending: boolean;
  verified: boolean;
  sendCode: () => Promise<void>;
  verify: () => Promise<void>;
  chooseAnotherMobile: () => void;
};

export type PhoneCheckOptions = {
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
export function usePhoneCheck({ idPrefix, contact, onVerified }: PhoneCheckOptions): PhoneCheck {
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
