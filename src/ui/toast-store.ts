// The site's toasts (AF §4): one at a time, each shown for 3000 ms; a new toast replaces the current one
// and starts its own 3000 ms. Plain module state with a subscribe/snapshot pair, so <Toaster /> reads it
// through useSyncExternalStore and any client component can raise a toast without a provider.

/** How long a toast stays (AF §9). */
export const TOAST_MS = 3000;

/** A link the toast offers, e.g. 'View List' to the watchlist. */
export type ToastAction = { label: string; href: string };
export type ToastOptions = { description?: string; action?: ToastAction };
export type Toast = { id: number; message: string; description?: string; action?: ToastAction };

export type ToastStore = {
  /** Shows a toast in place of the current one; answers its id. */
  show(message: string, options?: ToastOptions): number;
  /** Hides the toast with this id (or whichever is showing); a stale id does nothing. */
  dismiss(id?: number): void;
  getSnapshot(): Toast | null;
  subscribe(listener: () => void): () => void;
};

export function createToastStore(durationMs = TOAST_MS): ToastStore {
  let current: Toast | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let nextId = 1;
  const listeners = new Set<() => void>();

  const set = (toast: Toast | null) => {
    clearTimeout(timer);
    current = toast;
    for (const listener of listeners) listener();
  };

  return {
    show(message, options = {}) {
      const toast: Toast = { id: nextId++, message };
      if (options.description) toast.description = options.description;
      if (options.action) toast.action = options.action;
      set(toast);
      timer = setTimeout(() => set(null), durationMs);
      return toast.id;
    },
    dismiss(id) {
      if (current && (id === undefined || id === current.id)) set(null);
    },
    getSnapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The one store the page's <Toaster /> shows. */
export const toastStore = createToastStore();

/** Raises a toast, e.g. toast('Copied 2021 Kia Rio S to your clipboard!'). Client side only. */
export function toast(message: string, options?: ToastOptions): number {
  return toastStore.show(message, options);
}

const NEXT_PAGE_KEY = 'toast:next-page';

/**
 * Raises a toast on the next page this tab loads: one raised just before a full page load (after
 * signing in) would vanish with the page. Kept in the tab's session storage until that page shows it.
 */
export function toastOnNextPage(message: string, options: ToastOptions = {}): void {
  try {
    window.sessionStorage.setItem(NEXT_PAGE_KEY, JSON.stringify({ message, ...options }));
  } catch {
    // storage unavailable: the page loads without the toast, as it did before it was asked for
  }
}

/** Shows the toast the previous page left for this one, once (the Toaster calls it as it mounts). */
export function showCarriedToast(): void {
  let raw: string | null = null;
  try {
    raw = window.sessionStorage.getItem(NEXT_PAGE_KEY);
    window.sessionStorage.removeItem(NEXT_PAGE_KEY);
  } catch {
    return;
  }
  const carried = parseCarried(raw);
  if (carried) toastStore.show(carried.message, carried);
}

function parseCarried(raw: string | null): (ToastOptions & { message: string }) | null {
  try {
    const value = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
    if (!value || typeof value.message !== 'string') return null;
    const action = value.action as Record<string, unknown> | undefined;
    return {
      message: value.message,
      ...(typeof value.description === 'string' && { description: value.description }),
      ...(action &&
        typeof action.label === 'string' &&
        typeof action.href === 'string' &&
        action.href.startsWith('/') && { action: { label: action.label, href: action.href } }),
    };
  } catch {
    return null;
  }
}
