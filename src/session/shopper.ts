import 'server-only';
import { and, eq, gt } from 'drizzle-orm';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getDb } from '@/db';
import type { Db } from '@/db/client';
import { session, user } from '@/db/schema';
import { paths } from '@/lib/paths';
import type { Site } from '@/tenancy/get-site';
import { needsSignIn, type SignInType } from './gates';
import { sessionTokenOf, tokenDigest } from './session-rules';

// The shopper signed in on a site (decision 017), for every route and page that asks: accounts signs
// shoppers in and out; the rest only ask who is here.

export type Shopper = {
  id: string;
  phone: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
};

export const toShopper = (row: typeof user.$inferSelect): Shopper => ({
  id: row.id,
  phone: row.phoneNumber ?? '',
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
});

/** The shopper signed in on this site by the session cookie's token, or null (another site's is no use). */
export async function shopperOf(
  db: Db,
  site: Site,
  token: string | null,
  now = new Date(),
): Promise<Shopper | null> {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select({ user })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(
      and(eq(session.token, tokenDigest(token)), eq(session.siteId, site.id), gt(session.expiresAt, now)),
    );
  return row ? toShopper(row.user) : null;
}

/** The shopper the request's session cookie signs in on this site, or null. */
export async function shopperFromRequest(request: Request, site: Site): Promise<Shopper | null> {
  return shopperOf(await getDb(), site, sessionTokenOf(request.headers.get('cookie')));
}

/** The shopper signed in on this site, for a page (its cookies make the page personal, never shared). */
export async function currentShopper(site: Site): Promise<Shopper | null> {
  return shopperOf(await getDb(), site, sessionTokenOf((await cookies()).toString()));
}

/**
 * For a page that may need sign-in (AF §2 gated routes, and the watchlist always): the signed-in shopper,
 * or a redirect to sign-in and back to `path` when the site asks for one; null when it does not.
 */
export async function requireShopper(
  site: Site,
  type: SignInType,
  path: string,
  back = paths.home(),
): Promise<Shopper | null> {
  const shopper = await currentShopper(site);
  if (!shopper && needsSignIn(site.config.features, type)) redirect(paths.signIn(type, path, back));
  return shopper;
}
