import { getJson } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

// Which cars the shopper saved, read once per page load from GET /api/auth/session and /api/watchlist/ids:
// the pages themselves are the same for every shopper (and cached), and every Save button on the page
// shares this one state through useSyncExternalStore.

export type WatchlistState = {
  /** False until the session has been read; the buttons wait for it. */
  ready: boolean;
  /** The signed-in shopper's mobile, or null when signed out. */
  phone: string | null;
  saved: ReadonlySet<number>;
  /** Cars whose save or remove call is running. */
  busy: ReadonlySet<number>;
};

const initial: WatchlistState = { ready: false, phone: null, saved: new Set(), busy: new Set() };
let state = initial;
let started = false;
const listeners = new Set<() => void>();

function set(next: Partial<WatchlistState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

async function readJson(path: string): Promise<unknown> {
  const result = await getJson(path, { cache: 'no-store' });
  if (result.kind === 'failed') throw result.error;
  return result.kind === 'ok' ? result.body : null;
}

async function load(): Promise<void> {
  try {
    const session = (await readJson(apiPaths.session())) as { user?: { phone?: string } | null } | null;
    const phone = session?.user?.phone ?? null;
    const ids = phone ? ((await readJson(apiPaths.savedCarIds())) as { ids?: number[] } | null)?.ids : [];
    set({ ready: true, phone, saved: new Set(ids ?? []) });
  } catch {
    // Unreadable: the shopper counts as signed out, and a Save goes through sign-in.
    set({ ready: true });
  }
}

export const watchlistStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    if (!started) {
      started = true;
      void load();
    }
    return () => {
      listeners.delete(listener);
    };
  },
  getSnapshot: (): WatchlistState => state,
  getServerSnapshot: (): WatchlistState => initial,
  mark(carId: number, saved: boolean): void {
    const next = new Set(state.saved);
    if (saved) next.add(carId);
    else next.delete(carId);
    set({ saved: next });
  },
  setBusy(carId: number, busy: boolean): void {
    const next = new Set(state.busy);
    if (busy) next.add(carId);
    else next.delete(carId);
    set({ busy: next });
  },
  /** Forgets what was read (tests; a sign-in or out loads a new page anyway). */
  reset(): void {
    state = initial;
    started = false;
  },
};
