'use client';

import { type ComponentType, useState } from 'react';
import { getJson } from '@/lib/api-client';
import { apiPaths, paths } from '@/lib/paths';
import { BellPlusIcon } from '@/ui/icons/bell-plus';
import { LoaderCircleIcon } from '@/ui/icons/loader-circle';
import { SAVE_SEARCH_LABEL } from '../save-search-label';
import { currentSearch, type Shopper } from './current-search';
import type { SaveSearchDialog as Dialog } from './save-search-dialog';

async function sessionShopper(): Promise<Shopper | null> {
  const result = await getJson<{ user?: Shopper | null }>(apiPaths.session(), { cache: 'no-store' });
  return result.kind === 'ok' ? (result.body?.user ?? null) : null;
}

/**
 * 'Save this search' on a results page: signed out it goes to sign-in and back to these results; signed
 * in it asks how to be told (email, when the account has one, or SMS), saves, and says so. The dialog's
 * code is fetched on the first press, alongside the session, and the press waits for both.
 */
export function SaveSearchButton() {
  const [shopper, setShopper] = useState<Shopper | null>(null);
  const [opening, setOpening] = useState(false);
  const [open, setOpen] = useState(false);
  const [SaveSearchDialog, setSaveSearchDialog] = useState<ComponentType<
    Parameters<typeof Dialog>[0]
  > | null>(null);

  const start = async () => {
    setOpening(true);
    const dialog = import('./save-search-dialog').then((m) => m.SaveSearchDialog);
    const signedIn = await sessionShopper();
    if (!signedIn) {
      setOpening(false);
      window.location.assign(paths.signIn('saved-search', currentSearch(), currentSearch()));
      return;
    }
    try {
      const loaded = await dialog;
      setSaveSearchDialog(() => loaded);
      setShopper(signedIn);
      setOpen(true);
    } finally {
      setOpening(false);
    }
  };

  return (
    <>
      <button
        type="button"
        onClick={start}
        disabled={opening}
        className="inline-flex items-center gap-1.5 whitespace-nowrap rounded-site border border-black/20 px-3 py-1.5 text-sm font-semibold hover:bg-surface disabled:opacity-60"
      >
        {opening ? (
          <LoaderCircleIcon aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <BellPlusIcon aria-hidden="true" className="size-4" />
        )}
        {SAVE_SEARCH_LABEL}
      </button>
      {SaveSearchDialog && <SaveSearchDialog shopper={shopper} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
