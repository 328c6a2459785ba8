'use client';

import { useState } from 'react';
import { Dialog, DialogClose, DialogTitle } from '@/ui/dialog';
import { CalendarDaysIcon } from '@/ui/icons/calendar-days';

export type HolidayDay = { date: string; dateText: string; label: string | null; hours: string | null };

/**
 * The holiday hours dialog (AF §2): the location's special days still to come, each its date
 * (dd/MM/yyyy), its name and its hours or Closed. A modal: Escape or Close shuts it, focus returns to
 * the button.
 */
export function HolidayHoursDialog({
  locationName,
  days,
}: {
  locationName: string;
  days: readonly HolidayDay[];
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-ink underline"
      >
        <CalendarDaysIcon aria-hidden="true" className="size-4" />
        Holiday hours
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} closeOnBackdrop className="max-w-md">
        <div className="flex items-start justify-between gap-3 border-b border-black/10 p-4">
          <DialogTitle className="text-lg font-bold">Holiday hours at {locationName}</DialogTitle>
          <DialogClose />
        </div>
        <table className="w-full text-sm">
          <caption className="sr-only">Holiday hours</caption>
          <tbody>
            {days.map((day) => (
              <tr key={day.date} className="border-b border-black/5 last:border-0">
                <th scope="row" className="px-4 py-2 text-left font-semibold">
                  <time dateTime={day.date}>{day.dateText}</time>
                  {day.label && <span className="block font-normal text-gray-700">{day.label}</span>}
                </th>
                <td className="whitespace-nowrap px-4 py-2 text-right">{day.hours ?? 'Closed'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Dialog>
    </>
  );
}
