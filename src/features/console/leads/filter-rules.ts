// The leads inbox's filter as it lives in the address bar: read from the query (anything unknown or out of
// range is dropped, never an error: an old bookmark still opens), and written back the same way, so the
// page, its paging links, the export and the live updates all read one filter. Pure.

import { LEAD_KINDS, LEAD_STATUSES, type LeadStatus } from '@/enquiries/inbox-rules';
import type { LeadKind } from '@/enquiries/rules';
import { isCalendarDate } from '@/lib/dates';

export const INBOX_PAGE_SIZE = 25;
/** The longest search text kept: a name, an email, a phone number, a stock number or a rego. */
export const SEARCH_MAX_LENGTH = 100;
/** Pages past this are refused rather than scanned (25 × 400 = 10,000 leads: export for more). */
export const INBOX_MAX_PAGE = 400;
/** The largest id a dealership or location can have (PostgreSQL integer). */
const MAX_ID = 2_147_483_647;

export type InboxFilter = {
  status: LeadStatus | null;
  kind: LeadKind | null;
  dealership: number | null;
  location: number | null;
  /** A staff member's id, 'me' (whoever looks), 'none' (nobody yet), or null (anyone). */
  assignee: string | null;
  /** Dates at the site's clock, inclusive. */
  from: string | null;
  to: string | null;
  overdue: boolean;
  q: string;
  page: number;
};

export const EMPTY_FILTER: InboxFilter = {
  status: null,
  kind: null,
  dealership: null,
  location: null,
  assignee: null,
  from: null,
  to: null,
  overdue: false,
  q: '',
  page: 1,
};

type Query = { get(name: string): string | null };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

function positiveId(value: string | null, max = MAX_ID): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= max ? n : null;
}

const date = (value: string | null) => (value !== null && isCalendarDate(value) ? value : null);
/** Staff ids are better-auth's (letters and digits); 'me' and 'none' are words of the filter. */
const assignee = (value: string | null) =>
  value !== null && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : null;

/** The filter a query names; what it names wrongly is left out. */
export function readInboxFilter(query: Query): InboxFilter {
  const q = (query.get('q') ?? '')
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .slice(0, SEARCH_MAX_LENGTH);
  let from = date(query.get('from'));
  let to = date(query.get('to'));
  // A range given backwards is the same range.
  if (from && to && from > to) [from, to] = [to, from];
  return {
    status: oneOf(LEAD_STATUSES, query.get('status')),
    kind: oneOf(LEAD_KINDS, query.get('kind')),
    dealership: positiveId(query.get('dealership')),
    location: positiveId(query.get('location')),
    assignee: assignee(query.get('assignee')),
    from,
    to,
    overdue: query.get('overdue') === '1',
    q,
    page: positiveId(query.get('page'), INBOX_MAX_PAGE) ?? 1,
  };
}

/** The query of a filter, without what is at its default (page 1, no search): '' for the whole inbox. */
export function inboxQuery(filter: InboxFilter, changes: Partial<InboxFilter> = {}): string {
  const f = { ...filter, ...changes };
  const params = new URLSearchParams();
  if (f.status) params.set('status', f.status);
  if (f.kind) params.set('kind', f.kind);
  if (f.dealership) params.set('dealership', String(f.dealership));
  if (f.location) params.set('location', String(f.location));
  if (f.assignee) params.set('assignee', f.assignee);
  if (f.from) params.set('from', f.from);
  if (f.to) params.set('to', f.to);
  if (f.overdue) params.set('overdue', '1');
  if (f.q) params.set('q', f.q);
  if (f.page > 1) params.set('page', String(f.page));
  return params.toString();
}

/** Whether the filter narrows the inbox at all (paging aside). */
export const isFiltered = (filter: InboxFilter) => inboxQuery({ ...filter, page: 1 }) !== '';

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
