'use client';

import { createContext, type ReactNode, Suspense, useContext, useEffect, useState } from 'react';

// Set once a LazyHydration has been hydrated: one rendered after that is rendered fresh in the browser (a
// client-side navigation), not hydrated. Never set on the server.
let pageHydrated = false;

const StandIn = createContext(false);

/**
 * Whether this markup stands in, on the server, for a boundary React writes after the rest of the page: a
 * component gives its elements no fixed ids there, as the real markup carries them (ids made by useId
 * differ on their own).
 */
export function useStandIn(): boolean {
  return useContext(StandIn);
}

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
  // On the server the fallback is the same markup: React writes a large boundary after the rest of a large
  // page and reveals it after a paint, and the stand-in keeps its place meanwhile (no layout shift). It sits
  // one level deeper, so its useId ids differ, and its fixed ids are left out (useStandIn): each id is once in
  // the HTML. In the browser there is none to draw.
  const fallback =
    typeof window === 'undefined' ? (
      <StandIn value={true}>
        {children}
        {null}
      </StandIn>
    ) : null;
  return hydrating ? <Suspense fallback={fallback}>{children}</Suspense> : children;
}
