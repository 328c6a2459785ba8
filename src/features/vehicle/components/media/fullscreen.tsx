import { Maximize2, Minimize2 } from 'lucide-react';
import { type KeyboardEvent, type Ref, type RefObject, useCallback, useEffect, useState } from 'react';
import { EXIT_FULL_SCREEN_LABEL, FULL_SCREEN_LABEL } from '../../media-rules';

const FOCUSABLE =
  'a[href], button:not([disabled]), iframe, input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Full screen for the media block: `container` becomes a modal overlay (the caller renders it fixed,
 * role="dialog" while `open`), put into the browser's full screen where the Fullscreen API exists
 * (not on iPhone Safari, where the overlay alone covers the page). Focus moves to `closer` (the
 * 'Exit full screen' button), Tab is kept inside, Escape closes, and focus comes back to `closer`, which
 * is also the opener. The page behind does not scroll meanwhile.
 */
export function useFullscreen(
  container: RefObject<HTMLElement | null>,
  closer: RefObject<HTMLElement | null>,
) {
  const [open, setOpen] = useState(false);

  const enter = useCallback(() => {
    setOpen(true);
    const el = container.current;
    if (el && document.fullscreenEnabled && typeof el.requestFullscreen === 'function') {
      // A refusal (no user gesture, a permissions policy) leaves the overlay, which works on its own.
      el.requestFullscreen().catch(() => undefined);
    }
  }, [container]);

  const exit = useCallback(() => {
    setOpen(false);
    if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
  }, []);

  useEffect(() => {
    if (!open) return;
    const el = container.current;
    // In full screen the browser keeps Escape for itself and only reports that it left: follow it.
    const onChange = () => {
      if (!document.fullscreenElement) setOpen(false);
    };
    // Tab out of an embedded video's iframe never reaches our keydown handler: catch focus landing outside.
    const onFocusIn = (event: FocusEvent) => {
      if (el && event.target instanceof Node && !el.contains(event.target)) closer.current?.focus();
    };
    document.addEventListener('fullscreenchange', onChange);
    document.addEventListener('focusin', onFocusIn);
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    closer.current?.focus();
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      document.removeEventListener('focusin', onFocusIn);
      root.style.overflow = overflow;
      if (el && document.fullscreenElement === el) document.exitFullscreen().catch(() => undefined);
      closer.current?.focus();
    };
  }, [open, container, closer]);

  /** Put on the container: Escape closes, Tab and Shift+Tab wrap around inside it. */
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (!open) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        exit();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (item) => !item.closest('[inert]') && item.getClientRects().length > 0,
      );
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
      } else if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    },
    [open, exit],
  );

  return { open, enter, exit, onKeyDown };
}

type ButtonProps = { open: boolean; onClick: () => void; ref?: Ref<HTMLButtonElement> };

/** The round full-screen toggle with its tooltip ('Full screen' / 'Exit full screen'), which is also its name. */
export function FullscreenButton({ open, onClick, ref }: ButtonProps) {
  const label = open ? EXIT_FULL_SCREEN_LABEL : FULL_SCREEN_LABEL;
  const Icon = open ? Minimize2 : Maximize2;
  return (
    <span className="group relative inline-flex">
      <button
        ref={ref}
        type="button"
        aria-label={label}
        onClick={onClick}
        className="grid size-10 place-items-center rounded-full bg-white/90 text-gray-900 shadow-md transition hover:bg-white"
      >
        <Icon aria-hidden="true" className="size-5" />
      </button>
      {/* The label already names the button; the tooltip shows it to sighted mouse and keyboard users. */}
      <span
        aria-hidden="true"
        className="pointer-events-none absolute right-0 top-full z-30 mt-2 whitespace-nowrap rounded bg-gray-900 px-2 py-1 text-xs font-semibold text-white opacity-0 shadow transition-opacity group-hover:opacity-100 group-has-[:focus-visible]:opacity-100"
      >
        {label}
      </span>
    </span>
  );
}
