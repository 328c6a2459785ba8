'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { sendJson } from '@/lib/api-client';
import { consoleApiPaths, consolePaths } from '@/lib/console-paths';
import { FAILED } from './console-form';

// What else can be done to a saved page: take it off the site (kept, to publish again by saving) or
// delete it, after a second click that says what deleting does.

const plainButton = 'min-h-11 rounded-site border border-brand px-3 font-semibold text-brand';
const dangerButton = 'min-h-11 rounded-site border border-red-800 px-3 font-semibold text-red-900';

export function PageActions({
  site,
  page,
}: {
  site: string;
  page: { path: string; state: string; unpublished: boolean; siteUrl: string | null };
}) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');

  const act = async (path: string, method: 'POST' | 'DELETE', done: () => void) => {
    setBusy(true);
    setMessage('');
    const result = await sendJson(path, undefined, { method });
    setBusy(false);
    if (result.kind === 'ok') done();
    else setMessage((result.kind === 'failed' ? null : result.message) ?? FAILED);
  };

  return (
    <section aria-labelledby="page-actions" className="space-y-3 border-t border-black/10 pt-4">
      <h2 id="page-actions" className="font-bold">
        On the site: {page.state}
      </h2>
      <div className="flex flex-wrap gap-3">
        {page.siteUrl ? (
          <a
            href={page.siteUrl}
            className={`${plainButton} inline-flex items-center`}
            target="_blank"
            rel="noopener"
          >
            View on the site
          </a>
        ) : null}
        {page.unpublished ? null : (
          <button
            type="button"
            className={plainButton}
            disabled={busy}
            onClick={() =>
              act(consoleApiPaths.contentUnpublished(site, page.path), 'POST', () => {
                setMessage('Unpublished: the site answers “not found” there within seconds.');
                router.refresh();
              })
            }
          >
            Unpublish
          </button>
        )}
        {confirming ? (
          <>
            <button
              type="button"
              className={dangerButton}
              disabled={busy}
              onClick={() =>
                act(consoleApiPaths.contentPage(site, page.path), 'DELETE', () =>
                  router.push(consolePaths.content(site)),
                )
              }
            >
              Delete {page.path} for good
            </button>
            <button type="button" className={plainButton} onClick={() => setConfirming(false)}>
              Keep it
            </button>
          </>
        ) : (
          <button type="button" className={dangerButton} onClick={() => setConfirming(true)}>
            Delete
          </button>
        )}
      </div>
      <p role="status" className="font-semibold">
        {message}
      </p>
    </section>
  );
}
