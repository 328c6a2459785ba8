// The leads export: CSV as Excel opens it (src/lib/csv.ts), each lead's time on its own location's clock.
// Pure.

import { vehicleTitle } from '@/enquiries/delivery/delivery-rules';
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS } from '@/enquiries/inbox-rules';
import { csvLine } from '@/lib/csv';
import { isoAt } from '@/lib/dates';
import type { InboxRow } from './inbox';

export const CSV_HEADER = [
  'Received',
  'Lead id',
  'Status',
  'Lost reason',
  'Kind',
  'Category',
  'Subcategory',
  'Name',
  'Email',
  'Phone',
  'Postcode',
  'Vehicle',
  'Stock number',
  'Rego',
  'Dealership',
  'Location',
  'Assigned to',
  'First response',
  'Comments',
];

export function csvRow(row: InboxRow): string {
  return csvLine([
    isoAt(row.createdAt, row.timeZone),
    row.id,
    LEAD_STATUS_LABELS[row.status],
    row.lostReason,
    LEAD_KIND_LABELS[row.kind] ?? row.kind,
    row.category,
    row.subcategory,
    row.name,
    row.email,
    row.phone,
    row.postcode,
    row.vehicle ? vehicleTitle(row.vehicle) : null,
    row.stockNumber,
    row.rego,
    row.dealership,
    row.location,
    row.assignee,
    row.firstResponseAt ? isoAt(row.firstResponseAt, row.timeZone) : null,
    row.message,
  ]);
}

/** The file's name: the site and the day it was made, on the site's clock. */
export const exportFileName = (siteSlug: string, date: string) => `leads-${siteSlug}-${date}.csv`;
