import 'server-only';
import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '@/db/client';
import {
  phoneVerifications,
  savedSearches,
  session,
  signInCodes,
  sites,
  user,
  watchlistItems,
} from '@/db/schema';
import type { Shopper } from './server';

// What the platform holds about a signed-in shopper, and deleting it (their account, sessions, saved
// cars and searches, sign-in records and codes). Enquiries they sent are the dealer's records, kept by the dealer.

export type AccountData = {
  profile: {
    firstName: string | null;
    lastName: string | null;
    email: string | null;
    phone: string;
    firstSite: string | null;
    since: Date;
  };
  savedCars: { site: string; cars: number }[];
  savedSearches: { site: string; searches: number }[];
  activeSessions: number;
  signIns: { site: string; at: Date }[];
};

export async function accountData(db: Db, shopper: Shopper, now = new Date()): Promise<AccountData | null> {
  const [row] = await db.select().from(user).where(eq(user.id, shopper.id));
  if (!row) return null;
  const saved = await db
    .select({ site: sites.name, cars: count() })
    .from(watchlistItems)
    .innerJoin(sites, eq(sites.id, watchlistItems.siteId))
    .where(eq(watchlistItems.userId, shopper.id))
    .groupBy(sites.name)
    .orderBy(sites.name);
  const searches = await db
    .select({ site: sites.name, searches: count() })
    .from(savedSearches)
    .innerJoin(sites, eq(sites.id, savedSearches.siteId))
    .where(eq(savedSearches.userId, shopper.id))
    .groupBy(sites.name)
    .orderBy(sites.name);
  const [sessions] = await db
    .select({ n: count() })
    .from(session)
    .where(and(eq(session.userId, shopper.id), gt(session.expiresAt, now)));
  const signIns = await db
    .select({ site: phoneVerifications.websiteSlug, at: phoneVerifications.createdAt })
    .from(phoneVerifications)
    .where(eq(phoneVerifications.userId, shopper.id))
    .orderBy(phoneVerifications.id);
  return {
    profile: {
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phone: row.phoneNumber ?? '',
      firstSite: row.website,
      since: row.createdAt,
    },
    savedCars: saved,
    savedSearches: searches,
    activeSessions: sessions.n,
    signIns,
  };
}

/** Deletes the shopper's account and everything that hangs off it, on every site. */
export async function deleteAccount(db: Db, shopper: Shopper): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(signInCodes).where(eq(signInCodes.phone, shopper.phone));
    // Sessions, saved cars and searches (with their alerts and messages) and sign-in records go with the
    // user (foreign keys cascade).
    await tx.delete(user).where(eq(user.id, shopper.id));
  });
}
