import 'server-only';
import { jsonError } from '@/lib/http';
import { pageOf } from '../feeds/feed-rules';
import {
  FEED_RUNS_PAGE_SIZE,
  feedKeys,
  findFeedRun,
  issueFeedKey,
  listFeedRuns,
  revokeDealershipFeedKey,
} from '../feeds/feed-runs';
import { stockViewer } from '../stock/viewer';
import { actorOf } from './actor';
import { consoleSiteRoute, NOT_FOUND } from './site-route';

const idOf = (value: string) => (/^\d{1,10}$/.test(value) ? Number(value) : 0);

// GET /api/console/sites/{site}/feed-runs?page → { runs, total, page, pageSize, pageCount, keys }: the
//   stock feed runs of the member's dealerships, newest first, and each dealership's key state.
export const listFeedRunsRoute = consoleSiteRoute('stock.read', async (request, staff, db, site) => {
  const viewer = stockViewer(staff, site);
  if (!viewer) return jsonError(404, NOT_FOUND);
  const page = pageOf(new URL(request.url).searchParams.get('page'));
  const [{ runs, total }, keys] = await Promise.all([listFeedRuns(db, viewer, page), feedKeys(db, viewer)]);
  return Response.json({
    runs,
    total,
    page,
    pageSize: FEED_RUNS_PAGE_SIZE,
    pageCount: Math.max(1, Math.ceil(total / FEED_RUNS_PAGE_SIZE)),
    keys,
  });
});

// GET /api/console/sites/{site}/feed-runs/{run} → { run }: its counts, rows refused and locked values kept.
export const feedRunRoute = consoleSiteRoute<{ site: string; run: string }>(
  'stock.read',
  async (_request, staff, db, site, params) => {
    const viewer = stockViewer(staff, site);
    const run = viewer && (await findFeedRun(db, viewer, idOf(params.run)));
    if (!run) return jsonError(404, NOT_FOUND);
    return Response.json({ run });
  },
);

// POST /api/console/sites/{site}/dealerships/{dealership}/feed-key → 201 { key, issuedAt, replaced }: a new
//   key, shown this once; the previous one stops working at once.
export const issueFeedKeyRoute = consoleSiteRoute<{ site: string; dealership: string }>(
  'feeds.keys',
  async (request, staff, db, site, params) => {
    const viewer = stockViewer(staff, site);
    const issued =
      viewer &&
      (await issueFeedKey(db, viewer, actorOf(staff, request), idOf(params.dealership), new Date()));
    if (!issued) return jsonError(404, NOT_FOUND);
    return Response.json(issued, { status: 201, headers: { 'Cache-Control': 'no-store' } });
  },
);

// DELETE /api/console/sites/{site}/dealerships/{dealership}/feed-key → 204: feeds are refused until a key
//   is issued again.
export const revokeFeedKeyRoute = consoleSiteRoute<{ site: string; dealership: string }>(
  'feeds.keys',
  async (request, staff, db, site, params) => {
    const viewer = stockViewer(staff, site);
    const done =
      viewer && (await revokeDealershipFeedKey(db, viewer, actorOf(staff, request), idOf(params.dealership)));
    if (!done) return jsonError(404, NOT_FOUND);
    return new Response(null, { status: 204 });
  },
);
