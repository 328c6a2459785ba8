'use client';

import { lazy, Suspense, useRef, useState } from 'react';
import { Dialog, DialogClose, DialogTitle } from '@/ui/dialog';
import { LoaderCircleIcon } from '@/ui/icons/loader-circle';
import type { FinancePopupFormProps } from './finance-popup-form';

// Here rather than in popup-rules.ts, whose checks (the lead rules, the postcode list) load with the form.
export const POPUP_HEADING = 'Instant Finance pre-approval with no impact on your credit score.';

// The steps' code loads when a shopper heads for the button (hover, focus, touch) or opens it, not with
// the page: the vehicle page's script budget has no room for it.
const loadForm = () => import('./finance-popup-form');
const FinancePopupForm = lazy(() => loadForm().then((m) => ({ default: m.FinancePopupForm })));

type Props = FinancePopupFormProps & {
  /** The button's text: the site's finance call to action ('Get Finance'). */
  label: string;
  className?: string;
  /** The car's name under the heading. */
  carName?: string;
};

/**
 * The Get Finance popup (AF §2, §4): the instant quote and pre-approval of the instant-quote provider in a
 * modal dialog. The page behind is inert, Escape or Close closes it and focus goes back to the button.
 * The steps mount on first opening and stay, keeping what was typed.
 */
export function GetFinancePopup({ label, className = '', carName, ...form }: Props) {
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        className={className}
        onPointerEnter={() => void loadForm()}
        onFocus={() => void loadForm()}
        onTouchStart={() => void loadForm()}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {label}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} returnFocus={trigger} className="max-w-3xl">
        <div className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-black/10 bg-white px-4 py-3 sm:px-6">
          <div className="min-w-0">
            <DialogTitle className="text-lg font-extrabold tracking-tight sm:text-xl">
              {POPUP_HEADING}
            </DialogTitle>
            {carName && <p className="truncate text-sm text-gray-700">{carName}</p>}
          </div>
          <DialogClose />
        </div>
        <div className="px-4 py-4 sm:px-6 sm:py-5">
          {opened && (
            <Suspense
              fallback={
                <p className="flex items-center gap-2 text-sm">
                  <LoaderCircleIcon aria-hidden="true" className="size-4 animate-spin" />
                  Loading…
                </p>
              }
            >
              <FinancePopupForm {...form} />
            </Suspense>
          )}
        </div>
      </Dialog>
    </>
  );
}
