'use client';

import {
  createContext,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useId,
  useRef,
} from 'react';
import { XIcon } from './icons/x';

// A modal on the native <dialog> and showModal(): the browser makes the rest of the page inert, keeps
// Tab inside, closes on Escape and draws it in the top layer, at no script cost. This adds what it leaves
// out: focus back to the opener (or a fallback when the opener is gone), the title as the name, closing
// by the backdrop, and, for 'fullscreen', the browser's own full screen. The page's scroll is locked in
// globals.css while any modal dialog is open.

export type DialogVariant = 'centre' | 'drawer' | 'fullscreen';

const VARIANTS: Record<DialogVariant, string> = {
  centre:
    'm-auto max-h-[calc(100dvh-1rem)] w-[calc(100%-2rem)] overflow-y-auto overscroll-contain rounded-site bg-white p-0 text-left text-ink shadow-xl backdrop:bg-black/50',
  drawer: 'm-0 ml-auto h-full max-h-none w-full max-w-md bg-white p-0 text-ink backdrop:bg-black/50',
  fullscreen: 'm-0 h-full max-h-none w-full max-w-none bg-black p-0 text-white backdrop:bg-black',
};

type DialogContextValue = { titleId: string; close: () => void };
const DialogContext = createContext<DialogContextValue | null>(null);

function useDialog(): DialogContextValue {
  const value = useContext(DialogContext);
  if (!value) throw new Error('DialogTitle and DialogClose belong inside a Dialog');
  return value;
}

export type DialogProps = {
  open: boolean;
  /** Called when the dialog closes by itself: Escape, DialogClose, the backdrop, leaving full screen. */
  onClose: () => void;
  variant?: DialogVariant;
  /** Names a dialog that shows no DialogTitle (the media full screen); otherwise the title names it. */
  label?: string;
  closeOnBackdrop?: boolean;
  /** What to focus on opening; by default the browser focuses the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes on closing when the opener is gone (or was the page itself, as for a URL hash). */
  returnFocus?: RefObject<HTMLElement | null>;
  id?: string;
  className?: string;
  children: ReactNode;
};

export function Dialog({
  open,
  onClose,
  variant = 'centre',
  label,
  closeOnBackdrop = false,
  initialFocus,
  returnFocus,
  id,
  className = '',
  children,
}: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  const fullscreen = variant === 'fullscreen';

  useEffect(() => {
    const el = dialog.current;
    if (!el || open === el.open) return;
    if (!open) {
      el.close();
      return;
    }
    opener.current = document.activeElement;
    el.showModal();
    initialFocus?.current?.focus();
    const box = inner.current;
    // A <dialog> itself may not go full screen (Fullscreen API), so its inner box does. A refusal (no user
    // gesture, a permissions policy, iPhone Safari) leaves the full-window dialog, which works on its own.
    if (fullscreen && box && document.fullscreenEnabled && typeof box.requestFullscreen === 'function') {
      box.requestFullscreen().catch(() => undefined);
    }
  }, [open, fullscreen, initialFocus]);

  useEffect(() => {
    if (!fullscreen || !open) return;
    // In full screen the browser keeps Escape for itself and only reports that it left: follow it.
    const onChange = () => {
      if (!document.fullscreenElement) dialog.current?.close();
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      if (document.fullscreenElement && document.fullscreenElement === inner.current) {
        document.exitFullscreen().catch(() => undefined);
      }
    };
  }, [fullscreen, open]);

  const onNativeClose = () => {
    onClose();
    const from = opener.current;
    const back =
      from instanceof HTMLElement && from !== document.body && from.isConnected ? from : returnFocus?.current;
    const restore = () => back?.focus();
    // While the inner box is still full screen the page outside it takes no focus: wait until it is not.
    if (document.fullscreenElement && document.fullscreenElement === inner.current) {
      document.addEventListener('fullscreenchange', restore, { once: true });
      document.exitFullscreen().catch(() => undefined);
    } else {
      restore();
    }
  };

  // A click on the backdrop lands on the <dialog> itself; clicks on its content land on the content.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (closeOnBackdrop && event.target === event.currentTarget) event.currentTarget.close();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click only adds closing by the backdrop; keyboards have Escape (native) and DialogClose
    <dialog
      ref={dialog}
      id={id}
      aria-labelledby={label ? undefined : titleId}
      aria-label={label}
      onClose={onNativeClose}
      onClick={onClick}
      className={`${VARIANTS[variant]} ${className}`}
    >
      <DialogContext value={{ titleId, close: () => dialog.current?.close() }}>
        {fullscreen ? (
          <div ref={inner} className="flex h-full flex-col bg-black p-2 sm:p-4">
            {children}
          </div>
        ) : (
          children
        )}
      </DialogContext>
    </dialog>
  );
}

/** The dialog's heading, which is also its accessible name. */
export function DialogTitle({ className = '', children }: { className?: string; children: ReactNode }) {
  const { titleId } = useDialog();
  return (
    <h2 id={titleId} className={className}>
      {children}
    </h2>
  );
}

/** The round close button, named 'Close' unless told otherwise ('Close filters'). */
export function DialogClose({ label = 'Close', className = '' }: { label?: string; className?: string }) {
  const { close } = useDialog();
  return (
    <button
      type="button"
      onClick={close}
      aria-label={label}
      className={`grid size-10 shrink-0 place-items-center rounded-site text-gray-700 hover:bg-surface hover:text-ink ${className}`}
    >
      <XIcon aria-hidden="true" className="size-5" />
    </button>
  );
}

/** Closes the dialog it is in: for buttons that act, then close ('Show Me {count}'). */
export function useDialogClose(): () => void {
  return useDialog().close;
}
