'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { Dialog, DialogClose, DialogTitle } from '@/ui/dialog';
import { Field, TextInput } from '@/ui/field';
import { CheckIcon } from '@/ui/icons/check';
import { CopyIcon } from '@/ui/icons/copy';
import { toast } from '@/ui/toast-store';
import { COPIED_LABEL, COPIED_MS, COPY_LINK_LABEL, copiedToast } from '../../share-rules';
import { ShareLinks } from './social-share-row';

type Props = { open: boolean; onClose: () => void; url: string; carName: string };

/**
 * The Share button's dialog (AF §2, §4): the social networks, the car's public URL with a Copy link
 * button that reads 'Copied' for 1.5 s and raises 'Copied {car name} to your clipboard!', and the
 * device's own share sheet where there is one. A modal dialog: the rest of the page is inert while it is
 * open, Escape closes it and focus goes back to the Share button.
 */
export function ShareDialog({ open, onClose, url, carName }: Props) {
  const field = useRef<HTMLInputElement>(null);
  // When the last copy happened (0: not recently); a new copy restarts the 1.5 s.
  const [copiedAt, setCopiedAt] = useState(0);
  const [canShare, setCanShare] = useState(false);
  const fieldId = useId();

  useEffect(() => {
    if (!copiedAt) return;
    const timer = setTimeout(() => setCopiedAt(0), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copiedAt]);

  useEffect(() => {
    if (open) setCanShare(typeof navigator.share === 'function');
  }, [open]);

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

  return (
    <>
      {/* Starts on the link, which selects itself on focus, so Ctrl+C works even without the clipboard API. */}
      <Dialog
        open={open}
        onClose={() => {
          onClose();
          setCopiedAt(0);
        }}
        initialFocus={field}
        closeOnBackdrop
        className="max-w-md"
      >
        <div className="space-y-5 p-5">
          <div className="flex items-start justify-between gap-4">
            <div>
              <DialogTitle className="font-bold text-lg">Share this car</DialogTitle>
              <p className="text-gray-700 text-sm">{carName}</p>
            </div>
            <DialogClose />
          </div>
          <ShareLinks url={url} title={carName} layout="list" label="Share this car" />
          <Field id={fieldId} label="Link to this car">
            <div className="flex gap-2">
              <TextInput
                ref={field}
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
                  <CheckIcon aria-hidden="true" className="size-4" />
                ) : (
                  <CopyIcon aria-hidden="true" className="size-4" />
                )}
                {copiedAt ? COPIED_LABEL : COPY_LINK_LABEL}
              </button>
            </div>
          </Field>
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
      </Dialog>
    </>
  );
}
