'use client';

import { useSyncExternalStore } from 'react';
import { postJson } from '@/lib/api-client';
import { apiPaths, paths } from '@/lib/paths';
import { BookmarkIcon } from '@/ui/icons/bookmark';
import { toast } from '@/ui/toast-store';
import { UNKNOWN_ERROR_MESSAGE } from '../error-messages';
import {
  REMOVED_TOAST,
  removedDescription,
  SAVE_LABEL,
  SAVEABLE_STATUSES,
  SAVED_LABEL,
  SAVED_TOAST,
  savedDescription,
  VIEW_LIST_LABEL,
  withSaveRequest,
} from '../watchlist-rules';
import { goTo } from './navigation';
import { rememberPendingSave } from './pending-save';
import { watchlistStore } from './watchlist-store';

type Props = {
  carId: number;
  carName: string;
  /** The car's status: a sold car's button shows only while it is saved (AF §4). */
  status: string;
  /** 'overlay' sits on a card's photo; 'plain' sits in a row of buttons. */
  look?: 'overlay' | 'plain';
};

const LOOKS = {
  overlay:
    'inline-flex h-9 items-center gap-1.5 rounded-full bg-white/95 px-3 text-sm font-bold text-gray-900 shadow hover:bg-white disabled:opacity-70',
  plain:
    'inline-flex items-center justify-center gap-2 rounded-site border border-black/15 px-3 py-2 text-sm font-semibold hover:bg-surface disabled:opacity-70',
};

/** Sends a signed-out shopper to sign-in, with this car to save on the way back. */
function signInToSave(carId: number, carName: string): void {
  rememberPendingSave(carId, carName);
  const here = `${window.location.pathname}${window.location.search}`;
  goTo(paths.signIn('watchlist', withSaveRequest(here, carId), here));
}

/**
 * Save a car to the signed-in shopper's watchlist, or remove it (AF §4, §8): the label changes at once,
 * the button waits for the call, a failure puts it back and alerts the error; signed out, sign-in first.
 */
export function SaveButton({ carId, carName, status, look = 'overlay' }: Props) {
  const state = useSyncExternalStore(
    watchlistStore.subscribe,
    watchlistStore.getSnapshot,
    watchlistStore.getServerSnapshot,
  );
  const saved = state.saved.has(carId);
  if (!saved && !SAVEABLE_STATUSES.includes(status)) return null;

  const toggle = async () => {
    if (!state.phone) return signInToSave(carId, carName);
    const adding = !saved;
    watchlistStore.mark(carId, adding);
    watchlistStore.setBusy(carId, true);
    try {
      const result = await postJson<{ success?: boolean; error?: string }>(
        adding ? apiPaths.saveCar() : apiPaths.removeCar(),
        { phone_number: state.phone, car_id: carId },
      );
      if (result.kind !== 'failed' && result.status === 401) {
        watchlistStore.mark(carId, !adding);
        return signInToSave(carId, carName);
      }
      if (result.kind === 'failed') throw result.error;
      if (result.kind !== 'ok') throw new Error(result.message || UNKNOWN_ERROR_MESSAGE);
      if (result.body?.success === false) throw new Error(result.body.error || UNKNOWN_ERROR_MESSAGE);
      toast(adding ? SAVED_TOAST : REMOVED_TOAST, {
        description: adding ? savedDescription(carName) : removedDescription(carName),
        action: { label: VIEW_LIST_LABEL, href: paths.watchlist() },
      });
    } catch (error) {
      watchlistStore.mark(carId, !adding);
      window.alert(error instanceof Error && error.message ? error.message : UNKNOWN_ERROR_MESSAGE);
    } finally {
      watchlistStore.setBusy(carId, false);
    }
  };

  const label = saved ? SAVED_LABEL : SAVE_LABEL;
  return (
    <button
      type="button"
      onClick={toggle}
      disabled={!state.ready || state.busy.has(carId)}
      aria-label={`${label}: ${carName}`}
      className={LOOKS[look]}
    >
      <BookmarkIcon aria-hidden="true" className={`size-4 ${saved ? 'fill-brand text-brand' : ''}`} />
      {label}
    </button>
  );
}
