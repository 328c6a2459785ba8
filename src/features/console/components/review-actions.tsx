'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { sendJson } from '@/lib/api-client';
import { consoleApiPaths } from '@/lib/console-paths';
import { Form, FormError, FormField, FormInput, FormTextarea } from '@/ui/form/form';
import { useApiForm } from '@/ui/form/use-api-form';
import { HIDE_REASON_MAX_LENGTH, REPLY_MAX_LENGTH } from '../reviews/review-rules';
import { formErrorClass, showFailure } from './console-form';

// A manager's answer to a review: the reply (empty takes it off), and hiding it from the site with a
// reason, or showing it again. The server's refusal shows under the field it names.

const plainButton = 'min-h-11 rounded-site border border-brand px-3 font-semibold text-brand';
const dangerButton = 'min-h-11 rounded-site border border-red-800 px-3 font-semibold text-red-900';

export function ReviewActions({
  site,
  review,
  name,
  reply,
  hidden,
}: {
  site: string;
  review: number;
  name: string;
  reply: string;
  hidden: boolean;
}) {
  const router = useRouter();
  const [done, setDone] = useState('');
  const [hiding, setHiding] = useState(false);
  const replyForm = useApiForm<{ text: string }>({
    idPrefix: `reply-${review}`,
    defaultValues: { text: reply },
  });
  const hideForm = useApiForm<{ reason: string }>({
    idPrefix: `hide-${review}`,
    defaultValues: { reason: '' },
  });

  const send = async (
    form: 'reply' | 'hide',
    path: string,
    body: unknown,
    message: string,
    method?: 'DELETE',
  ) => {
    setDone('');
    const result = await sendJson(path, body, method ? { method } : undefined);
    if (result.kind !== 'ok') {
      if (form === 'reply') showFailure(replyForm, result);
      else showFailure(hideForm, result);
      return;
    }
    setDone(message);
    setHiding(false);
    router.refresh();
  };

  return (
    <div className="mt-3 space-y-3">
      <details>
        <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand">
          {reply ? `Change the reply to ${name}` : `Write a reply to ${name}`}
        </summary>
        <Form
          form={replyForm}
          noValidate
          className="space-y-2"
          onSubmit={(values) =>
            send(
              'reply',
              consoleApiPaths.reviewReply(site, review),
              { text: values.text },
              values.text.trim()
                ? 'Reply saved: it shows under the review within seconds.'
                : 'Reply taken off.',
            )
          }
        >
          <FormField name="text" label={`Reply to ${name}`} hint="Empty takes the reply off the site.">
            <FormTextarea name="text" rows={4} maxLength={REPLY_MAX_LENGTH} />
          </FormField>
          <FormError form={replyForm} as="div" focusable className={formErrorClass} />
          <button
            type="submit"
            disabled={replyForm.submitting || !replyForm.hydrated}
            className={plainButton}
          >
            Save reply
          </button>
        </Form>
      </details>
      {hidden ? (
        <Form form={hideForm} noValidate onSubmit={() => undefined}>
          <FormError form={hideForm} as="div" focusable className={formErrorClass} />
          <button
            type="button"
            disabled={hideForm.submitting || !hideForm.hydrated}
            className={plainButton}
            onClick={() =>
              send(
                'hide',
                consoleApiPaths.reviewHidden(site, review),
                undefined,
                'Shown on the site again.',
                'DELETE',
              )
            }
          >
            Show on the site again
          </button>
        </Form>
      ) : hiding ? (
        <Form
          form={hideForm}
          noValidate
          className="space-y-2"
          onSubmit={(values) =>
            send(
              'hide',
              consoleApiPaths.reviewHidden(site, review),
              { reason: values.reason },
              'Hidden from the site.',
            )
          }
        >
          <FormField name="reason" label={`Why hide the review of ${name}`} required>
            <FormInput name="reason" maxLength={HIDE_REASON_MAX_LENGTH} />
          </FormField>
          <FormError form={hideForm} as="div" focusable className={formErrorClass} />
          <div className="flex flex-wrap gap-2">
            <button
              type="submit"
              disabled={hideForm.submitting || !hideForm.hydrated}
              className={dangerButton}
            >
              Hide from the site
            </button>
            <button
              type="button"
              className="min-h-11 rounded-site border border-black/30 px-3 font-semibold"
              onClick={() => setHiding(false)}
            >
              Keep it shown
            </button>
          </div>
        </Form>
      ) : (
        <button type="button" className={dangerButton} onClick={() => setHiding(true)}>
          Hide {name}’s review
        </button>
      )}
      {done ? (
        <p role="status" className="rounded-site bg-green-50 p-2 text-green-900">
          {done}
        </p>
      ) : null}
    </div>
  );
}
