'use client';

import { type ReactNode, Suspense, useEffect, useState } from 'react';

// Set once a LazyHydration has been hydrated: one rendered after that is rendered fresh in the browser (a
// client-side navigation), not hydrated. Never set on the server.
let pageHydrated = false;

/**
 * Where a `lazy()` client component is rendered on the server as usual but its code stays out of the
 * page's first-load JavaScript (decision 003): in the browser its server markup stays on screen as it is
 * while the rest of the page hydrates and its code arrives, then React hydrates it in place, so nothing
 * moves or changes. Rendered fresh in the browser (a client-side navigation) it has no Suspense boundary
 * of its own: the navigation waits for its code as for the page's own, rather than showing the page
 * without it. Unlike next/dynamic, it adds no loader to the page.
 */
export function LazyHydration({ children }: { children: ReactNode }) {
  // Decided on the first render and kept, so the tree never changes under a hydrated component; nothing
  // here re-renders it either, as an update would make React drop a boundary still waiting to hydrate.
  const [hydrating] = useState(() => !pageHydrated);
  useEffect(() => {
    pageHydrated = true;
  }, []);
  // On the server the fallback is the same markup: React may stream a large boundary after the page's first
  // paint, and the stand-in keeps its place meanwhile. In the browser there is none to draw.
  const fallback = typeof window === 'undefined' ? children : null;
  return hydrating ? <Suspense fallback={fallback}>{children}</Suspense> : children;
}
