'use client';

import Link from 'next/link';
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { showCarriedToast, toastStore } from './toast-store';

const noToast = () => null;

/**
 * Shows the current toast (one at a time, 3000 ms): bottom centre on phones, bottom right from md up.
 * Mount once per page, in the site layout.
 */
export function Toaster() {
  const current = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, noToast);
  const layer = useRef<HTMLDivElement>(null);

  // A manual popover lives in the top layer, so a toast raised from a modal <dialog> (the share dialog)
  // is drawn above the dialog's backdrop instead of dimmed behind it. Browsers without popovers ignore
  // the attribute and show the fixed container as it is.
  useEffect(() => {
    const el = layer.current;
    if (el && typeof el.showPopover === 'function' && !el.matches(':popover-open')) el.showPopover();
    showCarriedToast();
  }, []);
  // The top layer stacks in opening order: re-open over a dialog opened after the toaster, before paint.
  useLayoutEffect(() => {
    const el = layer.current;
    if (!current || !el || typeof el.showPopover !== 'function') return;
    if (document.querySelector('dialog[open]') && el.matches(':popover-open')) {
      el.hidePopover();
      el.showPopover();
    }
  }, [current]);

  return (
    <div
      ref={layer}
      popover="manual"
      className="pointer-events-none fixed inset-x-0 top-auto bottom-0 z-50 m-0 flex h-auto w-full justify-center overflow-visible border-0 bg-transparent p-4 md:justify-end"
    >
      {/* The card and its live region stay rendered (empty and unstyled between toasts): a region that
          appears together with its text is often not announced. */}
      <div
        className={
          current
            ? 'pointer-events-auto flex max-w-md items-start gap-3 rounded-site border border-black/10 bg-white py-3 pr-2 pl-4 text-ink shadow-lg'
            : 'flex'
        }
      >
        <div role="status" aria-live="polite" aria-atomic="true" className="min-w-0 flex-1 text-sm">
          {current && (
            <>
              <p className="font-semibold">{current.message}</p>
              {current.description && <p className="mt-0.5 text-gray-700">{current.description}</p>}
              {current.action && (
                <Link
                  href={current.action.href}
                  onClick={() => toastStore.dismiss(current.id)}
                  className="mt-1 inline-block font-bold text-brand-ink underline underline-offset-2"
                >
                  {current.action.label}
                </Link>
              )}
            </>
          )}
        </div>
        {current && (
          <button
            type="button"
            onClick={() => toastStore.dismiss(current.id)}
            aria-label="Dismiss notification"
            className="grid size-7 shrink-0 place-items-center rounded-site text-gray-600 hover:bg-surface hover:text-ink"
          >
            {/* The X drawn here, not from ./icons: the toaster is in the scripts every page shares (decision 003). */}
            <svg
              aria-hidden="true"
              className="size-4"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M18 6 6 18" />
              <path d="m6 6 12 12" />
            </svg>
          </button>
        )}
      </div>
    </div>
  );
}
