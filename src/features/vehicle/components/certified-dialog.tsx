'use client';

import { useState } from 'react';
import { CertifiedBadge, type CertifiedBadgeImage } from '@/ui/certified-badge';
import { Dialog, DialogClose, DialogTitle } from '@/ui/dialog';
import { BadgeCheckIcon } from '@/ui/icons/badge-check';

/**
 * The make's certified programme badge in the sidebar (its image, named by the programme); it opens a
 * dialog explaining what certification includes.
 */
export function CertifiedDialog({ badge, benefits }: { badge: CertifiedBadgeImage; benefits: string[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="rounded-site hover:opacity-85"
        aria-haspopup="dialog"
      >
        <CertifiedBadge badge={badge} />
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} closeOnBackdrop className="max-w-md">
        <div className="p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <DialogTitle className="text-xl font-extrabold">{badge.name}</DialogTitle>
            <DialogClose />
          </div>
          <ul className="space-y-2">
            {benefits.map((benefit) => (
              <li key={benefit} className="flex items-start gap-2 text-sm">
                <BadgeCheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-ink" />
                {benefit}
              </li>
            ))}
          </ul>
        </div>
      </Dialog>
    </>
  );
}
