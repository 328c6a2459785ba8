'use client';

import { useState } from 'react';
import { postJson } from '@/lib/api-client';
import { consoleApiPaths, consolePaths } from '@/lib/console-paths';
import { Form, FormError, FormField, FormInput } from '@/ui/form/form';
import { NAVIGATING, useApiForm } from '@/ui/form/use-api-form';
import { formErrorClass, showFailure, submitClass } from './console-form';

// Setting up the second factor: the password again, then the authenticator's QR code (and its key typed
// by hand), the recovery codes to keep, and a code from the app to prove it works.

type Enrolment = { secret: string; qrSvg: string; recoveryCodes: string[] };

export function TwoFactorSetup() {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  return enrolment ? <ConfirmStep enrolment={enrolment} /> : <PasswordStep onEnrolled={setEnrolment} />;
}

function PasswordStep({ onEnrolled }: { onEnrolled: (enrolment: Enrolment) => void }) {
  const form = useApiForm<{ password: string }>({ idPrefix: 'two-factor', defaultValues: { password: '' } });
  const submit = async (values: { password: string }) => {
    const result = await postJson<Enrolment>(consoleApiPaths.enableTwoFactor(), values);
    if (result.kind === 'ok' && result.body) {
      onEnrolled(result.body);
      return;
    }
    showFailure(form, result);
  };
  return (
    <Form
      form={form}
      onSubmit={submit}
      noValidate
      aria-busy={form.submitting || undefined}
      className="max-w-md space-y-4"
    >
      <p>Confirm it is you: enter your password to start.</p>
      <FormField name="password" label="Password" required>
        <FormInput name="password" type="password" autoComplete="current-password" />
      </FormField>
      <FormError form={form} as="div" focusable className={formErrorClass} />
      <button type="submit" disabled={form.submitting || !form.hydrated} className={submitClass}>
        {form.submitting ? 'Starting…' : 'Continue'}
      </button>
    </Form>
  );
}

function ConfirmStep({ enrolment }: { enrolment: Enrolment }) {
  const form = useApiForm<{ code: string }>({ idPrefix: 'two-factor-code', defaultValues: { code: '' } });
  const submit = async (values: { code: string }) => {
    const result = await postJson(consoleApiPaths.confirmTwoFactor(), values);
    if (result.kind === 'ok') {
      window.location.assign(consolePaths.security('two-factor=on'));
      return NAVIGATING;
    }
    showFailure(form, result);
  };
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section aria-labelledby="scan-heading" className="space-y-3">
        <h2 id="scan-heading" className="text-lg font-bold">
          1. Add the console to your authenticator app
        </h2>
        <p>Scan the code with Google Authenticator, Microsoft Authenticator, 1Password or another app.</p>
        <div
          role="img"
          aria-label="QR code for your authenticator app"
          className="w-48 bg-white p-2"
          // The SVG is made on the server from the enrolment's own URI: no markup from elsewhere.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: see above
          dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }}
        />
        <p>
          Or type this key:{' '}
          <code className="break-all rounded bg-white px-1 font-mono">{enrolment.secret}</code>
        </p>
      </section>
      <section aria-labelledby="codes-heading" className="space-y-3">
        <h2 id="codes-heading" className="text-lg font-bold">
          2. Keep your recovery codes
        </h2>
        <p>
          Each signs you in once if you lose your phone. Keep them somewhere safe: they are not shown again.
        </p>
        <ul className="grid grid-cols-2 gap-1 font-mono">
          {enrolment.recoveryCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
      </section>
      <Form
        form={form}
        onSubmit={submit}
        noValidate
        aria-busy={form.submitting || undefined}
        className="space-y-4 md:col-span-2"
      >
        <h2 className="text-lg font-bold">3. Enter the code the app shows</h2>
        <div className="max-w-xs">
          <FormField name="code" label="6-digit code" required>
            <FormInput name="code" inputMode="numeric" autoComplete="one-time-code" />
          </FormField>
        </div>
        <FormError form={form} as="div" focusable className={formErrorClass} />
        <button type="submit" disabled={form.submitting || !form.hydrated} className={submitClass}>
          {form.submitting ? 'Checking…' : 'Turn on two-factor'}
        </button>
      </Form>
    </div>
  );
}
