import 'server-only';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/db/client';
import { savedSearches, shopperMessages } from '@/db/schema';
import { type FieldIssue, fieldIssues, invalidFieldsBody } from '@/lib/http';
import { withQuery } from '@/lib/paths';
import { DB_ID_PATTERN, MAX_DB_ID } from '@/lib/visitor-input';
import type { Shopper } from '@/session';
import type { Site } from '@/tenancy/get-site';
import { readResultsUrl } from './results-url';
import {
  type AlertChannel,
  CHANNELS,
  canSave,
  EMAIL_NEEDED,
  keepsSavedSearches,
  NO_SAVED_SEARCHES,
  SAVED_SEARCH_LIMIT_MESSAGE,
  SIGN_IN_NEEDED,
} from './rules';
import { verifyUnsubscribeToken } from './token';

// A shopper's saved searches on a site: save, list, remove, and stop their alerts by the emailed link.

export const BAD_LINK_MESSAGE = 'This unsubscribe link is not valid.';

export type Outcome =
  | { status: 200 | 201; body: unknown }
  | { status: 400 | 401 | 404; body: { error: string; issues?: FieldIssue[] } };

export type SavedSearchItem = {
  id: number;
  name: string;
  /** The results page again, as saved: '/search/toyota?price=:30000'. */
  href: string;
  channel: AlertChannel;
  alertsOn: boolean;
};

type Row = typeof savedSearches.$inferSelect;

const toItem = (row: Row): SavedSearchItem => ({
  id: row.id,
  name: row.name,
  href: withQuery(row.path, row.query),
  channel: row.channel,
  alertsOn: row.unsubscribedAt === null,
});

export const SaveSearchSchema = z.strictObject({
  url: z.string().min(1).max(2000),
  channel: z.enum(CHANNELS, 'Please choose email or SMS.'),
});

const ID_MESSAGE = 'expected a saved search id';

/** DELETE /api/saved-searches/{id}: the id as the path gives it, digits for a whole number inside int4. */
export const SavedSearchIdParamsSchema = z.object({
  id: z
    .string()
    .regex(DB_ID_PATTERN, ID_MESSAGE)
    .transform(Number)
    .pipe(z.number().min(1, ID_MESSAGE).max(MAX_DB_ID, ID_MESSAGE)),
});

/** POST /api/saved-searches/unsubscribe: an alert link's token; one that is no text is a bad link. */
export const UnsubscribeSchema = z.object({ token: z.string(BAD_LINK_MESSAGE) });

const badField = (field: string, message: string): Outcome => ({
  status: 400,
  body: invalidFieldsBody([{ field, message }]),
});

function refusal(site: Site, shopper: Shopper | null): Outcome | null {
  if (!keepsSavedSearches(site.config.features)) return { status: 404, body: { error: NO_SAVED_SEARCHES } };
  if (!shopper) return { status: 401, body: { error: SIGN_IN_NEEDED } };
  return null;
}

/**
 * POST /api/saved-searches: saves the results page at `url`; saving one already saved changes its channel.
 * `origin` is the host the shopper saved it on (requestShopperOrigin), where its alerts' links lead.
 */
export async function saveSearch(
  db: Db,
  site: Site,
  shopper: Shopper | null,
  body: unknown,
  origin: string | null = null,
): Promise<Outcome> {
  const refused = refusal(site, shopper);
  if (refused || !shopper) return refused as Outcome;
  const parsed = SaveSearchSchema.safeParse(body);
  if (!parsed.success) return { status: 400, body: invalidFieldsBody(fieldIssues(parsed.error)) };
  const { url, channel } = parsed.data;
  if (channel === 'email' && !shopper.email) return badField('channel', EMAIL_NEEDED);
  const page = await readResultsUrl(site, url);
  if (!page) return badField('url', 'expected a results page of this site');

  const mine = and(eq(savedSearches.userId, shopper.id), eq(savedSearches.siteId, site.id));
  const [held] = await db.select({ n: count() }).from(savedSearches).where(mine);
  const [existing] = await db
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(and(mine, eq(savedSearches.path, page.path), eq(savedSearches.query, page.query)));
  if (!canSave(held.n, existing !== undefined))
    return { status: 400, body: { error: SAVED_SEARCH_LIMIT_MESSAGE } };
  const [row] = await db
    .insert(savedSearches)
    .values({ userId: shopper.id, siteId: site.id, ...page, channel, shopperOrigin: origin })
    .onConflictDoUpdate({
      target: [savedSearches.userId, savedSearches.siteId, savedSearches.path, savedSearches.query],
      set: { channel, name: page.name, preset: page.preset, unsubscribedAt: null, shopperOrigin: origin },
    })
    .returning();
  return { status: existing ? 200 : 201, body: { savedSearch: toItem(row) } };
}

/** The shopper's saved searches on this site, oldest first (the order they were saved in). */
export async function savedSearchesOf(db: Db, site: Site, shopper: Shopper): Promise<SavedSearchItem[]> {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.userId, shopper.id), eq(savedSearches.siteId, site.id)))
    .orderBy(asc(savedSearches.id));
  return rows.map(toItem);
}

/** GET /api/saved-searches. */
export async function listSavedSearches(db: Db, site: Site, shopper: Shopper | null): Promise<Outcome> {
  const refused = refusal(site, shopper);
  if (refused || !shopper) return refused as Outcome;
  return { status: 200, body: { savedSearches: await savedSearchesOf(db, site, shopper) } };
}

/** DELETE /api/saved-searches/{id}: removing one that is not there (or not theirs) is no fault. */
export async function removeSavedSearch(
  db: Db,
  site: Site,
  shopper: Shopper | null,
  rawId: string,
): Promise<Outcome> {
  const refused = refusal(site, shopper);
  if (refused || !shopper) return refused as Outcome;
  const parsed = SavedSearchIdParamsSchema.safeParse({ id: rawId });
  if (!parsed.success) return { status: 400, body: invalidFieldsBody(fieldIssues(parsed.error)) };
  const { id } = parsed.data;
  // Its alerts and any message still waiting go with it (foreign keys cascade).
  await db
    .delete(savedSearches)
    .where(
      and(eq(savedSearches.id, id), eq(savedSearches.userId, shopper.id), eq(savedSearches.siteId, site.id)),
    );
  return { status: 200, body: { success: true } };
}

export type UnsubscribeTarget = { id: number; name: string; channel: AlertChannel; alertsOn: boolean };

/** The saved search of this site an unsubscribe token names, or null (a bad token, or a search removed). */
export async function unsubscribeTarget(
  db: Db,
  site: Site,
  token: unknown,
  key: string,
): Promise<UnsubscribeTarget | null> {
  const id = verifyUnsubscribeToken(token, key);
  if (id === null) return null;
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.siteId, site.id)));
  return row
    ? { id: row.id, name: row.name, channel: row.channel, alertsOn: row.unsubscribedAt === null }
    : null;
}

/**
 * POST /api/saved-searches/unsubscribe { token }: stops the search's alerts, and any alert still waiting to
 * go. No sign-in: the token is the shopper's word. Stopping twice is once.
 */
export async function unsubscribe(db: Db, site: Site, body: unknown, key: string, now = new Date()) {
  const parsed = UnsubscribeSchema.safeParse(body);
  if (!parsed.success) return { status: 400 as const, body: invalidFieldsBody(fieldIssues(parsed.error)) };
  const id = verifyUnsubscribeToken(parsed.data.token, key);
  if (id === null) return badField('token', BAD_LINK_MESSAGE);
  return db.transaction(async (tx): Promise<Outcome> => {
    const [row] = await tx
      .update(savedSearches)
      .set({ unsubscribedAt: sql`coalesce(${savedSearches.unsubscribedAt}, ${now.toISOString()})` })
      .where(and(eq(savedSearches.id, id), eq(savedSearches.siteId, site.id)))
      .returning();
    if (!row) return { status: 404, body: { error: 'This saved search was removed: nothing more is sent.' } };
    await tx
      .update(shopperMessages)
      .set({ status: 'cancelled' })
      .where(and(eq(shopperMessages.savedSearchId, id), eq(shopperMessages.status, 'pending')));
    return { status: 200, body: { unsubscribed: true, name: row.name, channel: row.channel } };
  });
}
