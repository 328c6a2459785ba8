'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { sendJson } from '@/lib/api-client';
import { consoleApiPaths, consolePaths } from '@/lib/console-paths';
import { managersMayChange } from '@/tenancy/setting-editors';
import { useHydrated } from '@/ui/use-hydrated';
import { settingLabel } from '../settings/setting-groups';
import { FAILED, formErrorClass, submitClass } from './console-form';
import { fieldId, type JsonNode, SchemaField } from './schema-field';

// One group of a site's settings as a form. Saving keeps the whole document as the site's draft (with
// the draft's location changes as they were), checked by the server as a publish would be; a refusal
// lists each bad setting, linked to its field, and marks the field.

type Props = {
  site: string;
  keys: string[];
  schema: Record<string, JsonNode>;
  /** The draft's document when there is one, else the live one. */
  document: Record<string, unknown>;
  /** What the site has now, setting by setting (its template and defaults merged in). */
  current: Record<string, unknown>;
  draftLocations: Record<string, unknown>;
  allSettings: boolean;
  timeZone: string;
  /** What image files this server reads (the file input's accept, and their names). */
  images: { accept: string; kinds: string[] };
};

type Issue = { field: string; message: string };

const notSaved = (count: number) =>
  `The draft was not saved: ${count === 1 ? 'one setting needs' : `${count} settings need`} changing.`;

export function SettingsForm({
  site,
  keys,
  schema,
  document,
  current,
  draftLocations,
  allSettings,
  timeZone,
  images,
}: Props) {
  const router = useRouter();
  const [doc, setDoc] = useState(document);
  const [issues, setIssues] = useState<Issue[]>([]);
  const [error, setError] = useState('');
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const [failures, setFailures] = useState(0);
  // Typed into before hydration, a field's text would be lost: the fields wait for the script.
  const hydrated = useHydrated();
  // Focus moves to the summary once it is on the page, on every refusal.
  useEffect(() => {
    if (failures > 0) summary.current?.focus();
  }, [failures]);

  const save = async () => {
    setBusy(true);
    setSaved(false);
    const result = await sendJson(
      consoleApiPaths.settingsDraft(site),
      { document: doc, locations: draftLocations },
      { method: 'PUT' },
    );
    setBusy(false);
    if (result.kind === 'ok') {
      setIssues([]);
      setError('');
      setSaved(true);
      router.refresh();
      return;
    }
    const body = result.kind === 'failed' ? null : (result.body as { issues?: Issue[] } | null);
    const found = body?.issues ?? [];
    setIssues(found);
    setError(
      result.kind === 'failed' ? FAILED : found.length ? notSaved(found.length) : (result.message ?? FAILED),
    );
    setFailures((n) => n + 1);
  };

  const byPath = Object.fromEntries(issues.map((issue) => [issue.field, issue.message]));
  const context = {
    issues: byPath,
    timeZone,
    images: { ...images, to: consoleApiPaths.settingsImages(site) },
    editable: (path: string) => allSettings || managersMayChange(path),
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <fieldset disabled={!hydrated} className="min-w-0 space-y-5">
        {error && (
          <div ref={summary} tabIndex={-1} role="alert" className={formErrorClass}>
            <p>{error}</p>
            {issues.length > 0 && (
              <ul className="mt-2 list-disc pl-5 font-normal">
                {issues.map((issue) => (
                  <li key={issue.field}>
                    <a href={`#${fieldId(issue.field.split('.'))}`} className="underline">
                      {issue.field}
                    </a>
                    : {issue.message}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        {keys.map((key) => (
          <SchemaField
            key={key}
            node={schema[key] ?? {}}
            path={[key]}
            label={settingLabel(key)}
            value={doc[key]}
            current={current[key]}
            onChange={(value) => {
              setSaved(false);
              setDoc((before) => {
                const next = { ...before };
                if (value === undefined) delete next[key];
                else next[key] = value;
                return next;
              });
            }}
            context={context}
          />
        ))}
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
      </fieldset>
    </form>
  );
}
