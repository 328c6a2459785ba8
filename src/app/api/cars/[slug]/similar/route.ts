import { tenantRoute } from '@/lib/api-route';
import { jsonError } from '@/lib/http';
import { similarCars } from '@/search/similar';

// GET /api/cars/{slug}/similar → { hits: CardHit[] }: the site's in-stock cars like this one (AF §4, §7,
// §9), nearest in price first, at most the site's similar-cars page size. Unknown or another site's car →
// 404. A minute of caching: stock changes reach the list soon enough, and a busy page stays cheap.
export const GET = tenantRoute<{ params: Promise<{ slug: string }> }>(async (_request, site, { params }) => {
  const hits = await similarCars(site, (await params).slug);
  if (!hits) return jsonError(404, 'Car not found');
  return Response.json({ hits }, { headers: { 'cache-control': 'public, max-age=60' } });
});
