'use client';

import { BadgeCheck, X } from 'lucide-react';
import { useRef } from 'react';
import { CertifiedBadge, type CertifiedBadgeImage } from './certified-badge';

/**
 * The make's certified programme badge in the sidebar (its image, named by the programme); it opens a
 * dialog explaining what certification includes.
 */
export function CertifiedDialog({ badge, benefits }: { badge: CertifiedBadgeImage; benefits: string[] }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const title = badge.name;
  return (
    <>
      <button
        type="button"
        onClick={() => dialog.current?.showModal()}
        className="rounded-site hover:opacity-85"
        aria-haspopup="dialog"
      >
        <CertifiedBadge badge={badge} />
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="certified-title"
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-site p-0 shadow-xl backdrop:bg-black/50"
        onClick={(event) => {
          if (event.target === dialog.current) dialog.current.close();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') dialog.current?.close();
        }}
      >
        <div className="p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id="certified-title" className="text-xl font-extrabold">
              {title}
            </h2>
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              aria-label="Close"
              className="grid size-8 place-items-center rounded-full hover:bg-surface"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
          <ul className="space-y-2">
            {benefits.map((benefit) => (
              <li key={benefit} className="flex items-start gap-2 text-sm">
                <BadgeCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-ink" />
                {benefit}
              </li>
            ))}
          </ul>
        </div>
      </dialog>
    </>
  );
}
