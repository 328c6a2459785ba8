'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus, LOST_REASONS } from '@/enquiries/inbox-rules';
import { postJson } from '@/lib/api-client';
import { consoleApiPaths } from '@/lib/console-paths';
import { Form, FormError, FormField, FormSelect, FormTextarea } from '@/ui/form/form';
import { useApiForm } from '@/ui/form/use-api-form';
import { formErrorClass, showFailure, submitClass } from './console-form';

// What a member does to a lead from its page: move its status (a lost lead says why), give it to someone
// (or take it), and note it. Each is its own small form; after a change the page is drawn again from the
// server, so the timeline shows what was done, by whom and when.

type Choice = { value: string; label: string };

function Saved({ text }: { text: string | null }) {
  return (
    <p role="status" className={text ? 'text-sm font-semibold text-green-900' : 'sr-only'}>
      {text ?? ''}
    </p>
  );
}

function useSaved() {
  const router = useRouter();
  const [saved, setSaved] = useState<string | null>(null);
  return {
    saved,
    done: (text: string) => {
      setSaved(text);
      router.refresh();
    },
    clear: () => setSaved(null),
  };
}

export function LeadStatusForm({
  site,
  lead,
  status,
  lostReason,
}: {
  site: string;
  lead: string;
  status: LeadStatus;
  lostReason: string | null;
}) {
  type Values = { status: LeadStatus; lostReason: string };
  const { saved, done, clear } = useSaved();
  const form = useApiForm<Values>({
    idPrefix: 'lead-status',
    defaultValues: { status, lostReason: lostReason ?? '' },
  });
  const chosen = form.watch('status');
  const submit = async (values: Values) => {
    clear();
    const result = await postJson(consoleApiPaths.leadStatus(site, lead), {
      status: values.status,
      lostReason: values.status === 'lost' ? values.lostReason || null : null,
    });
    if (result.kind === 'ok') done(`Status saved: ${LEAD_STATUS_LABELS[values.status]}.`);
    else showFailure(form, result);
  };
  return (
    <Form form={form} onSubmit={submit} noValidate className="space-y-3">
      <FormField name="status" label="Status">
        <FormSelect
          name="status"
          placeholder="Choose a status"
          options={LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s] }))}
        />
      </FormField>
      {chosen === 'lost' ? (
        <FormField name="lostReason" label="Why was it lost?" required>
          <FormSelect
            name="lostReason"
            placeholder="Choose a reason"
            options={LOST_REASONS.map((r) => ({ value: r, label: r }))}
          />
        </FormField>
      ) : null}
      <FormError form={form} as="div" focusable className={formErrorClass} />
      <button type="submit" disabled={form.submitting || !form.hydrated} className={`${submitClass} w-full`}>
        {form.submitting ? 'Saving…' : 'Save status'}
      </button>
      <Saved text={saved} />
    </Form>
  );
}

export function LeadAssigneeForm({
  site,
  lead,
  assigneeId,
  me,
  staff,
  mayAssignOthers,
}: {
  site: string;
  lead: string;
  assigneeId: string | null;
  me: string;
  staff: Choice[];
  mayAssignOthers: boolean;
}) {
  type Values = { assigneeId: string };
  const { saved, done, clear } = useSaved();
  const form = useApiForm<Values>({
    idPrefix: 'lead-assignee',
    defaultValues: { assigneeId: assigneeId ?? '' },
  });
  const send = async (next: string | null) => {
    clear();
    const result = await postJson(consoleApiPaths.leadAssignee(site, lead), { assigneeId: next });
    if (result.kind === 'ok') {
      const name = next === me ? 'you' : staff.find((s) => s.value === next)?.label;
      done(next ? `Assigned to ${name}.` : 'Nobody has this lead now.');
    } else showFailure(form, result);
  };
  if (!mayAssignOthers) {
    // A salesperson takes a lead nobody has, or lets go of their own.
    if (assigneeId !== null && assigneeId !== me) return null;
    return (
      <Form form={form} onSubmit={() => send(assigneeId === me ? null : me)} noValidate className="space-y-3">
        <FormError form={form} as="div" focusable className={formErrorClass} />
        <button
          type="submit"
          disabled={form.submitting || !form.hydrated}
          className={`${submitClass} w-full`}
        >
          {assigneeId === me ? 'Give back to the team' : 'Take this lead'}
        </button>
        <Saved text={saved} />
      </Form>
    );
  }
  return (
    <Form form={form} onSubmit={(values) => send(values.assigneeId || null)} noValidate className="space-y-3">
      <FormField name="assigneeId" label="Assigned to">
        <FormSelect name="assigneeId" placeholder="Nobody yet" options={staff} />
      </FormField>
      <FormError form={form} as="div" focusable className={formErrorClass} />
      <button type="submit" disabled={form.submitting || !form.hydrated} className={`${submitClass} w-full`}>
        {form.submitting ? 'Saving…' : 'Assign'}
      </button>
      <Saved text={saved} />
    </Form>
  );
}

export function LeadNoteForm({ site, lead, maxLength }: { site: string; lead: string; maxLength: number }) {
  type Values = { text: string };
  const { saved, done, clear } = useSaved();
  const form = useApiForm<Values>({ idPrefix: 'lead-note', defaultValues: { text: '' } });
  const submit = async (values: Values) => {
    clear();
    const result = await postJson(consoleApiPaths.leadNotes(site, lead), { text: values.text });
    if (result.kind === 'ok') {
      form.reset({ text: '' });
      done('Note added to the timeline.');
    } else showFailure(form, result);
  };
  return (
    <Form form={form} onSubmit={submit} noValidate className="space-y-3">
      <FormField name="text" label="Add a note">
        <FormTextarea name="text" rows={3} maxLength={maxLength} />
      </FormField>
      <FormError form={form} as="div" focusable className={formErrorClass} />
      <button type="submit" disabled={form.submitting || !form.hydrated} className={`${submitClass} w-full`}>
        {form.submitting ? 'Saving…' : 'Add note'}
      </button>
      <Saved text={saved} />
    </Form>
  );
}

export function RetryDeliveryButton({
  site,
  lead,
  delivery,
}: {
  site: string;
  lead: string;
  delivery: number;
}) {
  const { saved, done, clear } = useSaved();
  const form = useApiForm({ idPrefix: `retry-${delivery}` });
  const submit = async () => {
    clear();
    const result = await postJson(consoleApiPaths.leadDeliveryRetry(site, lead, delivery), {});
    if (result.kind === 'ok') done('Sending again.');
    else showFailure(form, result);
  };
  return (
    <Form form={form} onSubmit={submit} noValidate className="mt-2 space-y-2">
      <FormError form={form} as="div" focusable className={formErrorClass} />
      <button
        type="submit"
        disabled={form.submitting || !form.hydrated}
        className="min-h-11 rounded-site border border-brand px-4 font-semibold text-brand"
      >
        Retry
      </button>
      <Saved text={saved} />
    </Form>
  );
}
