import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { dealerships } from '@/db/schema';
import { issueApiKey } from '@/lib/api-key';

// A dealership's stock-feed key, issued, replaced and taken away: by the `stock-key` command and by an
// owner in the console while the platform runs. Not marked 'server-only': the command is plain Node.

export type DealershipWhere = { slug: string } | { id: number };

const matching = (where: DealershipWhere) =>
  'id' in where ? eq(dealerships.id, where.id) : eq(dealerships.slug, where.slug);

/**
 * Gives the dealership a new random key and returns it, or null when there is no such dealership; the
 * previous key stops working at once. The key is returned only here: the database keeps its SHA-256 digest.
 */
export async function rotateFeedKey(
  db: Pick<Db, 'update'>,
  where: DealershipWhere,
  now = new Date(),
): Promise<string | null> {
  const { key, hash } = issueApiKey();
  const rows = await db
    .update(dealerships)
    .set({ apiKeyHash: hash, apiKeyIssuedAt: now })
    .where(matching(where))
    .returning({ id: dealerships.id });
  return rows.length === 0 ? null : key;
}

/** Takes the dealership's key away (nothing can send its stock until a new one is issued); false: none such. */
export async function revokeFeedKey(db: Pick<Db, 'update'>, where: DealershipWhere): Promise<boolean> {
  const rows = await db
    .update(dealerships)
    .set({ apiKeyHash: null, apiKeyIssuedAt: null })
    .where(matching(where))
    .returning({ id: dealerships.id });
  return rows.length > 0;
}
