'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { sendJson } from '@/lib/api-client';
import { consoleApiPaths } from '@/lib/console-paths';
import { ROLE_LABELS, type StaffRole } from '@/staff/rules';
import { Form, FormError, FormField, FormSelect } from '@/ui/form/form';
import { useApiForm } from '@/ui/form/use-api-form';
import { formErrorClass, showFailure } from './console-form';

// An owner's controls on a member of the site: their role, and taking them off the site.

type Values = { role: StaffRole };

export function MemberActions({
  site,
  member,
  name,
  role,
  roles,
}: {
  site: string;
  member: string;
  name: string;
  role: StaffRole;
  roles: StaffRole[];
}) {
  const router = useRouter();
  // Taking a member off asks once more, in place: a slip of the finger must not lock a colleague out.
  const [confirming, setConfirming] = useState(false);
  const form = useApiForm<Values>({ idPrefix: `member-${member}`, defaultValues: { role } });
  const call = async (path: string, body?: unknown) => {
    const result = await sendJson(path, body);
    if (result.kind !== 'ok') return showFailure(form, result);
    router.refresh();
  };
  return (
    <Form
      form={form}
      onSubmit={(values) => call(consoleApiPaths.memberRole(site, member), { role: values.role })}
      noValidate
      className="space-y-2"
    >
      <FormField name="role" label={`Role of ${name}`}>
        <FormSelect
          name="role"
          placeholder="Choose a role"
          options={roles.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
        />
      </FormField>
      <FormError form={form} as="div" focusable className={formErrorClass} />
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={form.submitting || !form.hydrated}
          className="min-h-11 rounded-site border border-brand px-3 font-semibold text-brand"
        >
          Change role
        </button>
        {confirming ? (
          <>
            <button
              type="button"
              disabled={form.submitting || !form.hydrated}
              onClick={() => call(consoleApiPaths.removeMember(site, member))}
              className="min-h-11 rounded-site bg-red-800 px-3 font-semibold text-white"
            >
              Yes, take {name} off
            </button>
            <button
              type="button"
              onClick={() => setConfirming(false)}
              className="min-h-11 rounded-site border border-black/30 px-3 font-semibold"
            >
              Keep
            </button>
          </>
        ) : (
          <button
            type="button"
            disabled={form.submitting || !form.hydrated}
            onClick={() => setConfirming(true)}
            className="min-h-11 rounded-site border border-red-800 px-3 font-semibold text-red-900"
          >
            Take off the site
          </button>
        )}
      </div>
    </Form>
  );
}
