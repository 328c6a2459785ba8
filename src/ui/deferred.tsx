'use client';

import { type ReactNode, Suspense, useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/**
 * Renders `fallback` on the server and until the page is interactive, then `children` (typically a
 * `lazy()` component): code for widgets below the fold is fetched after hydration instead of with the
 * page's first-load JavaScript. The fallback should keep the widget's size so nothing jumps.
 */
export function Deferred({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const inBrowser = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  if (!inBrowser) return fallback;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
