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
