'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { dayLabel, timeLabel } from '@/enquiries/bookings/booking-format';
import { browserStorage, parseSuccessRecord, type SuccessRecord } from '@/enquiries/browser/lead-storage';
import { storageKeys } from '@/enquiries/rules';
import { paths } from '@/lib/paths';
import { CircleCheckIcon } from '@/ui/icons/circle-check';

/** What happens after each kind of lead, in the dealer's words. */
function nextSteps(record: SuccessRecord): string {
  switch (record.kind) {
    case 'test-drive':
      return record.booking
        ? `We will be in touch shortly to confirm your test drive on ${dayLabel(record.booking.date)} at ${timeLabel(record.booking.time)}.`
        : 'We will be in touch shortly to arrange and confirm a time for your test drive.';
    case 'request-photos':
      return `We will email you more photos of ${record.car ? `the ${record.car.name}` : 'the vehicle'} shortly.`;
    case 'careers':
      return 'Our HR team will review your enquiry and get back to you.';
    case 'enquiry':
      return 'One of our consultants will reply within one business day, by phone or email.';
  }
}

/** What was received: 'We have received your used car enquiry about the 2021 Toyota RAV4 GX.' */
function received(record: SuccessRecord): string {
  const about = record.car ? ` about the ${record.car.name}` : '';
  switch (record.kind) {
    case 'test-drive':
      return `We have received your test drive request${record.car ? ` for the ${record.car.name}` : ''}.`;
    case 'request-photos':
      return `We have received your request for more photos${about}.`;
    case 'careers':
      return 'We have received your careers enquiry.';
    case 'enquiry':
      return `We have received your ${record.category.toLowerCase()}${about}.`;
  }
}

/**
 * The /success page's message (AF §2): after a lead, the form stored its record; this reads it and thanks
 * the shopper by name with what happens next for that kind of lead, with links back to the car and to
 * the stock. Opened without a record (or an old one) it stays generic.
 */
export function SuccessView({ siteSlug }: { siteSlug: string }) {
  const [record, setRecord] = useState<SuccessRecord | null>(null);
  useEffect(() => {
    const raw = browserStorage()?.getItem(storageKeys(siteSlug).successCategory) ?? null;
    setRecord(parseSuccessRecord(raw, new Date()));
  }, [siteSlug]);

  return (
    <div className="mx-auto max-w-2xl px-4 py-12 text-center sm:py-16">
      <CircleCheckIcon aria-hidden="true" className="mx-auto size-14 text-tag-green" />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight">
        {record?.name ? `Thanks, ${record.name}!` : 'Thank you!'}
      </h1>
      <div aria-live="polite" className="mt-3 space-y-2 text-lg text-gray-800">
        {record ? (
          <>
            <p>{received(record)}</p>
            <p>{nextSteps(record)}</p>
          </>
        ) : (
          <p>We have received your message. Our team will be in touch soon.</p>
        )}
      </div>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        {record?.car && (
          <Link
            href={paths.car(record.car.slug)}
            className="rounded-site border border-black/20 px-5 py-3 font-bold hover:bg-surface"
          >
            Back to the {record.car.name}
          </Link>
        )}
        <Link
          href={paths.search()}
          className="rounded-site bg-brand px-5 py-3 font-bold text-brand-contrast hover:opacity-90"
        >
          Browse our stock
        </Link>
      </div>
    </div>
  );
}
