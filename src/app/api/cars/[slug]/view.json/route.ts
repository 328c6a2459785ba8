import { toCarFields } from '@/features/vehicle/car-fields';
import { findSiteCar, recordView } from '@/features/vehicle/server';
import { jsonError } from '@/lib/http';
import { siteFromRequest } from '@/tenancy/site-from-request';

// GET /api/cars/{slug}/view.json?photos_count&updated_at&website_id — counts a view of the car and answers
// { views, car_fields }. The query parameters are accepted for compatibility; the car is found by slug.
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const site = await siteFromRequest(request);
  if (!site) return jsonError(404, 'Unknown site');
  const found = await findSiteCar(site, (await params).slug);
  if (!found) return jsonError(404, 'Car not found');
  const views = await recordView(site.id, found.car.id);
  return Response.json(
    { views, car_fields: toCarFields({ ...found.car, views }, found.dealership, found.location) },
    { headers: { 'cache-control': 'no-store' } },
  );
}
