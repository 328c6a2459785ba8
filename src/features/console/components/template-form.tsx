'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { postJson, sendJson } from '@/lib/api-client';
import { consoleApiPaths } from '@/lib/console-paths';
import { Form, FormError, FormField, FormInput, FormSelect, FormTextarea } from '@/ui/form/form';
import { useApiForm } from '@/ui/form/use-api-form';
import { REPLY_TOKENS } from '../leads/reply-rules';
import type { ReplyTemplate } from '../leads/templates';
import { formErrorClass, showFailure, submitClass } from './console-form';

// One reply template, new or to change: its name, channel, subject (email) and message with tokens. The
// server checks the tokens and names the field of a mistake.

type Values = { name: string; channel: 'email' | 'sms'; subject: string; body: string };

export const TOKEN_HINT = `Tokens: ${REPLY_TOKENS.map((t) => `{${t}}`).join(', ')}.`;

export function TemplateForm({ site, template }: { site: string; template: ReplyTemplate | null }) {
  const router = useRouter();
  const [saved, setSaved] = useState<string | null>(null);
  const prefix = template ? `template-${template.id}` : 'template-new';
  const form = useApiForm<Values>({
    idPrefix: prefix,
    defaultValues: {
      name: template?.name ?? '',
      channel: template?.channel ?? 'email',
      subject: template?.subject ?? '',
      body: template?.body ?? '',
    },
  });
  const channel = form.watch('channel');

  const submit = async (values: Values) => {
    setSaved(null);
    const body = { ...values, subject: values.channel === 'email' ? values.subject : null };
    const result = template
      ? await sendJson(consoleApiPaths.replyTemplate(site, template.id), body, { method: 'PUT' })
      : await postJson(consoleApiPaths.replyTemplates(site), body);
    if (result.kind !== 'ok') return showFailure(form, result);
    setSaved(template ? 'Template saved.' : `Template “${values.name}” added.`);
    if (!template) form.reset({ name: '', channel: values.channel, subject: '', body: '' });
    router.refresh();
  };
  const remove = async () => {
    if (!template) return;
    const result = await sendJson(consoleApiPaths.replyTemplate(site, template.id), undefined, {
      method: 'DELETE',
    });
    if (result.kind !== 'ok') return showFailure(form, result);
    router.refresh();
  };

  return (
    <Form form={form} onSubmit={submit} noValidate className="space-y-3">
      <div className="grid gap-3 md:grid-cols-2">
        <FormField name="name" label="Name" required>
          <FormInput name="name" />
        </FormField>
        <FormField name="channel" label="Channel" required>
          <FormSelect
            name="channel"
            placeholder="Choose a channel"
            options={[
              { value: 'email', label: 'Email' },
              { value: 'sms', label: 'SMS' },
            ]}
          />
        </FormField>
      </div>
      {channel === 'email' ? (
        <FormField name="subject" label="Subject" required>
          <FormInput name="subject" />
        </FormField>
      ) : null}
      <FormField name="body" label="Message" required hint={TOKEN_HINT}>
        <FormTextarea name="body" rows={5} />
      </FormField>
      <FormError form={form} as="div" focusable className={formErrorClass} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={form.submitting || !form.hydrated} className={submitClass}>
          {template ? 'Save template' : 'Add template'}
        </button>
        {template ? (
          <button
            type="button"
            onClick={remove}
            disabled={form.submitting || !form.hydrated}
            className="min-h-11 rounded-site border border-red-800 px-4 font-semibold text-red-900"
          >
            Delete “{template.name}”
          </button>
        ) : null}
      </div>
      <p role="status" className={saved ? 'text-sm font-semibold text-green-900' : 'sr-only'}>
        {saved ?? ''}
      </p>
    </Form>
  );
}
