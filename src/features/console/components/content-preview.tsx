'use client';

import { useEffect, useState } from 'react';
import { ContentBody } from '@/content/content-body';
import { postJson } from '@/lib/api-client';
import { consoleApiPaths } from '@/lib/console-paths';

// The editor's live preview: the Markdown sent to the server a moment after typing stops and rendered
// there by the site's own renderer, so it shows exactly what the site will (raw HTML as text, unsafe
// links dropped), drawn with the site's own styles for a page's body.

const WAIT_MS = 300;

export function ContentPreview({
  site,
  title,
  description,
  body,
}: {
  site: string;
  title: string;
  description: string;
  body: string;
}) {
  const [html, setHtml] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const abort = new AbortController();
    const timer = setTimeout(async () => {
      const result = await postJson<{ html: string }>(
        consoleApiPaths.contentPreview(site),
        { body },
        { signal: abort.signal },
      );
      if (abort.signal.aborted) return;
      setFailed(result.kind !== 'ok');
      if (result.kind === 'ok' && result.body) setHtml(result.body.html);
    }, WAIT_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [site, body]);

  return (
    <section
      aria-labelledby="preview-heading"
      className="min-w-0 rounded-site border border-black/15 bg-white p-4"
    >
      <h2 id="preview-heading" className="text-sm font-bold uppercase tracking-wide text-gray-700">
        Preview
      </h2>
      {failed ? <p className="mt-2 text-sm text-red-800">The preview could not be made just now.</p> : null}
      <div aria-live="polite" aria-busy={html === null} data-testid="content-preview">
        <p className="mt-3 text-3xl font-extrabold">{title || 'Untitled page'}</p>
        {description ? <p className="mt-2 text-lg text-gray-700">{description}</p> : null}
        {html === null ? (
          <p className="mt-4 text-gray-700">Making the preview…</p>
        ) : (
          <ContentBody html={html} />
        )}
      </div>
    </section>
  );
}
