import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, locations, reviews, siteDealerships, sites } from '@/db/schema';
import { createTestDb } from '../../../../tests/helpers/test-db';
import { ReviewHideRequest, ReviewReplyRequest } from '../api/schemas';
import {
  HIDE_REASON_MAX_LENGTH,
  HIDE_REASON_MIN_LENGTH,
  REVIEW_MESSAGES,
  reviewFilterOf,
} from './review-rules';
import { changeReview, listReviews } from './reviews';

vi.mock('server-only', () => ({}));

// A manager answers the reviews of their dealerships' locations: a reply on the location's date, hiding
// with a reason and showing again, each once on the audit log; another dealership's review is not theirs.

let handle: Awaited<ReturnType<typeof createTestDb>>;
let viewer: { siteId: number; dealershipIds: number[] };
let mine: number;
let theirs: number;
const actor = { id: 'manager-1', email: 'manager@example.com', ip: null };

beforeAll(async () => {
  handle = await createTestDb({ cars: 5 });
  const [site] = await handle.db.select().from(sites).where(eq(sites.slug, 'carzone'));
  const links = await handle.db.select().from(siteDealerships).where(eq(siteDealerships.siteId, site.id));
  const ids = links.map((link) => link.dealershipId);
  viewer = { siteId: site.id, dealershipIds: ids.slice(0, 1) };
  const [own] = await handle.db.select().from(locations).where(eq(locations.dealershipId, ids[0]));
  const [other] = await handle.db
    .select()
    .from(locations)
    .where(and(inArray(locations.dealershipId, ids.slice(1))));
  const made = await handle.db
    .insert(reviews)
    .values([
      {
        dealershipId: own.dealershipId,
        locationId: own.id,
        customerName: 'Pat',
        text: 'Great',
        rating: 5,
        reviewDate: '2026-11-20',
      },
      {
        dealershipId: other.dealershipId,
        locationId: other.id,
        customerName: 'Sam',
        text: 'Slow',
        rating: 2,
        reviewDate: '2026-11-21',
      },
    ])
    .returning({ id: reviews.id });
  [mine, theirs] = made.map((row) => row.id);
}, 120_000);
afterAll(() => handle.drop());

describe('changeReview', () => {
  it('replies on the location’s date, takes the reply off, each on the audit log', async () => {
    // 2026-11-28 14:30 UTC is already the 29th in Brisbane.
    const now = new Date('2026-11-28T14:30:00Z');
    const answered = await changeReview(handle.db, viewer, actor, mine, { reply: '  Thanks, Pat!  ' }, now);
    expect(answered).toMatchObject({
      ok: true,
      review: { reply: { text: 'Thanks, Pat!', date: '2026-11-29' } },
    });
    const off = await changeReview(handle.db, viewer, actor, mine, { reply: '' }, now);
    expect(off).toMatchObject({ ok: true, review: { reply: null } });
    const log = await handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(mine)));
    expect(log.map((row) => [row.action, row.after])).toEqual([
      ['review.reply', { reply: 'Thanks, Pat!', hidden: null }],
      ['review.reply', { reply: null, hidden: null }],
    ]);
  });

  it('hides with a reason and shows again; the filters list it where it belongs', async () => {
    const now = new Date();
    await changeReview(handle.db, viewer, actor, mine, { hide: 'A phone number in it' }, now);
    const hidden = await listReviews(handle.db, viewer, 'hidden', 1);
    expect(hidden.reviews.find((r) => r.id === mine)?.hidden?.reason).toBe('A phone number in it');
    expect((await listReviews(handle.db, viewer, 'unanswered', 1)).reviews.some((r) => r.id === mine)).toBe(
      false,
    );
    await changeReview(handle.db, viewer, actor, mine, { show: true }, now);
    expect((await listReviews(handle.db, viewer, 'hidden', 1)).reviews.some((r) => r.id === mine)).toBe(
      false,
    );
    expect((await listReviews(handle.db, viewer, 'unanswered', 1)).reviews.some((r) => r.id === mine)).toBe(
      true,
    );
  });

  it('never reaches a review of a dealership outside the member’s scope', async () => {
    expect((await listReviews(handle.db, viewer, 'all', 1)).reviews.some((r) => r.id === theirs)).toBe(false);
    expect(await changeReview(handle.db, viewer, actor, theirs, { reply: 'Hi' }, new Date())).toEqual({
      ok: false,
      status: 404,
      error: 'Not found',
    });
    const [row] = await handle.db.select().from(reviews).where(eq(reviews.id, theirs));
    expect(row.replyText).toBeNull();
  });
});

describe('the requests', () => {
  it.each<[string, boolean]>([
    ['x'.repeat(HIDE_REASON_MIN_LENGTH - 1), false],
    ['x'.repeat(HIDE_REASON_MIN_LENGTH), true],
    ['x'.repeat(HIDE_REASON_MAX_LENGTH), true],
    ['x'.repeat(HIDE_REASON_MAX_LENGTH + 1), false],
    [`  ${'x'.repeat(HIDE_REASON_MIN_LENGTH - 1)}  `, false],
  ])('a reason of %j is taken: %s', (reason, ok) => {
    const parsed = ReviewHideRequest.safeParse({ reason });
    expect(parsed.success).toBe(ok);
    if (!parsed.success) expect(parsed.error.issues[0].message).toBe(REVIEW_MESSAGES.reason);
  });

  it('takes an empty reply (none) and refuses one over 2,000 characters', () => {
    expect(ReviewReplyRequest.safeParse({ text: '' }).success).toBe(true);
    expect(ReviewReplyRequest.safeParse({ text: 'x'.repeat(2000) }).success).toBe(true);
    expect(ReviewReplyRequest.safeParse({ text: 'x'.repeat(2001) }).error?.issues[0].message).toBe(
      REVIEW_MESSAGES.replyTooLong,
    );
  });

  it.each([
    ['unanswered', 'unanswered'],
    ['hidden', 'hidden'],
    ['nonsense', 'all'],
    [null, 'all'],
  ])('reads the filter %j as %s', (value, filter) => {
    expect(reviewFilterOf(value)).toBe(filter);
  });
});
