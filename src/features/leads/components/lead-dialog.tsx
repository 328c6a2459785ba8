'use client';

import { X } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { FormLoading } from './form-loading';
import type { LeadFormProps } from './lead-setup';

// The form's code loads when a shopper heads for it (hover, focus, touch) or opens it, not with the page.
const loadForm = () => import('./lead-form');
const LeadForm = lazy(() => loadForm().then((m) => ({ default: m.LeadForm })));

type Props = LeadFormProps & {
  /** The URL hash that opens it, without '#': 'enquire', 'test-drive', 'request-photos', 'find-similar'. */
  anchor: string;
  /** More hashes that open it: a 'Test Drive Only' car's test-drive form also answers cards' '#enquire'. */
  alsoOpensOn?: readonly string[];
  title: string;
  /** The trigger's text. */
  label: ReactNode;
  /** A button (default), or a link to #anchor where the page already offers one. */
  trigger?: 'button' | 'link';
  triggerClassName?: string;
  /** The trigger's data-button attribute (the vehicle page's action buttons carry their kind). */
  dataButton?: string;
};

/**
 * A lead form in a native modal <dialog> (AF §2: Enquire, Test drive and Request Photos modals): the page
 * behind is inert, Escape or Close closes it and focus goes back to the trigger. It also opens when the
 * URL's hash is its anchor, so a result card's '/cars/{slug}#enquire' or the sticky bar's '#test-drive'
 * lands in the form. The form mounts on first opening and stays, keeping what was typed.
 */
export function LeadDialog({
  anchor,
  alsoOpensOn = [],
  title,
  label,
  trigger = 'button',
  triggerClassName = '',
  dataButton,
  ...form
}: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement & HTMLAnchorElement>(null);
  const [opened, setOpened] = useState(false);
  // What had focus when it opened (the trigger, or a '#enquire' link elsewhere): focus goes back there.
  const returnFocus = useRef<HTMLElement | null>(null);
  const titleId = useId();

  const open = useCallback(() => {
    setOpened(true);
    if (dialog.current?.open) return;
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.showModal();
  }, []);

  const anchors = [anchor, ...alsoOpensOn].map((a) => `#${a}`).join(' ');
  const isOurHash = useCallback(
    () => window.location.hash !== '' && anchors.split(' ').includes(window.location.hash),
    [anchors],
  );

  useEffect(() => {
    const fromHash = () => {
      if (isOurHash()) open();
    };
    fromHash();
    window.addEventListener('hashchange', fromHash);
    return () => window.removeEventListener('hashchange', fromHash);
  }, [isOurHash, open]);

  const onClose = () => {
    // Drop the hash, so the same link ('#enquire' in the sticky bar) opens the form again next time.
    if (isOurHash()) {
      history.replaceState(history.state, '', window.location.pathname + window.location.search);
    }
    const back = returnFocus.current?.isConnected ? returnFocus.current : triggerRef.current;
    if (back === document.body) triggerRef.current?.focus();
    else back?.focus();
  };

  const common = {
    'aria-haspopup': 'dialog' as const,
    'data-button': dataButton,
    className: triggerClassName,
    onPointerEnter: () => void loadForm(),
    onFocus: () => void loadForm(),
    onTouchStart: () => void loadForm(),
  };

  return (
    <>
      {trigger === 'link' ? (
        <a
          ref={triggerRef}
          href={`#${anchor}`}
          onClick={(event) => {
            event.preventDefault();
            open();
          }}
          {...common}
        >
          {label}
        </a>
      ) : (
        <button ref={triggerRef} type="button" onClick={open} {...common}>
          {label}
        </button>
      )}
      <dialog
        ref={dialog}
        id={anchor}
        aria-labelledby={titleId}
        onClose={onClose}
        className="m-auto max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-2xl overflow-y-auto overscroll-contain rounded-site bg-white p-0 text-left text-ink shadow-xl backdrop:bg-black/60"
      >
        <div className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-black/10 bg-white px-4 py-3 sm:px-6">
          <div className="min-w-0">
            <h2 id={titleId} className="text-xl font-extrabold tracking-tight">
              {title}
            </h2>
            {form.car && <p className="truncate text-sm text-gray-700">{form.car.name}</p>}
          </div>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            aria-label="Close"
            className="grid size-10 shrink-0 place-items-center rounded-site text-gray-700 hover:bg-surface hover:text-ink"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div className="px-4 py-4 sm:px-6 sm:py-5">
          {opened && (
            <Suspense fallback={<FormLoading />}>
              <LeadForm {...form} />
            </Suspense>
          )}
        </div>
      </dialog>
    </>
  );
}
