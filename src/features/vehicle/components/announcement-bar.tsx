'use client';

import { useState } from 'react';
import { MapPinIcon } from '@/ui/icons/map-pin';
import { XIcon } from '@/ui/icons/x';

/** 'Located at {city}' with Get Directions, shown when the car is away from the primary location; X dismisses it. */
export function AnnouncementBar({ text, directionsUrl }: { text: string; directionsUrl: string }) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <section aria-label="Vehicle location" className="bg-accent text-accent-contrast">
      <div className="mx-auto flex max-w-[1200px] items-center gap-3 px-4 py-2 text-sm">
        <MapPinIcon aria-hidden="true" className="size-4 shrink-0" />
        <p className="flex-1">
          <strong>{text}</strong>{' '}
          <a href={directionsUrl} target="_blank" rel="noopener noreferrer" className="ml-1 underline">
            Get Directions
          </a>
        </p>
        <button
          type="button"
          onClick={() => setOpen(false)}
          aria-label="Dismiss"
          className="grid size-8 place-items-center rounded-full hover:bg-black/10"
        >
          <XIcon aria-hidden="true" className="size-4" />
        </button>
      </div>
    </section>
  );
}
