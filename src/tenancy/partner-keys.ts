import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { partnerKeys, sites } from '../db/schema';
import { hashApiKey, issueApiKey, PARTNER_KEY_PREFIX } from '../lib/api-key';

// Partners' read-only keys to a site's stock: issued by the `partner-key` command, shown once, kept as
// their digest; a key opens its own site's partner API and no other. Not 'server-only': the command is
// plain Node.

export type PartnerKeyEntry = { id: number; label: string; createdAt: Date; revokedAt: Date | null };

/** A new key for the site, or null when there is no such site. */
export async function issuePartnerKey(
  db: Db,
  slug: string,
  label: string,
): Promise<{ id: number; key: string } | null> {
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, slug));
  if (!site) return null;
  const { key, hash } = issueApiKey(PARTNER_KEY_PREFIX);
  const [row] = await db
    .insert(partnerKeys)
    .values({ siteId: site.id, label, keyHash: hash })
    .returning({ id: partnerKeys.id });
  return { id: row.id, key };
}

/** Stops the site's key `id` opening anything; false when the site has no such key still working. */
export async function revokePartnerKey(db: Db, slug: string, id: number, now = new Date()): Promise<boolean> {
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, slug));
  if (!site) return false;
  const rows = await db
    .update(partnerKeys)
    .set({ revokedAt: now })
    .where(and(eq(partnerKeys.id, id), eq(partnerKeys.siteId, site.id), isNull(partnerKeys.revokedAt)))
    .returning({ id: partnerKeys.id });
  return rows.length > 0;
}

export async function listPartnerKeys(db: Db, slug: string): Promise<PartnerKeyEntry[] | null> {
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, slug));
  if (!site) return null;
  return db
    .select({
      id: partnerKeys.id,
      label: partnerKeys.label,
      createdAt: partnerKeys.createdAt,
      revokedAt: partnerKeys.revokedAt,
    })
    .from(partnerKeys)
    .where(eq(partnerKeys.siteId, site.id))
    .orderBy(asc(partnerKeys.id));
}

const KEY = new RegExp(`^${PARTNER_KEY_PREFIX}[A-Za-z0-9_-]{43}$`);

/** Whether a key (as given in `Authorization: Bearer …`) is a working key of this site. */
export async function partnerKeyOpens(db: Db, siteId: number, key: string): Promise<boolean> {
  if (!KEY.test(key)) return false;
  const [row] = await db
    .select({ id: partnerKeys.id })
    .from(partnerKeys)
    .where(
      and(
        eq(partnerKeys.keyHash, hashApiKey(key)),
        eq(partnerKeys.siteId, siteId),
        isNull(partnerKeys.revokedAt),
      ),
    );
  return Boolean(row);
}
