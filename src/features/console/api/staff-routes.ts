import 'server-only';
import { clientAddress } from '@/lib/client-address';
import { fieldError, jsonError, readValidJson } from '@/lib/http';
import {
  grantableRoles,
  inviteStaff,
  listStaff,
  requestConsoleOrigin,
  roleOnSite,
  type Staff,
} from '@/staff';
import {
  changeDealerships,
  changeRole,
  type ManageOutcome,
  removeFromSite,
  resetTwoFactor,
  setMemberDisabled,
} from '@/staff/manage';
import { MemberDealershipsRequest, MemberRoleRequest, SiteInviteRequest } from './schemas';
import { type ConsoleSite, consoleSiteRoute, NOT_ALLOWED, NOT_FOUND } from './site-route';

// The Staff screen's calls.

// GET /api/console/sites/{site}/staff → { staff: StaffMember[] }.
export const listStaffRoute = consoleSiteRoute('staff.read', async (_request, _staff, db, site) =>
  Response.json({ staff: await listStaff(db, site.id) }),
);

// POST /api/console/sites/{site}/staff/invitations { email, role, dealerships } → { email, expiresAt,
// emailed }: a role no higher than the inviter's own, on this site only.
export const inviteStaffRoute = consoleSiteRoute('staff.invite', async (request, staff, db, site) => {
  const body = await readValidJson(request, SiteInviteRequest);
  if (body instanceof Response) return body;
  const own = roleOnSite(staff, site);
  if (!own || !grantableRoles(own.role).includes(body.role) || body.role === 'platform_admin')
    return fieldError('role', NOT_ALLOWED, 403);
  const outcome = await inviteStaff(
    db,
    { ...body, site: site.slug },
    {
      invitedBy: staff.email,
      actorId: staff.id,
      consoleOrigin: requestConsoleOrigin(request),
      now: new Date(),
      ip: clientAddress(request),
      limitTo: own.dealershipIds,
    },
  );
  if (!outcome.ok) return fieldError(outcome.field, outcome.error);
  if (!outcome.emailed) return jsonError(502, 'The invitation is made, but its email could not be sent.');
  return Response.json(
    { email: outcome.email, expiresAt: outcome.expiresAt, emailed: true },
    { status: 201 },
  );
});

type MemberParams = { site: string; member: string };

function actorOn(staff: Staff, site: ConsoleSite, request: Request) {
  const role = roleOnSite(staff, site);
  return role ? { id: staff.id, email: staff.email, ip: clientAddress(request), role: role.role } : null;
}

function answer(outcome: ManageOutcome): Response {
  if (outcome.ok) return new Response(null, { status: 204 });
  return outcome.field
    ? fieldError(outcome.field, outcome.error, outcome.status)
    : jsonError(outcome.status, outcome.error);
}

// POST /api/console/sites/{site}/staff/{member}/role { role } → 204: not one's own, not above one's own.
export const memberRoleRoute = consoleSiteRoute<MemberParams>(
  'staff.manage',
  async (request, staff, db, site, params) => {
    const body = await readValidJson(request, MemberRoleRequest);
    if (body instanceof Response) return body;
    const actor = actorOn(staff, site, request);
    if (!actor) return jsonError(404, NOT_FOUND);
    return answer(await changeRole(db, site.id, actor, params.member, body.role));
  },
);

// POST /api/console/sites/{site}/staff/{member}/remove → 204: off the site (disabled if it was their only one).
export const removeMemberRoute = consoleSiteRoute<MemberParams>(
  'staff.manage',
  async (request, staff, db, site, params) => {
    const actor = actorOn(staff, site, request);
    if (!actor) return jsonError(404, NOT_FOUND);
    return answer(await removeFromSite(db, site.id, actor, params.member, new Date()));
  },
);

// POST /api/console/sites/{site}/staff/{member}/dealerships { dealershipIds } → 204: some of the site's
// dealerships, or none (or all) for every one.
export const memberDealershipsRoute = consoleSiteRoute<MemberParams>(
  'staff.manage',
  async (request, staff, db, site, params) => {
    const body = await readValidJson(request, MemberDealershipsRequest);
    if (body instanceof Response) return body;
    const actor = actorOn(staff, site, request);
    if (!actor) return jsonError(404, NOT_FOUND);
    return answer(await changeDealerships(db, site, actor, params.member, body.dealershipIds));
  },
);

/** POST /api/console/sites/{site}/staff/{member}/disabled → 204 disables; DELETE → 204 enables again. */
const disabledRoute = (disabled: boolean) =>
  consoleSiteRoute<MemberParams>('staff.manage', async (request, staff, db, site, params) => {
    const actor = actorOn(staff, site, request);
    if (!actor) return jsonError(404, NOT_FOUND);
    return answer(await setMemberDisabled(db, site.id, actor, params.member, disabled, new Date()));
  });
export const disableMemberRoute = disabledRoute(true);
export const enableMemberRoute = disabledRoute(false);

// POST /api/console/sites/{site}/staff/{member}/two-factor-reset → 204: two-factor off, signed out.
export const resetMemberTwoFactorRoute = consoleSiteRoute<MemberParams>(
  'staff.manage',
  async (request, staff, db, site, params) => {
    const actor = actorOn(staff, site, request);
    if (!actor) return jsonError(404, NOT_FOUND);
    return answer(await resetTwoFactor(db, site.id, actor, params.member, new Date()));
  },
);
