'use client';

import { Check, Copy, Share2, X } from 'lucide-react';
import { type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { toast } from '@/features/toasts/toast-store';
import { COPIED_LABEL, COPIED_MS, COPY_LINK_LABEL, copiedToast } from '../../share-rules';
import { ShareLinks } from './social-share-row';

/** url: the car's public URL on the site's own origin, built on the server so the HTML has it whole. */
type Props = { url: string; carName: string; className?: string };

/**
 * The sidebar's Share button and its dialog (AF §2, §4): the social networks, the car's public URL with
 * a Copy link button that reads 'Copied' for 1.5 s and raises 'Copied {car name} to your clipboard!',
 * and the device's own share sheet where there is one. A native modal <dialog>: the rest of the page is
 * inert while it is open, Escape closes it and focus goes back to the Share button.
 */
export function ShareButton({ url, carName, className = '' }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLInputElement>(null);
  // When the last copy happened (0: not recently); a new copy restarts the 1.5 s.
  const [copiedAt, setCopiedAt] = useState(0);
  const [canShare, setCanShare] = useState(false);
  const titleId = useId();
  const fieldId = useId();

  useEffect(() => {
    if (!copiedAt) return;
    const timer = setTimeout(() => setCopiedAt(0), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copiedAt]);

  const open = () => {
    setCanShare(typeof navigator.share === 'function');
    dialog.current?.showModal();
    // Start on the link, selected, so Ctrl+C works even where the clipboard API is unavailable.
    field.current?.focus();
    field.current?.select();
  };
  const close = () => dialog.current?.close();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // No clipboard access (plain http, permission denied): leave the link selected to copy by hand.
      field.current?.focus();
      field.current?.select();
      return;
    }
    setCopiedAt(Date.now());
    toast(copiedToast(carName));
  };

  const shareNatively = () => {
    // Cancelling the share sheet rejects with AbortError: nothing to report.
    navigator.share({ title: carName, url }).catch(() => undefined);
  };

  // A click on the backdrop lands on the <dialog> itself; clicks inside land on its content.
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };

  return (
    <>
      <button
        ref={trigger}
        type="button"
        onClick={open}
        aria-haspopup="dialog"
        className={`inline-flex items-center justify-center gap-2 rounded-site border border-black/15 px-3 py-2 font-semibold text-sm hover:bg-surface ${className}`}
      >
        <Share2 aria-hidden="true" className="size-4" />
        Share
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the click only adds closing by the backdrop; keyboard users have Escape (native) and the Close button */}
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onClick={closeOnBackdrop}
        onClose={() => {
          setCopiedAt(0);
          trigger.current?.focus();
        }}
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-site bg-white p-0 text-ink shadow-xl backdrop:bg-black/50"
      >
        <div className="space-y-5 p-5">
          <div className="flex items-start justify-between gap-4">
            <div>
              <h2 id={titleId} className="font-bold text-lg">
                Share this car
              </h2>
              <p className="text-gray-700 text-sm">{carName}</p>
            </div>
            <button
              type="button"
              onClick={close}
              aria-label="Close"
              className="grid size-9 shrink-0 place-items-center rounded-site text-gray-600 hover:bg-surface hover:text-ink"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          <ShareLinks url={url} title={carName} layout="list" labelledBy={titleId} />
          <div>
            <label htmlFor={fieldId} className="font-semibold text-sm">
              Link to this car
            </label>
            <div className="mt-1 flex gap-2">
              <input
                ref={field}
                id={fieldId}
                type="url"
                readOnly
                value={url}
                onFocus={(event) => event.currentTarget.select()}
                className="min-w-0 flex-1 rounded-site border border-black/20 bg-surface px-3 py-2 text-sm"
              />
              <button
                type="button"
                onClick={copy}
                className="inline-flex min-w-28 shrink-0 items-center justify-center gap-1.5 rounded-site bg-brand px-3 py-2 font-bold text-brand-contrast text-sm"
              >
                {copiedAt ? (
                  <Check aria-hidden="true" className="size-4" />
                ) : (
                  <Copy aria-hidden="true" className="size-4" />
                )}
                {copiedAt ? COPIED_LABEL : COPY_LINK_LABEL}
              </button>
            </div>
          </div>
          {canShare && (
            <button
              type="button"
              onClick={shareNatively}
              className="w-full rounded-site border border-black/15 px-3 py-2 font-semibold text-sm hover:bg-surface"
            >
              More options
            </button>
          )}
          {/* The page's toast is inert behind this modal dialog, so the dialog announces the copy itself. */}
          <p role="status" className="sr-only">
            {copiedAt ? copiedToast(carName) : ''}
          </p>
        </div>
      </dialog>
    </>
  );
}
