import { autogaugeFor } from '@/inventory/market/market';
import { tenantRoute } from '@/lib/api-route';
import { jsonError } from '@/lib/http';

// The market moves slowly; five minutes of caching keeps a busy car page off the comparables query.
const CACHE = { 'cache-control': 'public, max-age=300' };

// GET /api/cars/{slug}/autogauge → the price comparison (SV §3) plus the comparables it rests on:
// { fill, listing_price, market_range_min, market_range_max, confidence, description, comparables }.
// No comparison (too few comparables, or no price) → {}: the block treats an empty body as a failure and
// hides itself (SV §7). An unknown car, or another site's → 404.
export const GET = tenantRoute<{ params: Promise<{ slug: string }> }>(async (_request, site, { params }) => {
  const gauge = await autogaugeFor(site, (await params).slug);
  if (!gauge) return jsonError(404, 'Car not found');
  if (!gauge.result) return Response.json({}, { headers: CACHE });
  return Response.json(
    { ...gauge.result, description: gauge.result.description ?? null, comparables: gauge.comparables },
    { headers: CACHE },
  );
});
