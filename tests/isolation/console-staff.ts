import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { sites } from '../../src/db/schema';
import { staffAuth } from '../../src/staff';
import { acceptInvitation } from '../../src/staff/accept-invitation';
import { createInvitation } from '../../src/staff/invitations';
import { signInWithPassword } from '../../src/staff/sign-in';

// A staff member of a site for the console's rows of the isolation matrix, signed in as the console's
// sign-in call does it; and a request to the console's host with their cookie.

const PASSWORD = 'isolation matrix passphrase';
const cookies = new Map<string, string>();

/** The session cookie of a manager of the site (made and signed in once per site). */
export async function consoleManager(db: Db, slug: string): Promise<string> {
  const known = cookies.get(slug);
  if (known) return known;
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, slug));
  const email = `manager.${slug}@example.com`;
  const { token } = await createInvitation(
    db,
    { email, role: 'manager', siteId: site.id, dealershipIds: [], invitedBy: 'isolation test' },
    new Date(),
  );
  const accepted = await acceptInvitation(
    db,
    { token, name: `Manager ${slug}`, password: PASSWORD },
    { now: new Date(), ip: null },
  );
  if (!accepted.ok) throw new Error(accepted.error);
  const { auth } = await staffAuth();
  const signedIn = await signInWithPassword(
    db,
    auth,
    { email, password: PASSWORD },
    {
      headers: new Headers(),
      ip: null,
      now: new Date(),
    },
  );
  if (!signedIn.ok) throw new Error(signedIn.error);
  const cookie = signedIn.response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  cookies.set(slug, cookie);
  return cookie;
}

export function consoleRequest(method: string, cookie: string, body?: unknown): Request {
  const headers: Record<string, string> = {
    host: 'console.localhost:3000',
    cookie,
    'user-agent': 'vitest isolation',
  };
  if (body !== undefined) headers['content-type'] = 'application/json';
  return new Request('http://console.localhost:3000/api/console/x', {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
