import 'server-only';
import { clientAddress } from '@/lib/client-address';
import { authHeaders, consoleRoute, recordAudit, staffAuth } from '@/staff';
import { consoleSessions } from '../sessions';

// The Security screen's calls: the member's sessions, and ending all of them.

// GET /api/console/sessions → { sessions: ConsoleSession[] }, newest first.
export const listSessionsRoute = consoleRoute(
  async (_request, staff) => Response.json({ sessions: await consoleSessions(staff) }),
  { beforeTwoFactor: true },
);

// POST /api/console/sessions/sign-out-everywhere → 204: every session of the member ends, this one too.
export const signOutEverywhereRoute = consoleRoute(
  async (request, staff, db) => {
    const { auth } = await staffAuth();
    const answer = await auth.api.revokeSessions({ headers: authHeaders(request), asResponse: true });
    await recordAudit(db, {
      action: 'staff.signed_out_everywhere',
      actorId: staff.id,
      actorEmail: staff.email,
      ip: clientAddress(request),
    });
    const response = new Response(null, { status: 204 });
    for (const cookie of answer.headers.getSetCookie()) response.headers.append('set-cookie', cookie);
    return response;
  },
  { beforeTwoFactor: true },
);
