import 'server-only';
import { fieldError, jsonError, readValidJson } from '@/lib/http';
import { replyToLead } from '../leads/replies';
import { deleteTemplate, listTemplates, saveTemplate, type TemplateOutcome } from '../leads/templates';
import { inboxViewer } from '../leads/viewer';
import { actorOf } from './actor';
import { LeadReplyRequest, ReplyTemplateRequest } from './schemas';
import { consoleSiteRoute, NOT_FOUND } from './site-route';

// Replies to shoppers and the site's reply templates (README, API).

/** A template id from the path: a whole number within PostgreSQL's integer, else none. */
const templateId = (value: string) => (/^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null);

function answer(outcome: TemplateOutcome, created = false): Response {
  if (outcome.ok) return Response.json({ template: outcome.template }, { status: created ? 201 : 200 });
  return outcome.field
    ? fieldError(outcome.field, outcome.error, outcome.status)
    : jsonError(outcome.status, outcome.error);
}

// POST /api/console/sites/{site}/leads/{id}/replies { channel, subject, body, key } → { lead }
export const leadReplyRoute = consoleSiteRoute<{ site: string; id: string }>(
  'leads.work',
  async (request, staff, db, consoleSite, { id }) => {
    const found = await inboxViewer(staff, consoleSite);
    if (!found) return jsonError(404, NOT_FOUND);
    const body = await readValidJson(request, LeadReplyRequest);
    if (body instanceof Response) return body;
    const outcome = await replyToLead(
      db,
      found.viewer,
      actorOf(staff, request),
      found.site,
      id,
      body,
      new Date(),
    );
    if (outcome.ok) return Response.json({ lead: outcome.lead });
    return outcome.field
      ? fieldError(outcome.field, outcome.error, outcome.status)
      : jsonError(outcome.status, outcome.error);
  },
);

// GET /api/console/sites/{site}/reply-templates → { templates }
export const listTemplatesRoute = consoleSiteRoute('leads.read', async (_request, _staff, db, site) =>
  Response.json({ templates: await listTemplates(db, site.id) }),
);

// POST /api/console/sites/{site}/reply-templates { name, channel, subject, body } → 201 { template }
export const createTemplateRoute = consoleSiteRoute('leads.templates', async (request, staff, db, site) => {
  const body = await readValidJson(request, ReplyTemplateRequest);
  if (body instanceof Response) return body;
  return answer(await saveTemplate(db, site.id, actorOf(staff, request), body, null), true);
});

type TemplateParams = { site: string; template: string };

// PUT /api/console/sites/{site}/reply-templates/{template} { name, channel, subject, body } → { template }
export const updateTemplateRoute = consoleSiteRoute<TemplateParams>(
  'leads.templates',
  async (request, staff, db, site, params) => {
    const id = templateId(params.template);
    if (id === null) return jsonError(404, NOT_FOUND);
    const body = await readValidJson(request, ReplyTemplateRequest);
    if (body instanceof Response) return body;
    return answer(await saveTemplate(db, site.id, actorOf(staff, request), body, id));
  },
);

// DELETE /api/console/sites/{site}/reply-templates/{template} → 204
export const deleteTemplateRoute = consoleSiteRoute<TemplateParams>(
  'leads.templates',
  async (request, staff, db, site, params) => {
    const id = templateId(params.template);
    if (id === null || !(await deleteTemplate(db, site.id, actorOf(staff, request), id)))
      return jsonError(404, NOT_FOUND);
    return new Response(null, { status: 204 });
  },
);
