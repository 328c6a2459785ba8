'use client';

import { useState } from 'react';
import { sendJson } from '@/lib/api-client';
import { apiPaths, paths } from '@/lib/paths';
import { UNKNOWN_ERROR_MESSAGE } from '../sign-in-rules';
import { goTo } from './navigation';

export const DELETE_CONFIRMATION =
  'Delete your account, your saved cars and searches and your garage on every site? This cannot be undone.';

/** Deletes everything the platform holds about the shopper, once they confirm. */
export function DeleteAccountButton() {
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    if (!window.confirm(DELETE_CONFIRMATION)) return;
    setBusy(true);
    const result = await sendJson(apiPaths.account(), {}, { method: 'DELETE' });
    if (result.kind === 'ok') return goTo(paths.home());
    setBusy(false);
    window.alert(UNKNOWN_ERROR_MESSAGE);
  };
  return (
    <button
      type="button"
      onClick={remove}
      disabled={busy}
      className="rounded-site bg-red-700 px-4 py-2.5 font-bold text-white hover:bg-red-800 disabled:opacity-60"
    >
      Delete my account
    </button>
  );
}
