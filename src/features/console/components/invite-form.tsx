'use client';

import { useState } from 'react';
import { postJson } from '@/lib/api-client';
import { consoleApiPaths } from '@/lib/console-paths';
import type { StaffRole } from '@/staff/rules';
import { ROLE_LABELS } from '@/staff/rules';
import { Form, FormError, FormField, FormInput, FormSelect } from '@/ui/form/form';
import { useApiForm } from '@/ui/form/use-api-form';
import { formErrorClass, showFailure } from './console-form';

// The Staff screen's invitation: an email, a role no higher than the inviter's, and for a group site the
// dealerships the new member works for (none ticked: all of them).

type Values = { email: string; role: StaffRole; dealerships: string[] };

export function InviteForm({
  site,
  roles,
  dealerships,
}: {
  site: string;
  roles: StaffRole[];
  dealerships: { slug: string; name: string }[];
}) {
  const [sent, setSent] = useState<string | null>(null);
  const form = useApiForm<Values>({
    idPrefix: 'invite',
    defaultValues: { email: '', role: roles[roles.length - 1], dealerships: [] },
  });
  const submit = async (values: Values) => {
    const result = await postJson<{ email: string }>(consoleApiPaths.invitations(site), {
      email: values.email,
      role: values.role,
      dealerships: Array.isArray(values.dealerships) ? values.dealerships : [],
    });
    if (result.kind === 'ok') {
      setSent(`Invitation sent to ${result.body?.email ?? values.email}. The link works once, for 7 days.`);
      form.reset({ email: '', role: values.role, dealerships: [] });
      return;
    }
    setSent(null);
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
      <div className="grid gap-4 md:grid-cols-2">
        <FormField name="email" label="Email" required>
          <FormInput name="email" type="email" autoComplete="off" />
        </FormField>
        <FormField name="role" label="Role" required>
          <FormSelect
            name="role"
            placeholder="Choose a role"
            options={roles.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
          />
        </FormField>
      </div>
      {dealerships.length > 1 ? (
        <fieldset className="space-y-2">
          <legend className="font-semibold">Dealerships (none ticked: all of them)</legend>
          {dealerships.map((dealership) => (
            <label key={dealership.slug} className="flex items-center gap-2">
              <input
                type="checkbox"
                className="size-5"
                value={dealership.slug}
                {...form.register('dealerships')}
              />
              {dealership.name}
            </label>
          ))}
        </fieldset>
      ) : null}
      <FormError form={form} as="div" focusable className={formErrorClass} />
      {sent ? (
        <p role="status" className="rounded-site bg-green-50 p-3 text-green-900">
          {sent}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={form.submitting || !form.hydrated}
        className="rounded-site bg-brand px-5 py-2.5 font-bold text-brand-contrast hover:opacity-90 disabled:opacity-60"
      >
        {form.submitting ? 'Sending…' : 'Send invitation'}
      </button>
    </Form>
  );
}
