'use client';

import {
  createContext,
  type ReactNode,
  type RefObject,
  Suspense,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

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

/** What a press lands on: the elements whose click a replay can repeat without doing it twice. */
const PRESSABLE = 'button:not(:disabled), [role="button"], summary';

/**
 * Where a `lazy()` client component is rendered on the server as usual but its code stays out of the
 * page's first-load JavaScript (decision 003): in the browser its server markup stays on screen as it is
 * while the rest of the page hydrates and its code arrives, then React hydrates it in place, so nothing
 * moves or changes. A press on its buttons meanwhile, which React drops, is carried out once it hydrates.
 * Rendered fresh in the browser (a client-side navigation) it has no Suspense boundary of its own: the
 * navigation waits for its code as for the page's own, rather than showing the page without it. Unlike
 * next/dynamic, it adds no loader to the page.
 */
export function LazyHydration({ children }: { children: ReactNode }) {
  // Decided on the first render and kept, so the tree never changes under a hydrated component; nothing
  // here re-renders it either, as an update would make React drop a boundary still waiting to hydrate.
  const [hydrating] = useState(() => !pageHydrated);
  const start = useRef<HTMLSpanElement>(null);
  const end = useRef<HTMLSpanElement>(null);
  const hydrated = useRef(!hydrating);
  const pressed = useRef<HTMLElement[]>([]);
  useEffect(() => {
    pageHydrated = true;
  }, []);
  usePressesBeforeHydration(start, end, hydrated, pressed);
  // On the server the fallback is the same markup: React writes a large boundary after the rest of a large
  // page and reveals it after a paint, and the stand-in keeps its place meanwhile (no layout shift). It sits
  // second of two where the real one is first, so its useId ids differ, and its fixed ids are left out
  // (useStandIn): each id is once in the HTML. In the browser there is none to draw.
  const fallback =
    typeof window === 'undefined' ? (
      <StandIn value={true}>
        {null}
        {children}
      </StandIn>
    ) : null;
  return (
    <>
      <span ref={start} hidden />
      {hydrating ? (
        <Suspense fallback={fallback}>
          {children}
          <OnHydrated hydrated={hydrated} pressed={pressed} />
        </Suspense>
      ) : (
        children
      )}
      <span ref={end} hidden />
    </>
  );
}

/**
 * Until the boundary between the two markers hydrates, remembers each button pressed inside it. React
 * stops a press on markup it has not hydrated (it cannot run a handler it has not loaded); one it could
 * hydrate there and then, it carries out itself, so a press is kept only if the boundary is still waiting
 * once the press is over.
 */
function usePressesBeforeHydration(
  start: RefObject<HTMLSpanElement | null>,
  end: RefObject<HTMLSpanElement | null>,
  hydrated: RefObject<boolean>,
  pressed: RefObject<HTMLElement[]>,
) {
  useEffect(() => {
    if (hydrated.current) return;
    const onClick = (event: MouseEvent) => {
      if (hydrated.current) return;
      const target = event.target instanceof Element ? event.target.closest<HTMLElement>(PRESSABLE) : null;
      if (!target || !start.current || !end.current) return;
      const inside =
        start.current.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING &&
        end.current.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_PRECEDING;
      if (!inside) return;
      setTimeout(() => {
        if (!hydrated.current) pressed.current.push(target);
      });
    };
    // On the window, in the capture phase: before React's own listener on the document stops the event.
    window.addEventListener('click', onClick, true);
    return () => window.removeEventListener('click', onClick, true);
  }, [start, end, hydrated, pressed]);
}

/** Rendered last inside the boundary: marks it hydrated, then repeats the presses it missed, in order. */
function OnHydrated({
  hydrated,
  pressed,
}: {
  hydrated: RefObject<boolean>;
  pressed: RefObject<HTMLElement[]>;
}) {
  useLayoutEffect(() => {
    hydrated.current = true;
  }, [hydrated]);
  useEffect(() => {
    for (const element of pressed.current.splice(0)) if (element.isConnected) element.click();
  }, [pressed]);
  return null;
}
