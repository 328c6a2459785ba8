import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server's HTML and until React has hydrated, true after. A button that only works with
 * script (a form posted by fetch, a step of a journey) stays disabled until then, so a click before
 * hydration does nothing rather than submit the form natively, details and all, into the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
