'use client';

import { useState } from 'react';
import { postJson } from '@/lib/api-client';
import { consoleApiPaths, consolePaths } from '@/lib/console-paths';
import { Form, FormError, FormField, FormInput } from '@/ui/form/form';
import { NAVIGATING, useApiForm } from '@/ui/form/use-api-form';
import { formErrorClass, showFailure, submitClass } from './console-form';

// Sign-in in two steps: email and password, then (for a member with two-factor on) the authenticator's
// code or a recovery code. The server checks everything; this shows its answers on the fields.

/** Where to go once signed in: the page asked for, if it is one of the console's own. */
function destination(next: string | null): string {
  return next?.startsWith('/') && !next.startsWith('//') ? next : consolePaths.home();
}

export function SignInForm({ next }: { next: string | null }) {
  const [step, setStep] = useState<'password' | 'code'>('password');
  return step === 'password' ? (
    <PasswordStep onSecondFactor={() => setStep('code')} next={destination(next)} />
  ) : (
    <CodeStep next={destination(next)} />
  );
}

function PasswordStep({ onSecondFactor, next }: { onSecondFactor: () => void; next: string }) {
  const form = useApiForm<{ email: string; password: string }>({
    idPrefix: 'sign-in',
    defaultValues: { email: '', password: '' },
  });
  const submit = async (values: { email: string; password: string }) => {
    const result = await postJson<{ twoFactor: boolean }>(consoleApiPaths.signIn(), values);
    if (result.kind === 'ok') {
      if (result.body?.twoFactor) {
        onSecondFactor();
        return;
      }
      window.location.assign(next);
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
      <FormField name="email" label="Email" required>
        <FormInput name="email" type="email" autoComplete="username" />
      </FormField>
      <FormField name="password" label="Password" required>
        <FormInput name="password" type="password" autoComplete="current-password" />
      </FormField>
      <FormError form={form} as="div" focusable className={formErrorClass} />
      <button type="submit" disabled={form.submitting || !form.hydrated} className={`w-full ${submitClass}`}>
        {form.submitting ? 'Signing in…' : 'Sign in'}
      </button>
      <p>
        <a href={consolePaths.forgotPassword()} className="font-semibold text-brand underline">
          Forgot your password?
        </a>
      </p>
    </Form>
  );
}

function CodeStep({ next }: { next: string }) {
  const [kind, setKind] = useState<'totp' | 'recovery'>('totp');
  const form = useApiForm<{ code: string }>({ idPrefix: 'second-factor', defaultValues: { code: '' } });
  const submit = async (values: { code: string }) => {
    const result = await postJson(consoleApiPaths.secondFactor(), { code: values.code, kind });
    if (result.kind === 'ok') {
      window.location.assign(next);
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
      <p>
        {kind === 'totp'
          ? 'Enter the 6-digit code your authenticator app shows for the Dealer Console.'
          : 'Enter one of the recovery codes you kept when you set up two-factor. Each works once.'}
      </p>
      <FormField name="code" label={kind === 'totp' ? 'Code' : 'Recovery code'} required>
        <FormInput
          name="code"
          autoComplete="one-time-code"
          inputMode={kind === 'totp' ? 'numeric' : 'text'}
          autoFocus
        />
      </FormField>
      <FormError form={form} as="div" focusable className={formErrorClass} />
      <button type="submit" disabled={form.submitting || !form.hydrated} className={`w-full ${submitClass}`}>
        {form.submitting ? 'Checking…' : 'Continue'}
      </button>
      <button
        type="button"
        className="font-semibold text-brand underline"
        onClick={() => {
          setKind(kind === 'totp' ? 'recovery' : 'totp');
          form.reset({ code: '' });
          form.setFormError(null);
        }}
      >
        {kind === 'totp' ? 'Use a recovery code instead' : 'Use the authenticator app instead'}
      </button>
    </Form>
  );
}
