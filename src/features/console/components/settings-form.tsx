'use client';

import { useState } from 'react';
import { consoleApiPaths } from '@/lib/console-paths';
import { managersMayChange } from '@/tenancy/setting-editors';
import { useHydrated } from '@/ui/use-hydrated';
import { settingLabel } from '../settings/setting-groups';
import { DraftRefusal, DraftSaveBar, useDraftSave } from './draft-save';
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
  const [doc, setDoc] = useState(document);
  const draft = useDraftSave(site);
  const { issues } = draft;
  // Typed into before hydration, a field's text would be lost: the fields wait for the script.
  const hydrated = useHydrated();

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
        void draft.save({ document: doc, locations: draftLocations });
      }}
    >
      <fieldset disabled={!hydrated} className="min-w-0 space-y-5">
        <DraftRefusal
          error={draft.error}
          issues={issues}
          summary={draft.summary}
          wording={(issue) => (
            <>
              <a href={`#${fieldId(issue.field.split('.'))}`} className="underline">
                {issue.field}
              </a>
              : {issue.message}
            </>
          )}
        />
        {keys.map((key) => (
          <SchemaField
            key={key}
            node={schema[key] ?? {}}
            path={[key]}
            label={settingLabel(key)}
            value={doc[key]}
            current={current[key]}
            onChange={(value) => {
              draft.edited();
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
        <DraftSaveBar site={site} busy={draft.busy} saved={draft.saved} />
      </fieldset>
    </form>
  );
}
