'use client';

import { BadgeCheck, X } from 'lucide-react';
import { useRef } from 'react';

/** The '{make} Certified' badge in the sidebar; it opens a dialog explaining what certification includes. */
export function CertifiedDialog({ title, benefits }: { title: string; benefits: string[] }) {
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button
        type="button"
        onClick={() => dialog.current?.showModal()}
        className="inline-flex items-center gap-1.5 rounded-full border border-black/15 px-3 py-1 text-sm font-bold hover:bg-surface"
        aria-haspopup="dialog"
      >
        <BadgeCheck aria-hidden="true" className="size-4 text-brand-ink" />
        {title}
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
