'use client';

import { useState } from 'react';
import { postJson } from '@/lib/api-client';
import { consoleApiPaths, consolePaths } from '@/lib/console-paths';
import { Form, FormError, FormField, FormInput } from '@/ui/form/form';
import { NAVIGATING, useApiForm } from '@/ui/form/use-api-form';
import { formErrorClass, showFailure, submitClass } from './console-form';

// The forms that set a password: accepting an invitation, and a reset from the emailed link. The rules
// (12 characters or more, not a common password, not the email) are the server's; its message shows on
// the field.

export const PASSWORD_HINT = 'At least 12 characters. A few unrelated words make a strong one.';
const MISMATCH = 'The two passwords differ.';

type NewPassword = { name: string; password: string; confirm: string };

export function AcceptInvitationForm({
  token,
  existingAccount,
}: {
  token: string;
  existingAccount: boolean;
}) {
  const form = useApiForm<NewPassword>({
    idPrefix: 'invitation',
    defaultValues: { name: '', password: '', confirm: '' },
  });
  const submit = async (values: NewPassword) => {
    if (!existingAccount && values.password !== values.confirm) {
      form.showFieldErrors({ confirm: MISMATCH });
      return;
    }
    const result = await postJson<{ twoFactor: boolean }>(consoleApiPaths.acceptInvitation(), {
      token,
      name: values.name,
      password: values.password,
    });
    if (result.kind === 'ok') {
      window.location.assign(consolePaths.home());
      return NAVIGATING;
    }
    showFailure(form, result);
  };
  return (
    <Form
      form={form}
      onSubmit={submit}
      noValidate
      aria-busy={form.submitting || undefined}
      className="space-y-4"
    >
      {existingAccount ? (
        <FormField name="password" label="Your console password" required>
          <FormInput name="password" type="password" autoComplete="current-password" />
        </FormField>
      ) : (
        <>
          <FormField name="name" label="Your name" required>
            <FormInput name="name" autoComplete="name" />
          </FormField>
          <FormField name="password" label="Choose a password" required hint={PASSWORD_HINT}>
            <FormInput name="password" type="password" autoComplete="new-password" />
          </FormField>
          <FormField name="confirm" label="The password again" required>
            <FormInput name="confirm" type="password" autoComplete="new-password" />
          </FormField>
        </>
      )}
      <FormError form={form} as="div" focusable className={formErrorClass} />
      <button type="submit" disabled={form.submitting || !form.hydrated} className={`w-full ${submitClass}`}>
        {form.submitting ? 'Joining…' : 'Join and sign in'}
      </button>
    </Form>
  );
}

export function ForgotPasswordForm() {
  const [answer, setAnswer] = useState<string | null>(null);
  const form = useApiForm<{ email: string }>({ idPrefix: 'forgot', defaultValues: { email: '' } });
  const submit = async (values: { email: string }) => {
    const result = await postJson<{ message: string }>(consoleApiPaths.forgotPassword(), values);
    if (result.kind === 'ok') {
      setAnswer(result.body?.message ?? '');
      return;
    }
    showFailure(form, result);
  };
  if (answer)
    return (
      <p role="status" className="rounded-site bg-green-50 p-3 text-green-900">
        {answer}
      </p>
    );
  return (
    <Form
      form={form}
      onSubmit={submit}
      noValidate
      aria-busy={form.submitting || undefined}
      className="space-y-4"
    >
      <FormField name="email" label="Email" required>
        <FormInput name="email" type="email" autoComplete="username" />
      </FormField>
      <FormError form={form} as="div" focusable className={formErrorClass} />
      <button type="submit" disabled={form.submitting || !form.hydrated} className={`w-full ${submitClass}`}>
        {form.submitting ? 'Sending…' : 'Email me a link'}
      </button>
    </Form>
  );
}

export function ResetPasswordForm({ token }: { token: string }) {
  const [done, setDone] = useState(false);
  const form = useApiForm<NewPassword>({
    idPrefix: 'reset',
    defaultValues: { name: '', password: '', confirm: '' },
  });
  const submit = async (values: NewPassword) => {
    if (values.password !== values.confirm) {
      form.showFieldErrors({ confirm: MISMATCH });
      return;
    }
    const result = await postJson(consoleApiPaths.resetPassword(), { token, password: values.password });
    if (result.kind === 'ok') {
      setDone(true);
      return;
    }
    showFailure(form, result);
  };
  if (done)
    return (
      <p role="status" className="rounded-site bg-green-50 p-3 text-green-900">
        Your password is changed, and every session of your account has ended.{' '}
        <a href={consolePaths.signIn()} className="font-semibold underline">
          Sign in
        </a>
      </p>
    );
  return (
    <Form
      form={form}
      onSubmit={submit}
      noValidate
      aria-busy={form.submitting || undefined}
      className="space-y-4"
    >
      <FormField name="password" label="New password" required hint={PASSWORD_HINT}>
        <FormInput name="password" type="password" autoComplete="new-password" />
      </FormField>
      <FormField name="confirm" label="The password again" required>
        <FormInput name="confirm" type="password" autoComplete="new-password" />
      </FormField>
      <FormError form={form} as="div" focusable className={formErrorClass} />
      <button type="submit" disabled={form.submitting || !form.hydrated} className={`w-full ${submitClass}`}>
        {form.submitting ? 'Saving…' : 'Save the new password'}
      </button>
    </Form>
  );
}
