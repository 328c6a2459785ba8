'use client';

import type { RefObject } from 'react';
import { ERROR_SUMMARY_HEADING } from '@/enquiries/rules';

/** The order fields appear in, so the error summary lists problems top to bottom. */
const FIELD_ORDER = [
  'name',
  'last_name',
  'email',
  'phone',
  'postcode',
  'category',
  'location_id',
  'dealership_slug',
  'booking_date',
  'booking_time',
  'message',
  'terms_conditions',
];

export type SummaryItem = { name: string; message: string };

/** The current field errors in form order, for the summary. */
export function summaryItems(errors: Record<string, { message?: unknown } | undefined>): SummaryItem[] {
  return Object.entries(errors)
    .filter(([name, error]) => name !== 'root' && typeof error?.message === 'string')
    .map(([name, error]) => ({ name, message: error?.message as string }))
    .sort((a, b) => rank(a.name) - rank(b.name));
}

const rank = (name: string) => {
  const index = FIELD_ORDER.indexOf(name);
  return index === -1 ? FIELD_ORDER.length : index;
};

/**
 * 'Please fix the following errors:' (AF §5) with a link to each field: shown after a failed submit and
 * focused then, so keyboard and screen-reader users land on the list of what to fix.
 */
export function ErrorSummary({
  items,
  prefix,
  summaryRef,
}: {
  items: SummaryItem[];
  prefix: string;
  summaryRef: RefObject<HTMLDivElement | null>;
}) {
  if (items.length === 0) return null;
  const headingId = `${prefix}-error-summary`;
  return (
    <div
      ref={summaryRef}
      role="alert"
      aria-labelledby={headingId}
      tabIndex={-1}
      className="rounded-site border-2 border-red-700 bg-red-50 p-4 text-red-900"
    >
      <h3 id={headingId} className="font-bold">
        {ERROR_SUMMARY_HEADING}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {items.map((item) => {
          const target = `${prefix}-${item.name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
          return (
            <li key={item.name}>
              <a
                href={`#${target}`}
                onClick={(event) => {
                  // An in-page link scrolls but does not focus an input in every browser: focus it here.
                  const field = document.getElementById(target);
                  if (!field) return;
                  event.preventDefault();
                  field.focus();
                  field.scrollIntoView({ block: 'center' });
                }}
                className="font-semibold underline underline-offset-2"
              >
                {item.message}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
