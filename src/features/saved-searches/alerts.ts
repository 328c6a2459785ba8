import 'server-only';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { cars, savedSearchAlerts, savedSearches, sites, user } from '@/db/schema';
import { shownPrice } from '@/inventory/price-rules';
import { isAvailable } from '@/inventory/status-rules';
import { australianMobile } from '@/lib/au-phone';
import { yieldToEventLoop } from '@/lib/batches';
import { logger } from '@/lib/logger';
import { absoluteUrl, paths, withQuery } from '@/lib/paths';
import { platformKey } from '@/lib/platform-key';
import { queueShopperMessage } from '@/lib/shopper-messages';
import { type ArrivalsMatcher, arrivalsMatcher } from '@/search';
import { readSite, type Site } from '@/tenancy/site';
import { siteContact } from '@/tenancy/site-contact';
import { messageOrigin } from '@/tenancy/site-origin';
import { type AlertContent, alertEmail, alertSms } from './alert-message';
import { alertSince } from './rules';
import { unsubscribeToken } from './token';

// The alerts job: for every saved search with alerts on, the cars that arrived since it was saved and
// match it (through the search engine, as its results page would show them) and that it has not told of
// yet. Each search's new cars are written to saved_search_alerts and its one message to the outbox in one
// transaction; the alerts' primary key makes a car news once per search, however often it is re-imported
// and however many processes run this at once (the second writer finds the rows taken and sends nothing).

export type AlertsRun = {
  /** The stock version the run looked at (see ArrivalsMatcher). */
  stockVersion: number;
  searches: number;
  messages: number;
  cars: number;
  /** Searches that could not be read or matched (logged, and left for the next run). */
  skipped: number;
};

type SavedRow = typeof savedSearches.$inferSelect;
type Recipient = { email: string | null; phone: string | null; firstName: string | null };

async function sitesOf(db: Db, ids: number[]): Promise<Map<number, Site>> {
  const rows = ids.length ? await db.select().from(sites).where(inArray(sites.id, ids)) : [];
  const found = new Map<number, Site>();
  for (const row of rows) {
    try {
      found.set(row.id, await readSite(db, row));
    } catch (error) {
      logger.error(
        { err: error, site: row.slug },
        'Saved-search alerts skip a site whose config does not read',
      );
    }
  }
  return found;
}

export type AlertsOptions = {
  db: Db;
  now?: Date;
  /** The unsubscribe links' key; default the platform key. */
  key?: string;
  /** Skips the run when the stock is still at this version (the loop's last run looked at it all). */
  skipIfStockAt?: number;
};

export async function runSavedSearchAlerts(options: AlertsOptions): Promise<AlertsRun> {
  const { db } = options;
  const now = options.now ?? new Date();
  const key = options.key ?? platformKey();
  const matcher = await arrivalsMatcher(now);
  if (matcher.stockVersion === options.skipIfStockAt)
    return { stockVersion: matcher.stockVersion, searches: 0, messages: 0, cars: 0, skipped: 0 };
  const rows = await db
    .select({
      search: savedSearches,
      recipient: { email: user.email, phone: user.phoneNumber, firstName: user.firstName },
    })
    .from(savedSearches)
    .innerJoin(user, eq(user.id, savedSearches.userId))
    .where(isNull(savedSearches.unsubscribedAt))
    .orderBy(asc(savedSearches.id));
  const siteById = await sitesOf(db, [...new Set(rows.map((row) => row.search.siteId))]);
  const run: AlertsRun = {
    stockVersion: matcher.stockVersion,
    searches: rows.length,
    messages: 0,
    cars: 0,
    skipped: 0,
  };
  for (const [i, { search, recipient }] of rows.entries()) {
    if (i > 0 && i % 50 === 0) await yieldToEventLoop();
    const site = siteById.get(search.siteId);
    const ids = site ? matchOf(matcher, site, search, now) : null;
    if (!site || ids === null) {
      run.skipped += 1;
      continue;
    }
    if (ids.length === 0) continue;
    const told = await announce(db, site, search, recipient, ids, key);
    if (told > 0) {
      run.messages += 1;
      run.cars += told;
    }
  }
  return run;
}

/** The search's new matching cars, or null when its stored state cannot be matched (never a throw). */
function matchOf(matcher: ArrivalsMatcher, site: Site, search: SavedRow, now: Date): number[] | null {
  try {
    const ids = matcher.match(site, search, alertSince(search.createdAt, now));
    if (ids === null)
      logger.warn({ savedSearchId: search.id }, 'A saved search no longer reads; it matches nothing');
    return ids;
  } catch (error) {
    logger.error({ err: error, savedSearchId: search.id }, 'A saved search could not be matched');
    return null;
  }
}

/** Where the message goes: the chosen channel, or the mobile when the account has no email any more. */
function destination(search: SavedRow, recipient: Recipient) {
  if (search.channel === 'email' && recipient.email)
    return { channel: 'email' as const, target: recipient.email };
  const mobile = australianMobile(recipient.phone);
  return mobile ? { channel: 'sms' as const, target: mobile.international } : null;
}

async function announce(
  db: Db,
  site: Site,
  search: SavedRow,
  recipient: Recipient,
  ids: number[],
  key: string,
): Promise<number> {
  const known = await db
    .select({ carId: savedSearchAlerts.carId })
    .from(savedSearchAlerts)
    .where(and(eq(savedSearchAlerts.savedSearchId, search.id), inArray(savedSearchAlerts.carId, ids)));
  const told = new Set(known.map((row) => row.carId));
  const fresh = ids.filter((id) => !told.has(id));
  const to = destination(search, recipient);
  if (fresh.length === 0 || !to) return 0;
  const sender = to.channel === 'email' ? await siteContact(db, site) : null;
  return db.transaction(async (tx) => {
    const taken = await tx
      .insert(savedSearchAlerts)
      .values(fresh.map((carId) => ({ savedSearchId: search.id, carId })))
      .onConflictDoNothing()
      .returning({ carId: savedSearchAlerts.carId });
    if (taken.length === 0) return 0;
    const found = await tx
      .select()
      .from(cars)
      .where(
        inArray(
          cars.id,
          taken.map((row) => row.carId),
        ),
      );
    // Newest first, as matched; a car sold in the moment since is left out (and not told of later).
    const byId = new Map(found.map((car) => [car.id, car]));
    const listed = fresh.flatMap((id) => {
      const car = byId.get(id);
      return car && isAvailable(car.status) ? [car] : [];
    });
    if (listed.length === 0) return 0;
    const origin = messageOrigin(search.shopperOrigin, site.config);
    const unsubscribeUrl = absoluteUrl(origin, paths.unsubscribe(unsubscribeToken(search.id, key)));
    const content: AlertContent = {
      siteName: site.config.name,
      searchName: search.name,
      firstName: recipient.firstName,
      cars: listed.map((car) => ({
        name: car.name,
        price: shownPrice(car).now,
        url: absoluteUrl(origin, paths.car(car.slug)),
      })),
      resultsUrl: absoluteUrl(origin, withQuery(search.path, search.query)),
      unsubscribeUrl,
      noPriceText: site.config.copy.noPriceText,
    };
    const message = {
      siteId: site.id,
      userId: search.userId,
      savedSearchId: search.id,
      target: to.target,
      unsubscribeUrl,
    };
    await queueShopperMessage(
      tx,
      sender
        ? { ...message, channel: 'email', ...alertEmail(content), sender }
        : { ...message, channel: 'sms', text: alertSms(content) },
    );
    return listed.length;
  });
}
