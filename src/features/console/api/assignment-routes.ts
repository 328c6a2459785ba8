import 'server-only';
import { fieldError, jsonError, readValidJson } from '@/lib/http';
import { consoleRoute, roleOnSite, type Staff } from '@/staff';
import { addRule, deleteRule, listRules, setAway } from '../leads/assignment-store';
import { actorOf } from './actor';
import { AssignmentRuleRequest, AwayRequest } from './schemas';
import { type ConsoleSite, consoleSiteRoute, NOT_FOUND } from './site-route';

// The assignment rules of a site, and a member's own "away" (README, API).

/** The dealerships a member may name in a rule: their own, or the site's all (wholeSite). */
function reachOf(staff: Staff, site: ConsoleSite) {
  const own = roleOnSite(staff, site)?.dealershipIds ?? [];
  return own.length === 0
    ? { wholeSite: true, dealershipIds: site.dealershipIds }
    : { wholeSite: false, dealershipIds: own.filter((id) => site.dealershipIds.includes(id)) };
}

// GET /api/console/sites/{site}/assignment-rules → { rules }
export const listRulesRoute = consoleSiteRoute('leads.assign', async (_request, _staff, db, site) =>
  Response.json({ rules: await listRules(db, site.id) }),
);

// POST /api/console/sites/{site}/assignment-rules { dealershipId, locationId, kinds } → 201 { rule }
export const addRuleRoute = consoleSiteRoute('leads.assign', async (request, staff, db, site) => {
  const body = await readValidJson(request, AssignmentRuleRequest);
  if (body instanceof Response) return body;
  const outcome = await addRule(db, site.id, actorOf(staff, request), body, reachOf(staff, site));
  if (!outcome.ok) return fieldError(outcome.field, outcome.error);
  return Response.json({ rule: outcome.rule }, { status: 201 });
});

// DELETE /api/console/sites/{site}/assignment-rules/{rule} → 204
export const deleteRuleRoute = consoleSiteRoute<{ site: string; rule: string }>(
  'leads.assign',
  async (request, staff, db, site, params) => {
    const id = /^\d{1,9}$/.test(params.rule) ? Number(params.rule) : 0;
    if (id < 1 || !(await deleteRule(db, site.id, actorOf(staff, request), id, reachOf(staff, site))))
      return jsonError(404, NOT_FOUND);
    return new Response(null, { status: 204 });
  },
);

// POST /api/console/away { away } → { away }: the member's own; new leads skip a member who is away.
export const awayRoute = consoleRoute(async (request, staff, db) => {
  const body = await readValidJson(request, AwayRequest);
  if (body instanceof Response) return body;
  await setAway(db, actorOf(staff, request), body.away);
  return Response.json({ away: body.away });
});
