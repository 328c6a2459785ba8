import 'server-only';
import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { locations, reviews, siteDealerships, sites } from '@/db/schema';
import { dateAt, locationTimeZone } from '@/lib/dates';
import { type AuditActor, auditChange } from '@/staff/audit';
import { announceSiteChange } from '@/tenancy/announce-site-change';
import type { StockViewer } from '../stock/stock-list';
import { REVIEWS_PAGE_SIZE, type ReviewFilter } from './review-rules';

// The reviews of the locations of a member's dealerships: listed newest first, answered (the reply shows
// under the review on every site that shows the location) and hidden with a reason, or shown again. Each
// change is one audit entry, and drops every process's cached pages of those sites within seconds.

export type ConsoleReview = {
  id: number;
  customerName: string;
  rating: number;
  text: string;
  reviewDate: string;
  location: string;
  locationSlug: string;
  reply: { text: string; date: string | null } | null;
  hidden: { at: Date; reason: string } | null;
};

const inReach = (viewer: StockViewer) =>
  viewer.dealershipIds.length === 0 ? sql`false` : inArray(locations.dealershipId, viewer.dealershipIds);

const FILTERS: Record<ReviewFilter, SQL | undefined> = {
  all: undefined,
  unanswered: and(isNull(reviews.replyText), isNull(reviews.hiddenAt)),
  hidden: isNotNull(reviews.hiddenAt),
};

const columns = {
  id: reviews.id,
  customerName: reviews.customerName,
  rating: reviews.rating,
  text: reviews.text,
  reviewDate: reviews.reviewDate,
  replyText: reviews.replyText,
  replyDate: reviews.replyDate,
  hiddenAt: reviews.hiddenAt,
  hiddenReason: reviews.hiddenReason,
  location: locations.name,
  locationSlug: locations.slug,
  dealershipId: locations.dealershipId,
  state: locations.state,
  timeZone: locations.timeZone,
};
/** The reviews with their location, as every read here makes them. */
const selectReviews = (db: Pick<Db, 'select'>) =>
  db.select(columns).from(reviews).innerJoin(locations, eq(locations.id, reviews.locationId));
type Row = Awaited<ReturnType<typeof selectReviews>>[number];

const toReview = (row: Row): ConsoleReview => ({
  id: row.id,
  customerName: row.customerName,
  rating: row.rating,
  text: row.text,
  reviewDate: row.reviewDate,
  location: row.location,
  locationSlug: row.locationSlug,
  reply: row.replyText ? { text: row.replyText, date: row.replyDate } : null,
  hidden: row.hiddenAt ? { at: row.hiddenAt, reason: row.hiddenReason ?? '' } : null,
});

/** A page of the reviews in the member's reach, newest first, with how many there are in all. */
export async function listReviews(
  db: Db,
  viewer: StockViewer,
  filter: ReviewFilter,
  page: number,
): Promise<{ reviews: ConsoleReview[]; total: number; page: number; pageCount: number }> {
  const where = and(inReach(viewer), FILTERS[filter]);
  const [[{ total }], rows] = await Promise.all([
    db
      .select({ total: count() })
      .from(reviews)
      .innerJoin(locations, eq(locations.id, reviews.locationId))
      .where(where),
    selectReviews(db)
      .where(where)
      .orderBy(desc(reviews.reviewDate), desc(reviews.id))
      .limit(REVIEWS_PAGE_SIZE)
      .offset((page - 1) * REVIEWS_PAGE_SIZE),
  ]);
  return {
    reviews: rows.map(toReview),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / REVIEWS_PAGE_SIZE)),
  };
}

export type ReviewChange = { reply: string } | { hide: string } | { show: true };
export type ReviewOutcome = { ok: true; review: ConsoleReview } | { ok: false; status: 404; error: string };

/** The sites that show a dealership's locations: each one's cached pages go with a change. */
async function sitesShowing(db: Db, dealershipId: number) {
  return db
    .select({ id: sites.id, slug: sites.slug })
    .from(siteDealerships)
    .innerJoin(sites, eq(sites.id, siteDealerships.siteId))
    .where(eq(siteDealerships.dealershipId, dealershipId));
}

/** Replies to (an empty reply takes it off), hides or shows again a review in the member's reach. */
export async function changeReview(
  db: Db,
  viewer: StockViewer,
  actor: AuditActor,
  reviewId: number,
  change: ReviewChange,
  now: Date,
): Promise<ReviewOutcome> {
  const outcome = await db.transaction(async (tx) => {
    const [row] = await selectReviews(tx)
      .where(and(eq(reviews.id, reviewId), inReach(viewer)))
      .for('update', { of: reviews });
    if (!row) return null;
    const before = toReview(row);
    let set: Partial<typeof reviews.$inferInsert>;
    let action: string;
    if ('reply' in change) {
      const text = change.reply.trim();
      set = text
        ? {
            replyText: text,
            replyDate: dateAt(now, locationTimeZone({ state: row.state, timeZone: row.timeZone })),
          }
        : { replyText: null, replyDate: null };
      action = 'review.reply';
    } else if ('hide' in change) {
      set = { hiddenAt: now, hiddenReason: change.hide.trim() };
      action = 'review.hide';
    } else {
      set = { hiddenAt: null, hiddenReason: null };
      action = 'review.show';
    }
    await tx.update(reviews).set(set).where(eq(reviews.id, reviewId));
    const after = toReview({ ...row, ...set });
    await auditChange(
      tx,
      actor,
      viewer.siteId,
      action,
      { type: 'review', id: String(reviewId) },
      {
        before: { reply: before.reply?.text ?? null, hidden: before.hidden?.reason ?? null },
        after: { reply: after.reply?.text ?? null, hidden: after.hidden?.reason ?? null },
      },
    );
    return { review: after, dealershipId: row.dealershipId };
  });
  if (!outcome) return { ok: false, status: 404, error: 'Not found' };
  await announceSiteChange(db, await sitesShowing(db, outcome.dealershipId));
  return { ok: true, review: outcome.review };
}
