'use client';

import { useState } from 'react';
import { postJson } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { UNKNOWN_ERROR_MESSAGE } from '../sign-in-rules';
import { goTo } from './navigation';

/** Ends the session, then draws the page again signed out. */
export function SignOutButton({ then }: { then: string }) {
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    // A JSON body, as every state-changing call must carry (the proxy refuses others).
    const result = await postJson(apiPaths.signOut(), {});
    if (result.kind === 'ok') return goTo(then);
    setBusy(false);
    window.alert(UNKNOWN_ERROR_MESSAGE);
  };
  return (
    <button
      type="button"
      onClick={signOut}
      disabled={busy}
      className="rounded-site border border-black/15 px-4 py-2.5 font-bold hover:bg-surface disabled:opacity-60"
    >
      Sign out
    </button>
  );
}
