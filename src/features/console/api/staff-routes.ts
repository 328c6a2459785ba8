import 'server-only';
import { clientAddress } from '@/lib/client-address';
import { fieldError, jsonError, readValidJson } from '@/lib/http';
import { grantableRoles, inviteStaff, listStaff, requestConsoleOrigin, roleOnSite } from '@/staff';
import { SiteInviteRequest } from './schemas';
import { consoleSiteRoute, NOT_ALLOWED } from './site-route';

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
    { email: outcome.email, expiresAt: outcome.expiresAt.toISOString(), emailed: true },
    { status: 201 },
  );
});
