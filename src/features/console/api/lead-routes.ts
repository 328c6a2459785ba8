import 'server-only';
import { clientAddress } from '@/lib/client-address';
import { consolePaths } from '@/lib/console-paths';
import { BOM, csvLine } from '@/lib/csv';
import { dateAt } from '@/lib/dates';
import { fieldError, jsonError, readValidJson } from '@/lib/http';
import { requestConsoleOrigin, staffCan } from '@/staff';
import { recordAudit } from '@/staff/audit';
import { CSV_HEADER, csvRow, exportFileName } from '../leads/csv-rules';
import { INBOX_PAGE_SIZE, pageCount, readInboxFilter } from '../leads/filter-rules';
import { exportInbox, listInbox } from '../leads/inbox';
import { leadDetail } from '../leads/lead';
import { type ActionOutcome, addNote, assignLead, changeStatus, retryDelivery } from '../leads/lead-actions';
import { inboxViewer } from '../leads/viewer';
import { actorOf } from './actor';
import { LeadAssigneeRequest, LeadNoteRequest, LeadStatusRequest } from './schemas';
import { consoleSiteRoute, NOT_FOUND } from './site-route';

// The leads inbox's calls (README, API). Every one is scoped as the inbox is: a lead outside the member's
// reach is a 404 whatever the call, exactly as a lead that does not exist.

type LeadParams = { site: string; id: string };

function answer(outcome: ActionOutcome): Response {
  if (outcome.ok) return Response.json({ lead: outcome.lead });
  if (outcome.field) return fieldError(outcome.field, outcome.error, outcome.status);
  return jsonError(outcome.status, outcome.error);
}

// GET /api/console/sites/{site}/leads?status&kind&dealership&location&assignee&from&to&overdue&q&page
//   → { leads: InboxRow[], total, page, pageSize, pageCount }
export const listLeadsRoute = consoleSiteRoute('leads.read', async (request, staff, db, consoleSite) => {
  const found = await inboxViewer(staff, consoleSite);
  if (!found) return jsonError(404, NOT_FOUND);
  const filter = readInboxFilter(new URL(request.url).searchParams);
  const { rows, total } = await listInbox(db, found.viewer, filter);
  return Response.json({
    leads: rows,
    total,
    page: filter.page,
    pageSize: INBOX_PAGE_SIZE,
    pageCount: pageCount(total),
  });
});

// GET /api/console/sites/{site}/leads/export?(the inbox's filter) → text/csv, every lead the filter finds.
export const exportLeadsRoute = consoleSiteRoute('leads.export', async (request, staff, db, consoleSite) => {
  const found = await inboxViewer(staff, consoleSite);
  if (!found) return jsonError(404, NOT_FOUND);
  const { viewer, site } = found;
  const filter = readInboxFilter(new URL(request.url).searchParams);
  const { page: _page, ...exported } = filter;
  await recordAudit(db, {
    action: 'leads.export',
    actorId: staff.id,
    actorEmail: staff.email,
    siteId: site.id,
    subjectType: 'leads',
    after: { filter: exported },
    ip: clientAddress(request),
  });
  const encoder = new TextEncoder();
  const batches = exportInbox(db, viewer, { ...filter, page: 1 });
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(BOM + csvLine(CSV_HEADER)));
    },
    async pull(controller) {
      const next = await batches.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value.map(csvRow).join('')));
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
  const name = exportFileName(site.slug, dateAt(new Date(), viewer.siteTimeZone));
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}"`,
    },
  });
});

// GET /api/console/sites/{site}/leads/{id} → LeadDetail
export const leadRoute = consoleSiteRoute<LeadParams>(
  'leads.read',
  async (_request, staff, db, consoleSite, { id }) => {
    const found = await inboxViewer(staff, consoleSite);
    const detail = found && (await leadDetail(db, found.viewer, found.site, id));
    return detail ? Response.json(detail) : jsonError(404, NOT_FOUND);
  },
);

// POST /api/console/sites/{site}/leads/{id}/status { status, lostReason } → { lead }
export const leadStatusRoute = consoleSiteRoute<LeadParams>(
  'leads.work',
  async (request, staff, db, consoleSite, { id }) => {
    const found = await inboxViewer(staff, consoleSite);
    if (!found) return jsonError(404, NOT_FOUND);
    const body = await readValidJson(request, LeadStatusRequest);
    if (body instanceof Response) return body;
    return answer(await changeStatus(db, found.viewer, actorOf(staff, request), id, body, new Date()));
  },
);

// POST /api/console/sites/{site}/leads/{id}/notes { text } → { lead }
export const leadNoteRoute = consoleSiteRoute<LeadParams>(
  'leads.work',
  async (request, staff, db, consoleSite, { id }) => {
    const found = await inboxViewer(staff, consoleSite);
    if (!found) return jsonError(404, NOT_FOUND);
    const body = await readValidJson(request, LeadNoteRequest);
    if (body instanceof Response) return body;
    return answer(await addNote(db, found.viewer, actorOf(staff, request), id, body.text, new Date()));
  },
);

// POST /api/console/sites/{site}/leads/{id}/assignee { assigneeId | null } → { lead }: with leads.assign to
// anyone who can see the lead; a salesperson takes an unassigned lead or lets go of their own.
export const leadAssigneeRoute = consoleSiteRoute<LeadParams>(
  'leads.work',
  async (request, staff, db, consoleSite, { id }) => {
    const found = await inboxViewer(staff, consoleSite);
    if (!found) return jsonError(404, NOT_FOUND);
    const body = await readValidJson(request, LeadAssigneeRequest);
    if (body instanceof Response) return body;
    const outcome = await assignLead(
      db,
      found.viewer,
      actorOf(staff, request),
      id,
      body.assigneeId,
      {
        mayAssignOthers: staffCan(staff, consoleSite, 'leads.assign'),
        consoleOrigin: requestConsoleOrigin(request),
        siteName: found.site.config.name,
        siteMail: found.site.config.mail,
        leadPath: consolePaths.lead(consoleSite.slug, id),
      },
      new Date(),
    );
    return answer(outcome);
  },
);

// POST /api/console/sites/{site}/leads/{id}/deliveries/{delivery}/retry → { lead }: a failed delivery again.
export const leadDeliveryRetryRoute = consoleSiteRoute<LeadParams & { delivery: string }>(
  'leads.work',
  async (request, staff, db, consoleSite, { id, delivery }) => {
    const found = await inboxViewer(staff, consoleSite);
    if (!found) return jsonError(404, NOT_FOUND);
    const deliveryId = /^\d{1,9}$/.test(delivery) ? Number(delivery) : 0;
    if (deliveryId < 1) return jsonError(404, NOT_FOUND);
    return answer(await retryDelivery(db, found.viewer, actorOf(staff, request), id, deliveryId, new Date()));
  },
);
