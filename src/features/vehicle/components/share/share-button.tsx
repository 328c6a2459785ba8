'use client';

import { lazy, Suspense, useState } from 'react';
import { Share2Icon } from '@/ui/icons/share-2';

// The dialog (networks, link field, copy) is fetched on the first press rather than with the page: most
// shoppers never share, and the vehicle page's first-load JavaScript is budgeted (decision 003).
const ShareDialog = lazy(() => import('./share-dialog').then((m) => ({ default: m.ShareDialog })));

/** url: the car's public URL on the site's own origin, built on the server so the HTML has it whole. */
type Props = { url: string; carName: string; className?: string };

/** The sidebar's Share button (AF §2, §4); it opens the share dialog. */
export function ShareButton({ url, carName, className = '' }: Props) {
  const [open, setOpen] = useState(false);
  const [pressed, setPressed] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setPressed(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
        className={`inline-flex items-center justify-center gap-2 rounded-site border border-black/15 px-3 py-2 font-semibold text-sm hover:bg-surface ${className}`}
      >
        <Share2Icon aria-hidden="true" className="size-4" />
        Share
      </button>
      {pressed && (
        <Suspense fallback={null}>
          <ShareDialog open={open} onClose={() => setOpen(false)} url={url} carName={carName} />
        </Suspense>
      )}
    </>
  );
}
