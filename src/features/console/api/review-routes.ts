import 'server-only';
import { clientAddress } from '@/lib/client-address';
import { DB_ID_PATTERN } from '@/lib/db-id';
import { jsonError, readValidJson } from '@/lib/http';
import { reviewFilterOf, reviewPageOf } from '../reviews/review-rules';
import { changeReview, listReviews, type ReviewChange } from '../reviews/reviews';
import { stockViewer } from '../stock/viewer';
import { ReviewHideRequest, ReviewReplyRequest } from './schemas';
import { consoleSiteRoute, NOT_FOUND } from './site-route';

// The Reviews screen's calls: the reviews of the member's dealerships' locations, a reply, hiding and
// showing again (managers and owners).

type ReviewParams = { site: string; review: string };

// GET /api/console/sites/{site}/reviews?filter=all|unanswered|hidden&page → { reviews, total, page, pageCount }.
export const listReviewsRoute = consoleSiteRoute('reviews.manage', async (request, staff, db, site) => {
  const viewer = stockViewer(staff, site);
  if (!viewer) return jsonError(404, NOT_FOUND);
  const query = new URL(request.url).searchParams;
  return Response.json(
    await listReviews(db, viewer, reviewFilterOf(query.get('filter')), reviewPageOf(query.get('page'))),
  );
});

const reviewRoute = (read: (request: Request) => Promise<ReviewChange | Response>) =>
  consoleSiteRoute<ReviewParams>('reviews.manage', async (request, staff, db, site, params) => {
    const id = DB_ID_PATTERN.test(params.review) ? Number(params.review) : null;
    const viewer = stockViewer(staff, site);
    if (id === null || !viewer) return jsonError(404, NOT_FOUND);
    const change = await read(request);
    if (change instanceof Response) return change;
    const actor = { id: staff.id, email: staff.email, ip: clientAddress(request) };
    const outcome = await changeReview(db, viewer, actor, id, change, new Date());
    return outcome.ok ? Response.json({ review: outcome.review }) : jsonError(outcome.status, outcome.error);
  });

// POST /api/console/sites/{site}/reviews/{review}/reply { text } → { review }: empty text takes it off.
export const reviewReplyRoute = reviewRoute(async (request) => {
  const body = await readValidJson(request, ReviewReplyRequest);
  return body instanceof Response ? body : { reply: body.text };
});

// POST /api/console/sites/{site}/reviews/{review}/hidden { reason } → { review }.
export const hideReviewRoute = reviewRoute(async (request) => {
  const body = await readValidJson(request, ReviewHideRequest);
  return body instanceof Response ? body : { hide: body.reason };
});

// DELETE /api/console/sites/{site}/reviews/{review}/hidden → { review }: on the site again.
export const showReviewRoute = reviewRoute(async () => ({ show: true }));
