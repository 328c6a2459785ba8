'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { sendJson } from '@/lib/api-client';
import { consoleApiPaths } from '@/lib/console-paths';
import { FAILED, formErrorClass, submitClass } from './console-form';

// The draft's two ends: publishing it (a new version, live on every process within seconds) or
// discarding it, after a confirmation. What the server answered is said where the buttons are.

const plainButton = 'min-h-11 rounded-site border border-red-800 bg-white px-4 font-semibold text-red-900';

/** `hasDraft` false: only what the last action said (the draft it published or discarded is gone). */
export function DraftActions({ site, hasDraft }: { site: string; hasDraft: boolean }) {
  const router = useRouter();
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const [failures, setFailures] = useState(0);
  // Focus moves to the message once it is on the page, on every failure.
  useEffect(() => {
    if (failures > 0) errorRef.current?.focus();
  }, [failures]);

  const act = async (path: string, method: 'POST' | 'DELETE', done: (body: unknown) => string) => {
    setBusy(true);
    setError('');
    setMessage('');
    const result = await sendJson(path, method === 'POST' ? {} : undefined, { method });
    setBusy(false);
    setConfirming(false);
    if (result.kind !== 'ok') {
      setError(result.kind === 'failed' ? FAILED : (result.message ?? FAILED));
      setFailures((n) => n + 1);
      return;
    }
    setMessage(done(result.body));
    router.refresh();
  };

  return (
    <div className="space-y-3">
      {hasDraft && (
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className={submitClass}
            disabled={busy}
            onClick={() =>
              act(consoleApiPaths.settingsPublish(site), 'POST', (body) => {
                const version = (body as { version?: number } | null)?.version;
                return `Published as version ${version}: the site shows it within seconds.`;
              })
            }
          >
            Publish
          </button>
          {confirming ? (
            <>
              <button
                type="button"
                className={plainButton}
                disabled={busy}
                onClick={() =>
                  act(consoleApiPaths.settingsDraft(site), 'DELETE', () => 'The draft was discarded.')
                }
              >
                Yes, discard the draft
              </button>
              <button
                type="button"
                className="min-h-11 px-3 font-semibold underline"
                onClick={() => setConfirming(false)}
              >
                Keep it
              </button>
            </>
          ) : (
            <button type="button" className={plainButton} disabled={busy} onClick={() => setConfirming(true)}>
              Discard draft
            </button>
          )}
        </div>
      )}
      {error && (
        <p ref={errorRef} tabIndex={-1} role="alert" className={formErrorClass}>
          {error}
        </p>
      )}
      <p role="status" className="font-semibold">
        {message}
      </p>
    </div>
  );
}
