import { recordView, toCarFields } from '@/features/vehicle';
import { findSiteCar } from '@/inventory/site-car';
import { tenantRoute } from '@/lib/api-route';
import { jsonError } from '@/lib/http';

// GET /api/cars/{slug}/view.json?photos_count&updated_at&website_id — counts a view of the car and answers
// { views, car_fields }. The query parameters are accepted for compatibility; the car is found by slug.
export const GET = tenantRoute<{ params: Promise<{ slug: string }> }>(async (_request, site, { params }) => {
  const found = await findSiteCar(site, (await params).slug);
  if (!found) return jsonError(404, 'Car not found');
  const views = await recordView(site.id, found.car.id);
  return Response.json(
    { views, car_fields: toCarFields({ ...found.car, views }, found.dealership, found.location) },
    { headers: { 'cache-control': 'no-store' } },
  );
});
