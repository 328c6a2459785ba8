import { getDb } from '@/db';
import { stockJson } from '@/features/outbound-feeds';
import { siteFeed } from '@/features/outbound-feeds/server';
import { tenantRoute } from '@/lib/api-route';
import { jsonError } from '@/lib/http';
import { partnerKeyOpens } from '@/tenancy/partner-keys';

// GET /api/partner/stock?page=N on a site's host, with `Authorization: Bearer ptn_…` (the site's partner
// key): the cars the site's feeds list, as its stock.json has them, 100 a page. Read-only; a key of
// another site, a revoked or an unknown one is a 401.
export const dynamic = 'force-dynamic';

const PAGE_SIZE = 100;
const PAGE = /^[1-9]\d{0,5}$/;

export const GET = tenantRoute(async (request, site) => {
  const key = /^Bearer (\S+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!key || !(await partnerKeyOpens(await getDb(), site.id, key)))
    return Response.json(
      { error: 'A partner key of this site is required: Authorization: Bearer ptn_…' },
      { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } },
    );
  const asked = new URL(request.url).searchParams.get('page') ?? '1';
  if (!PAGE.test(asked))
    return jsonError(400, 'Invalid page', [{ field: 'page', message: 'expected a page number from 1' }]);
  const page = Number(asked);
  const feed = await siteFeed(site);
  const pageCount = Math.max(1, Math.ceil(feed.items.length / PAGE_SIZE));
  const items = feed.items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return Response.json(
    { ...stockJson(feed.site, items), total: feed.items.length, page, pageCount, pageSize: PAGE_SIZE },
    { headers: { 'cache-control': 'private, no-store' } },
  );
});
