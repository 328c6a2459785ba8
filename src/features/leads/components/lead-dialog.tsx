'use client';

import { lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Dialog, DialogClose, DialogTitle } from '@/ui/dialog';
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
 * A lead form in a modal dialog (AF §2: Enquire, Test drive and Request Photos modals): the page behind
 * is inert, Escape or Close closes it and focus goes back to what opened it. It also opens when the
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
  const triggerRef = useRef<HTMLButtonElement & HTMLAnchorElement>(null);
  const [open, setOpen] = useState(false);
  // The form mounts on first opening and stays, keeping what was typed.
  const [opened, setOpened] = useState(false);

  const show = useCallback(() => {
    setOpened(true);
    setOpen(true);
  }, []);

  const anchors = [anchor, ...alsoOpensOn].map((a) => `#${a}`).join(' ');
  const isOurHash = useCallback(
    () => window.location.hash !== '' && anchors.split(' ').includes(window.location.hash),
    [anchors],
  );

  useEffect(() => {
    const fromHash = () => {
      if (isOurHash()) show();
    };
    fromHash();
    window.addEventListener('hashchange', fromHash);
    return () => window.removeEventListener('hashchange', fromHash);
  }, [isOurHash, show]);

  const onClose = () => {
    setOpen(false);
    // Drop the hash, so the same link ('#enquire' in the sticky bar) opens the form again next time.
    if (isOurHash()) {
      history.replaceState(history.state, '', window.location.pathname + window.location.search);
    }
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
            show();
          }}
          {...common}
        >
          {label}
        </a>
      ) : (
        <button ref={triggerRef} type="button" onClick={show} {...common}>
          {label}
        </button>
      )}
      <Dialog id={anchor} open={open} onClose={onClose} returnFocus={triggerRef} className="max-w-2xl">
        <div className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-black/10 bg-white px-4 py-3 sm:px-6">
          <div className="min-w-0">
            <DialogTitle className="text-xl font-extrabold tracking-tight">{title}</DialogTitle>
            {form.car && <p className="truncate text-sm text-gray-700">{form.car.name}</p>}
          </div>
          <DialogClose />
        </div>
        <div className="px-4 py-4 sm:px-6 sm:py-5">
          {opened && (
            <Suspense fallback={<FormLoading />}>
              <LeadForm {...form} />
            </Suspense>
          )}
        </div>
      </Dialog>
    </>
  );
}
