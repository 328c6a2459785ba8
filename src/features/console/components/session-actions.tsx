'use client';

import { useState } from 'react';
import { postJson } from '@/lib/api-client';
import { consoleApiPaths, consolePaths } from '@/lib/console-paths';
import { FAILED } from './console-form';

// The buttons that end sessions: this one (Sign out, in the header) and all of them (the Security screen).

export function SignOutButton() {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      className="rounded-site border border-white/60 px-3 py-1.5 font-semibold hover:bg-white/10"
      onClick={async () => {
        setBusy(true);
        await postJson(consoleApiPaths.signOut(), undefined);
        window.location.assign(consolePaths.signIn());
      }}
    >
      Sign out
    </button>
  );
}

export function SignOutEverywhereButton() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="space-y-2">
      <button
        type="button"
        disabled={busy}
        className="rounded-site bg-red-800 px-4 py-2.5 font-bold text-white hover:opacity-90 disabled:opacity-60"
        onClick={async () => {
          setBusy(true);
          const result = await postJson(consoleApiPaths.signOutEverywhere(), undefined);
          if (result.kind === 'ok') {
            window.location.assign(consolePaths.signIn());
            return;
          }
          setBusy(false);
          setError(FAILED);
        }}
      >
        Sign out everywhere
      </button>
      {error ? (
        <p role="alert" className="font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
