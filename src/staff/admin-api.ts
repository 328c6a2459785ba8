import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { sites } from '@/db/schema';
import { apiRoute } from '@/lib/api-route';
import { clientAddress } from '@/lib/client-address';
import { fieldError, readValidJson } from '@/lib/http';
import { hasPlatformKey, missingPlatformKey } from '@/lib/platform-key';
import { isValidName } from '@/tenancy/site-store';
import { DisableStaffRequest } from './admin-schemas';
import { recordAudit } from './audit';
import { requestConsoleOrigin } from './console-origin';
import { disableStaff, listStaff } from './directory';
import { InviteRequest, inviteStaff } from './invite';

// The staff's part of the platform's admin API (the platform key), for `npm run staff` while a server
// holds the embedded database: invite, list, disable.

const BY = 'command line';

// POST /api/admin/staff/invitations { email, role, site?, dealerships? } → { link, email, expiresAt, emailed }.
export const adminInviteRoute = apiRoute(async (request) => {
  if (!hasPlatformKey(request.headers)) return missingPlatformKey();
  const body = await readValidJson(request, InviteRequest);
  if (body instanceof Response) return body;
  const outcome = await inviteStaff(await getDb(), body, {
    invitedBy: BY,
    actorId: null,
    consoleOrigin: requestConsoleOrigin(null),
    now: new Date(),
    ip: clientAddress(request),
  });
  if (!outcome.ok) return fieldError(outcome.field, outcome.error);
  return Response.json(outcome, { status: 201 });
});

// GET /api/admin/staff[?site=SLUG] → { staff }.
export const adminListStaffRoute = apiRoute(async (request) => {
  if (!hasPlatformKey(request.headers)) return missingPlatformKey();
  const slug = new URL(request.url).searchParams.get('site');
  const db = await getDb();
  let siteId: number | null = null;
  if (slug !== null) {
    const [site] = isValidName(slug)
      ? await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, slug))
      : [];
    if (!site) return fieldError('site', `No site is called '${slug}'.`, 404);
    siteId = site.id;
  }
  return Response.json({ staff: await listStaff(db, siteId) });
});

// POST /api/admin/staff/disable { email } → { email, disabled: true }: signed out everywhere at once.
export const adminDisableRoute = apiRoute(async (request) => {
  if (!hasPlatformKey(request.headers)) return missingPlatformKey();
  const body = await readValidJson(request, DisableStaffRequest);
  if (body instanceof Response) return body;
  const db = await getDb();
  const member = await disableStaff(db, body.email, new Date());
  if (!member) return fieldError('email', 'No enabled staff member has that email.', 404);
  await recordAudit(db, {
    action: 'staff.disabled',
    actorEmail: BY,
    subjectType: 'staff',
    subjectId: member.id,
    after: { email: body.email.trim().toLowerCase() },
    ip: clientAddress(request),
  });
  return Response.json({ email: body.email.trim().toLowerCase(), disabled: true });
});
