import { z } from 'zod';
import { AVAILABILITY_DEFAULT_DAYS, AVAILABILITY_MAX_DAYS, testDriveAvailability } from '@/features/leads';
import { apiRoute } from '@/lib/api-route';
import { isCalendarDate } from '@/lib/dates';
import { jsonError, validationError } from '@/lib/http';
import { dbIdParam } from '@/lib/visitor-input';
import { siteFromRequest } from '@/tenancy/site-from-request';

// GET /api/test-drive/availability?car={slug}&from=YYYY-MM-DD&days=14 (or ?location={id}&… for a location
// of the site) — AF §7 appointment availability: { location_id, days: [{ date, slots: ['09:00', …] }] },
// free 30-minute slots in the location's own time. `from` defaults to the location's today (and may be
// from its yesterday to a year ahead), `days` to 14 (1–31).

const Query = z
  .object({
    car: z.string().trim().min(1, 'Give the car’s slug').max(200).optional(),
    location: dbIdParam().optional(),
    from: z.string().refine(isCalendarDate, 'Must be a date as YYYY-MM-DD').optional(),
    days: z.coerce
      .number({ message: `Must be a whole number from 1 to ${AVAILABILITY_MAX_DAYS}` })
      .int(`Must be a whole number from 1 to ${AVAILABILITY_MAX_DAYS}`)
      .min(1, `Must be a whole number from 1 to ${AVAILABILITY_MAX_DAYS}`)
      .max(AVAILABILITY_MAX_DAYS, `Must be a whole number from 1 to ${AVAILABILITY_MAX_DAYS}`)
      .default(AVAILABILITY_DEFAULT_DAYS),
  })
  .refine((q) => (q.car === undefined) !== (q.location === undefined), {
    message: 'Give either car (a car’s slug) or location (a location id)',
    path: ['car'],
  });

async function availability(request: Request): Promise<Response> {
  const site = await siteFromRequest(request);
  if (!site) return jsonError(404, 'Unknown site');
  const params = new URL(request.url).searchParams;
  const parsed = Query.safeParse({
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
