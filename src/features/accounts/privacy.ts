import 'server-only';
import { type AnyColumn, and, asc, count, eq, gt, or, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import {
  garageVehicles,
  phoneVerifications,
  savedSearches,
  session,
  shopperRecords,
  signInCodes,
  sites,
  user,
  valuations,
  watchlistItems,
} from '@/db/schema';
import type { Shopper } from '@/session';

// What the platform holds about a signed-in shopper, and deleting it (their account, sessions, saved
// cars and searches, kept records, sign-in records and codes). Enquiries and valuations they sent are the
// dealer's records, kept by the dealer (a valuation loses its link to the deleted account).

export type AccountData = {
  profile: {
    firstName: string | null;
    lastName: string | null;
    email: string | null;
    phone: string;
    /** The name of the site the account was made on (its slug when that site is gone). */
    firstSite: string | null;
    since: Date;
  };
  savedCars: { site: string; cars: number }[];
  garage: { site: string; rego: string; state: string; year: number; make: string; model: string }[];
  savedSearches: { site: string; searches: number }[];
  /** Trade-in valuations made signed in, or kept on the account (POST /api/miscellaneous). */
  valuations: {
    site: string;
    year: number;
    make: string;
    model: string;
    rego: string;
    state: string;
    status: string;
    offer: number | null;
    at: Date;
  }[];
  activeSessions: number;
  signIns: { site: string; at: Date }[];
};

export async function accountData(db: Db, shopper: Shopper, now = new Date()): Promise<AccountData | null> {
  // Records name the site by slug; the shopper reads its name, or the slug of a site since removed.
  const siteName = (slug: AnyColumn) => sql<string>`coalesce(${sites.name}, ${slug})`;
  const [row] = await db
    .select({ user, firstSite: siteName(user.website) })
    .from(user)
    .leftJoin(sites, eq(sites.slug, user.website))
    .where(eq(user.id, shopper.id));
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
    .select({ site: siteName(phoneVerifications.websiteSlug), at: phoneVerifications.createdAt })
    .from(phoneVerifications)
    .leftJoin(sites, eq(sites.slug, phoneVerifications.websiteSlug))
    .where(eq(phoneVerifications.userId, shopper.id))
    .orderBy(phoneVerifications.id);
  const garage = await db
    .select({
      site: sites.name,
      rego: garageVehicles.rego,
      state: garageVehicles.state,
      year: garageVehicles.year,
      make: garageVehicles.make,
      model: garageVehicles.model,
    })
    .from(garageVehicles)
    .innerJoin(sites, eq(sites.id, garageVehicles.siteId))
    .where(eq(garageVehicles.userId, shopper.id))
    .orderBy(asc(sites.name), asc(garageVehicles.id));
  const kept = sql`${valuations.id}::text in (select ${shopperRecords.data}->>'valuation_id' from ${shopperRecords}
    where ${shopperRecords.userId} = ${shopper.id} and ${shopperRecords.columnName} = 'valuation')`;
  const valued = await db
    .select({
      site: sites.name,
      vehicle: valuations.vehicle,
      rego: valuations.rego,
      state: valuations.regoState,
      status: valuations.status,
      offer: valuations.offer,
      at: valuations.createdAt,
    })
    .from(valuations)
    .innerJoin(sites, eq(sites.id, valuations.siteId))
    .where(or(eq(valuations.userId, shopper.id), kept))
    .orderBy(asc(valuations.createdAt));
  return {
    profile: {
      firstName: row.user.firstName,
      lastName: row.user.lastName,
      email: row.user.email,
      phone: row.user.phoneNumber ?? '',
      firstSite: row.user.website === null ? null : row.firstSite,
      since: row.user.createdAt,
    },
    savedCars: saved,
    garage,
    savedSearches: searches,
    valuations: valued.map(({ vehicle, ...v }) => ({
      ...v,
      year: vehicle.year,
      make: vehicle.make,
      model: vehicle.model,
    })),
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
