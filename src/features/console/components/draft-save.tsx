'use client';

import { useRouter } from 'next/navigation';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { sendJson } from '@/lib/api-client';
import { consoleApiPaths, consolePaths } from '@/lib/console-paths';
import { FAILED, formErrorClass, submitClass } from './console-form';

// Saving a form into the site's draft, shared by the settings and location forms: the server checks the
// whole draft as a publish would; a refusal lists each bad setting in a summary that takes focus, and a
// save shows where to preview or publish.

export type DraftIssue = { field: string; message: string };

export type DraftBody = { document: Record<string, unknown>; locations: Record<string, unknown> };

const notSaved = (count: number) =>
  `The draft was not saved: ${count === 1 ? 'one setting needs' : `${count} settings need`} changing.`;

export function useDraftSave(site: string) {
  const router = useRouter();
  const [issues, setIssues] = useState<DraftIssue[]>([]);
  const [error, setError] = useState('');
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failures, setFailures] = useState(0);
  const summary = useRef<HTMLDivElement>(null);
  // Focus moves to the summary once it is on the page, on every refusal.
  useEffect(() => {
    if (failures > 0) summary.current?.focus();
  }, [failures]);

  const save = async (body: DraftBody) => {
    setBusy(true);
    setSaved(false);
    const result = await sendJson(consoleApiPaths.settingsDraft(site), body, { method: 'PUT' });
    setBusy(false);
    if (result.kind === 'ok') {
      setIssues([]);
      setError('');
      setSaved(true);
      router.refresh();
      return;
    }
    const answer = result.kind === 'failed' ? null : (result.body as { issues?: DraftIssue[] } | null);
    const found = answer?.issues ?? [];
    setIssues(found);
    setError(
      result.kind === 'failed' ? FAILED : found.length ? notSaved(found.length) : (result.message ?? FAILED),
    );
    setFailures((n) => n + 1);
  };

  return { issues, error, saved, busy, summary, save, edited: () => setSaved(false) };
}

/** The refusal's summary: the message and each bad setting, as `wording` words it. */
export function DraftRefusal({
  error,
  issues,
  summary,
  wording,
}: {
  error: string;
  issues: DraftIssue[];
  summary: RefObject<HTMLDivElement | null>;
  wording: (issue: DraftIssue) => ReactNode;
}) {
  if (!error) return null;
  return (
    <div ref={summary} tabIndex={-1} role="alert" className={formErrorClass}>
      <p>{error}</p>
      {issues.length > 0 && (
        <ul className="mt-2 list-disc pl-5 font-normal">
          {issues.map((issue) => (
            <li key={issue.field}>{wording(issue)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The save button, kept in view at the foot of a long form, with what a save did. */
export function DraftSaveBar({ site, busy, saved }: { site: string; busy: boolean; saved: boolean }) {
  return (
    <div className="sticky bottom-0 flex flex-wrap items-center gap-3 border-t border-black/10 bg-surface py-3">
      <button type="submit" className={submitClass} disabled={busy}>
        {busy ? 'Saving…' : 'Save to draft'}
      </button>
      <p role="status" className="font-semibold">
        {saved ? (
          <>
            Saved to the draft.{' '}
            <a href={consolePaths.settings(site)} className="underline">
              Preview or publish it
            </a>
            .
          </>
        ) : null}
      </p>
    </div>
  );
}
