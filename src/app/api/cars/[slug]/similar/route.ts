import { similarCars } from '@/features/vehicle/similar-server';
import { jsonError } from '@/lib/http';
import { siteFromRequest } from '@/tenancy/site-from-request';

// GET /api/cars/{slug}/similar → { hits: CardHit[] }: the site's in-stock cars like this one (AF §4, §7,
// §9), nearest in price first, at most the site's similar-cars page size. Unknown or another site's car →
// 404. A minute of caching: stock changes reach the list soon enough, and a busy page stays cheap.
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const site = await siteFromRequest(request);
  if (!site) return jsonError(404, 'Unknown site');
  const hits = await similarCars(site, (await params).slug);
  if (!hits) return jsonError(404, 'Car not found');
  return Response.json({ hits }, { headers: { 'cache-control': 'public, max-age=60' } });
}
