import { recordEvent, TrackEventSchema } from '@/features/analytics';
import { tenantRoute } from '@/lib/api-route';
import { jsonError, readJson, validationError } from '@/lib/http';

// POST /api/events { event_id, car_id?, page, data? } — one analytics event of the site: 204, or 400
// naming the field (a car_id must be one of this site's cars).
export const POST = tenantRoute(async (request, site) => {
  const body = await readJson(request);
  if (body === null) return jsonError(400, 'Invalid field: body must be JSON');
  const parsed = TrackEventSchema.safeParse(body);
  if (!parsed.success) return validationError(parsed.error);
  const result = await recordEvent(site, parsed.data);
  if (result.status === 400) return Response.json(result.body, { status: 400 });
  return new Response(null, { status: 204 });
});
