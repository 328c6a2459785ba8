'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { postJson } from '@/lib/api-client';
import { consoleApiPaths } from '@/lib/console-paths';
import { Form, FormError, FormField, FormInput, FormTextarea } from '@/ui/form/form';
import { useApiForm } from '@/ui/form/use-api-form';
import { fillTokens, type ReplyChannels, type ReplyValues, SMS_MAX_LENGTH } from '../leads/reply-rules';
import type { ReplyTemplate } from '../leads/templates';
import { formErrorClass, showFailure, submitClass } from './console-form';

// Answering the shopper from the lead's page: by email, or by SMS where they gave a mobile and did not
// ask for email only (the SMS choice is then off and says why). A template fills the subject and message
// with the lead's details, to be read and changed before sending. The reply's key stays the same until it
// is sent, so pressing Send twice (or again after a lost answer) sends one message.

type Values = { channel: 'email' | 'sms'; template: string; subject: string; body: string };

export function ReplyForm({
  site,
  lead,
  channels,
  templates,
  values,
  defaultSubject,
}: {
  site: string;
  lead: string;
  channels: ReplyChannels;
  templates: ReplyTemplate[];
  values: ReplyValues;
  defaultSubject: string;
}) {
  const router = useRouter();
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [sent, setSent] = useState<string | null>(null);
  const first = channels.email.open ? 'email' : 'sms';
  const form = useApiForm<Values>({
    idPrefix: 'reply',
    defaultValues: { channel: first, template: '', subject: defaultSubject, body: '' },
  });
  const channel = form.watch('channel');
  const body = form.watch('body') ?? '';
  const offered = templates.filter((t) => t.channel === channel);

  const applyTemplate = (id: string) => {
    const template = templates.find((t) => String(t.id) === id);
    if (!template) return;
    if (template.subject) form.setValue('subject', fillTokens(template.subject, values));
    form.setValue('body', fillTokens(template.body, values));
  };

  const submit = async (v: Values) => {
    setSent(null);
    const result = await postJson(consoleApiPaths.leadReplies(site, lead), {
      channel: v.channel,
      subject: v.channel === 'email' ? v.subject : null,
      body: v.body,
      key,
    });
    if (result.kind !== 'ok') return showFailure(form, result);
    setSent(v.channel === 'email' ? 'Email queued to the shopper.' : 'SMS queued to the shopper.');
    setKey(crypto.randomUUID());
    form.reset({ channel: v.channel, template: '', subject: defaultSubject, body: '' });
    router.refresh();
  };

  if (!channels.email.open && !channels.sms.open)
    return (
      <p>
        {channels.email.why} {channels.sms.why}
      </p>
    );
  return (
    <Form form={form} onSubmit={submit} noValidate className="space-y-3">
      <fieldset className="space-y-2">
        <legend className="font-semibold">Reply by</legend>
        {(['email', 'sms'] as const).map((option) => {
          const state = channels[option];
          return (
            <label key={option} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                value={option}
                disabled={!state.open}
                className="size-5"
                {...form.register('channel')}
              />
              <span>
                {option === 'email' ? 'Email' : 'SMS'}
                {state.open ? null : <span className="block text-sm text-gray-700">{state.why}</span>}
              </span>
            </label>
          );
        })}
      </fieldset>
      {offered.length > 0 ? (
        <label className="block font-semibold">
          Start from a template
          <select
            className="mt-1 block min-h-11 w-full rounded-site border border-black/30 bg-white px-3"
            {...form.register('template', { onChange: (event) => applyTemplate(event.target.value) })}
          >
            <option value="">No template</option>
            {offered.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {channel === 'email' ? (
        <FormField name="subject" label="Subject" required>
          <FormInput name="subject" />
        </FormField>
      ) : null}
      <FormField name="body" label="Message" required>
        <FormTextarea name="body" rows={channel === 'sms' ? 4 : 8} />
      </FormField>
      {channel === 'sms' ? (
        <p className="text-sm text-gray-700" aria-live="polite">
          {body.length} of {SMS_MAX_LENGTH} characters
        </p>
      ) : null}
      <FormError form={form} as="div" focusable className={formErrorClass} />
      <button type="submit" disabled={form.submitting || !form.hydrated} className={`${submitClass} w-full`}>
        {form.submitting ? 'Sending…' : channel === 'sms' ? 'Send SMS' : 'Send email'}
      </button>
      <p role="status" className={sent ? 'text-sm font-semibold text-green-900' : 'sr-only'}>
        {sent ?? ''}
      </p>
    </Form>
  );
}
