import 'server-only';
import {
  and,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '@/db/client';
import { dealerships, leads, locations, staffUsers } from '@/db/schema';
import type { LeadVehicle } from '@/enquiries';
import type { LeadStatus } from '@/enquiries/inbox-rules';
import type { LeadKind } from '@/enquiries/rules';
import { addDays, instantAt, locationTimeZone } from '@/lib/dates';
import { containsPattern } from '@/lib/like-pattern';
import type { StaffScope } from '@/staff/rules';
import { INBOX_PAGE_SIZE, type InboxFilter } from './filter-rules';

// The leads inbox's reads: the leads a staff member may see (their site, their dealerships; a salesperson
// the unassigned ones and their own), narrowed by the filter, newest first. The same conditions serve the
// page, the export and the live updates, so the three never disagree on what "these leads" are.

export type InboxViewer = { staffId: string; scope: StaffScope; siteId: number; siteTimeZone: string };

export type InboxRow = {
  id: string;
  createdAt: Date;
  /** The clock the lead's time is told on: its location's, else the site's. */
  timeZone: string;
  kind: LeadKind;
  category: string;
  subcategory: string | null;
  status: LeadStatus;
  lostReason: string | null;
  name: string;
  email: string;
  phone: string;
  postcode: string;
  message: string;
  vehicle: LeadVehicle | null;
  stockNumber: string | null;
  rego: string | null;
  dealershipId: number | null;
  dealership: string | null;
  location: string | null;
  assigneeId: string | null;
  assignee: string | null;
  overdue: boolean;
  firstResponseAt: Date | null;
};

const field = (name: string) => sql<string>`coalesce(${leads.payload}->>${name}, '')`;
const locationId = sql`nullif(${leads.payload}->>'location_id', '')::integer`;

/** Who may see which leads: the same rule as `mayReadLead`, as SQL. */
export function scopeCondition(viewer: InboxViewer): SQL {
  const { scope } = viewer;
  return and(
    eq(leads.siteId, viewer.siteId),
    scope.dealershipIds.length > 0 ? inArray(leads.dealershipId, scope.dealershipIds) : undefined,
    scope.role === 'sales' ? or(isNull(leads.assigneeId), eq(leads.assigneeId, viewer.staffId)) : undefined,
  ) as SQL;
}

/** A phone number's digits in national form: '+61 412 345 678', '61412345678' and '0412 345 678' alike. */
const nationalDigits = (digits: string) => (digits.startsWith('61') ? `0${digits.slice(2)}` : digits);
const storedPhoneDigits = sql`regexp_replace(regexp_replace(${field('phone')}, '[^0-9]', '', 'g'), '^61', '0')`;
const PHONE_QUERY = /^[\d\s+().-]+$/;

/**
 * A search of names, email, phone, stock number and rego: every word must match. A query that is all a
 * phone number ('+61 412 345 678') is one number, matched on its digits whatever way it was written.
 */
function searchCondition(q: string): SQL | undefined {
  const digits = q.replace(/\D/g, '');
  if (PHONE_QUERY.test(q) && digits.length >= 3)
    return or(
      sql`${storedPhoneDigits} like ${containsPattern(nationalDigits(digits))}`,
      ilike(field('stock_number'), containsPattern(q.trim())),
      ilike(field('Rego'), containsPattern(q.trim())),
    );
  const words = q.split(/\s+/).filter(Boolean).slice(0, 6);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const pattern = containsPattern(word);
      return or(
        ilike(field('name'), pattern),
        ilike(field('last_name'), pattern),
        ilike(field('email'), pattern),
        ilike(field('stock_number'), pattern),
        ilike(field('Rego'), pattern),
      );
    }),
  );
}

/** The filter's conditions on top of the viewer's scope. */
export function inboxConditions(viewer: InboxViewer, filter: InboxFilter): SQL {
  const tz = viewer.siteTimeZone;
  const assignee =
    filter.assignee === 'none'
      ? isNull(leads.assigneeId)
      : filter.assignee
        ? eq(leads.assigneeId, filter.assignee === 'me' ? viewer.staffId : filter.assignee)
        : undefined;
  return and(
    scopeCondition(viewer),
    filter.status ? eq(leads.status, filter.status) : undefined,
    filter.kind ? sql`${leads.form}->>'kind' = ${filter.kind}` : undefined,
    filter.dealership ? eq(leads.dealershipId, filter.dealership) : undefined,
    filter.location ? sql`${locationId} = ${filter.location}` : undefined,
    assignee,
    filter.from ? gte(leads.createdAt, instantAt(filter.from, '00:00', tz)) : undefined,
    filter.to ? lt(leads.createdAt, instantAt(addDays(filter.to, 1), '00:00', tz)) : undefined,
    filter.overdue ? and(eq(leads.status, 'new'), isNotNull(leads.overdueNotifiedAt)) : undefined,
    searchCondition(filter.q),
  ) as SQL;
}

const rowColumns = {
  id: leads.id,
  createdAt: leads.createdAt,
  form: leads.form,
  category: leads.category,
  subcategory: leads.subcategory,
  status: leads.status,
  lostReason: leads.lostReason,
  name: field('name'),
  lastName: field('last_name'),
  email: field('email'),
  phone: field('phone'),
  postcode: field('postcode'),
  message: field('message'),
  stockNumber: sql<string | null>`${leads.payload}->>'stock_number'`,
  rego: sql<string | null>`${leads.payload}->>'Rego'`,
  dealershipId: leads.dealershipId,
  dealership: dealerships.name,
  location: locations.name,
  locationZone: locations.timeZone,
  locationState: locations.state,
  assigneeId: leads.assigneeId,
  assignee: staffUsers.name,
  overdueNotifiedAt: leads.overdueNotifiedAt,
  firstResponseAt: leads.firstResponseAt,
};

function toRow(raw: Awaited<ReturnType<typeof selectRows>>[number], siteTimeZone: string): InboxRow {
  const form = raw.form as { kind: LeadKind; vehicle: LeadVehicle | null };
  return {
    id: raw.id,
    createdAt: raw.createdAt,
    timeZone:
      raw.locationState !== null
        ? locationTimeZone({ timeZone: raw.locationZone, state: raw.locationState })
        : siteTimeZone,
    kind: form.kind,
    category: raw.category,
    subcategory: raw.subcategory,
    status: raw.status,
    lostReason: raw.lostReason,
    name: [raw.name, raw.lastName].filter(Boolean).join(' '),
    email: raw.email,
    phone: raw.phone,
    postcode: raw.postcode,
    message: raw.message,
    vehicle: form.vehicle ?? null,
    stockNumber: raw.stockNumber || null,
    rego: raw.rego || null,
    dealershipId: raw.dealershipId,
    dealership: raw.dealership,
    location: raw.location,
    assigneeId: raw.assigneeId,
    assignee: raw.assignee,
    overdue: raw.status === 'new' && raw.overdueNotifiedAt !== null,
    firstResponseAt: raw.firstResponseAt,
  };
}

function selectRows(db: Db, where: SQL) {
  return db
    .select(rowColumns)
    .from(leads)
    .leftJoin(dealerships, eq(dealerships.id, leads.dealershipId))
    .leftJoin(locations, sql`${locations.id} = ${locationId}`)
    .leftJoin(staffUsers, eq(staffUsers.id, leads.assigneeId))
    .where(where)
    .orderBy(desc(leads.createdAt), desc(leads.id));
}

/** Rows of the given condition (already scoped by the caller), newest first. */
export async function inboxRowsWhere(
  db: Db,
  viewer: InboxViewer,
  where: SQL,
  limit: number,
): Promise<InboxRow[]> {
  const rows = await selectRows(db, where).limit(limit);
  return rows.map((row) => toRow(row, viewer.siteTimeZone));
}

export type InboxPage = { rows: InboxRow[]; total: number };

/** One page of the inbox and how many leads the filter finds in all. */
export async function listInbox(db: Db, viewer: InboxViewer, filter: InboxFilter): Promise<InboxPage> {
  const where = inboxConditions(viewer, filter);
  const [rows, [{ total }]] = await Promise.all([
    selectRows(db, where)
      .limit(INBOX_PAGE_SIZE)
      .offset((filter.page - 1) * INBOX_PAGE_SIZE),
    db.select({ total: count() }).from(leads).where(where),
  ]);
  return { rows: rows.map((row) => toRow(row, viewer.siteTimeZone)), total };
}

/** Rows read at a time by the export, so a large site's file is written without holding it all. */
const EXPORT_BATCH = 500;

/** Every lead the filter finds, newest first, a batch at a time (the export). */
export async function* exportInbox(
  db: Db,
  viewer: InboxViewer,
  filter: InboxFilter,
): AsyncGenerator<InboxRow[]> {
  const where = inboxConditions(viewer, filter);
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const cursor: SQL | undefined = after
      ? or(
          lt(leads.createdAt, after.createdAt),
          and(eq(leads.createdAt, after.createdAt), lt(leads.id, after.id)),
        )
      : undefined;
    const batch: InboxRow[] = await inboxRowsWhere(db, viewer, and(where, cursor) as SQL, EXPORT_BATCH);
    if (batch.length === 0) return;
    yield batch;
    if (batch.length < EXPORT_BATCH) return;
    const last: InboxRow = batch[batch.length - 1];
    after = { createdAt: last.createdAt, id: last.id };
  }
}

/** The leads that came in after `since` for this viewer and filter, oldest first (the live updates). */
export async function leadsSince(db: Db, viewer: InboxViewer, filter: InboxFilter, since: Date) {
  const rows = await selectRows(
    db,
    and(inboxConditions(viewer, filter), gt(leads.createdAt, since)) as SQL,
  ).limit(INBOX_PAGE_SIZE);
  return rows.map((row) => toRow(row, viewer.siteTimeZone)).reverse();
}

/** How many leads of the viewer's scope are still New (the count in the console's title). */
export async function newLeadCount(db: Db, viewer: InboxViewer): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(leads)
    .where(and(scopeCondition(viewer), eq(leads.status, 'new')));
  return n;
}
