'use client';

import { useRouter } from 'next/navigation';
import { postJson } from '@/lib/api-client';
import { consoleApiPaths } from '@/lib/console-paths';
import { Form, FormError } from '@/ui/form/form';
import { useApiForm } from '@/ui/form/use-api-form';
import { formErrorClass, showFailure, submitClass } from './console-form';

// A member's choice of the weekly summary email (owners and managers), on the Security screen.

export function WeeklySummaryForm({ on }: { on: boolean }) {
  const router = useRouter();
  const form = useApiForm<{ weeklySummary: boolean }>({
    idPrefix: 'weekly-summary',
    defaultValues: { weeklySummary: on },
  });
  const submit = async (values: { weeklySummary: boolean }) => {
    const result = await postJson(consoleApiPaths.weeklySummary(), { weeklySummary: values.weeklySummary });
    if (result.kind !== 'ok') return showFailure(form, result);
    router.refresh();
  };
  return (
    <Form form={form} onSubmit={submit} noValidate className="space-y-3">
      <label className="flex min-h-11 items-center gap-2 font-semibold">
        <input type="checkbox" className="size-5" {...form.register('weeklySummary')} />
        Email me a summary of last week every Monday morning
      </label>
      <FormError form={form} as="div" focusable className={formErrorClass} />
      <button type="submit" disabled={form.submitting || !form.hydrated} className={submitClass}>
        Save
      </button>
      <p role="status" className="text-sm">
        {on
          ? 'On: each Monday from 7 am (on each site’s clock) you get last week’s leads, first responses and most viewed cars for each of your sites.'
          : 'Off: no weekly summary.'}
      </p>
    </Form>
  );
}
