'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { sendJson } from '@/lib/api-client';
import { consoleApiPaths } from '@/lib/console-paths';
import { Form, FormError } from '@/ui/form/form';
import { useApiForm } from '@/ui/form/use-api-form';
import { formErrorClass, showFailure } from './console-form';

// An owner's controls on a dealership's stock-feed key: issue or replace it (the new key shown here once, to
// copy into the dealer's system) and take it away. Replacing and revoking ask once more: the dealer's feed
// stops working until their system has the new key.

export function FeedKeyActions({
  site,
  dealership,
  name,
  hasKey,
}: {
  site: string;
  dealership: number;
  name: string;
  hasKey: boolean;
}) {
  const router = useRouter();
  const form = useApiForm<Record<string, never>>({ idPrefix: `feed-key-${dealership}`, defaultValues: {} });
  const [confirming, setConfirming] = useState<'replace' | 'revoke' | null>(null);
  const [key, setKey] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const path = consoleApiPaths.feedKey(site, dealership);
  const issue = async () => {
    const result = await sendJson<{ key: string }>(path, {});
    setConfirming(null);
    if (result.kind !== 'ok' || !result.body) return showFailure(form, result);
    setKey(result.body.key);
    setCopied(false);
    router.refresh();
  };
  const revoke = async () => {
    const result = await sendJson(path, undefined, { method: 'DELETE' });
    setConfirming(null);
    if (result.kind !== 'ok') return showFailure(form, result);
    setKey(null);
    router.refresh();
  };
  const copy = async () => {
    if (!key) return;
    await navigator.clipboard.writeText(key);
    setCopied(true);
  };
  const busy = form.submitting || !form.hydrated;
  const button = 'min-h-11 rounded-site px-3 font-semibold';
  return (
    <Form form={form} onSubmit={confirming === 'revoke' ? revoke : issue} noValidate className="space-y-3">
      {key ? (
        <div role="status" className="space-y-2 rounded-site border-2 border-green-800 bg-green-50 p-3">
          <p className="font-semibold">
            The new key of {name}. Copy it now into the dealer’s system: it is shown only once.
          </p>
          <p className="break-all font-mono text-sm">{key}</p>
          <button type="button" onClick={copy} className={`${button} border border-brand text-brand`}>
            {copied ? 'Copied' : 'Copy the key'}
          </button>
        </div>
      ) : null}
      <FormError form={form} as="div" focusable className={formErrorClass} />
      {confirming ? (
        <div className="space-y-2">
          <p className="font-semibold">
            {confirming === 'replace'
              ? `The present key of ${name} stops working at once. Replace it?`
              : `Feeds from ${name} are refused until a new key is issued. Revoke the key?`}
          </p>
          <div className="flex flex-wrap gap-2">
            <button type="submit" disabled={busy} className={`${button} bg-red-800 text-white`}>
              {confirming === 'replace' ? 'Yes, replace the key' : 'Yes, revoke the key'}
            </button>
            <button
              type="button"
              onClick={() => setConfirming(null)}
              className={`${button} border border-black/30`}
            >
              Keep the key
            </button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          {hasKey ? (
            <>
              <button
                type="button"
                disabled={busy}
                onClick={() => setConfirming('replace')}
                className={`${button} border border-brand text-brand`}
              >
                Replace the key
              </button>
              <button
                type="button"
                disabled={busy}
                onClick={() => setConfirming('revoke')}
                className={`${button} border border-red-800 text-red-900`}
              >
                Revoke the key
              </button>
            </>
          ) : (
            <button type="submit" disabled={busy} className={`${button} bg-brand text-brand-contrast`}>
              Issue a key
            </button>
          )}
        </div>
      )}
    </Form>
  );
}
