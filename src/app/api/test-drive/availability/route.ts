import { testDriveAvailability } from '@/enquiries/bookings/availability';
import { AvailabilityQuerySchema } from '@/enquiries/bookings/availability-query';
import { apiRoute } from '@/lib/api-route';
import { jsonError, validationError } from '@/lib/http';
import { siteFromRequest } from '@/tenancy/site-from-request';

// GET /api/test-drive/availability?car={slug}&from=YYYY-MM-DD&days=14 (or ?location={id}&… for a location
// of the site) — AF §7 appointment availability: { location_id, days: [{ date, slots: ['09:00', …] }] },
// free 30-minute slots in the location's own time. `from` defaults to the location's today (and may be
// from its yesterday to a year ahead), `days` to 14 (1–31).

async function availability(request: Request): Promise<Response> {
  const site = await siteFromRequest(request);
  if (!site) return jsonError(404, 'Unknown site');
  const params = new URL(request.url).searchParams;
  const parsed = AvailabilityQuerySchema.safeParse({
    car: params.get('car') ?? undefined,
    location: params.get('location') ?? undefined,
    from: params.get('from') ?? undefined,
    days: params.get('days') ?? undefined,
  });
  if (!parsed.success) return validationError(parsed.error);
  const { car, location, from, days } = parsed.data;
  const query = car !== undefined ? { car, from, days } : { location: location as number, from, days };
  const answer = await testDriveAvailability(site, query);
  return Response.json(answer.body, { status: answer.status, headers: { 'cache-control': 'no-store' } });
}

export const GET = apiRoute(availability);
