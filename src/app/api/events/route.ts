import { TrackEventSchema } from '@/features/analytics/schema';
import { recordEvent } from '@/features/analytics/server';
import { jsonError, readJson, validationError } from '@/lib/http';
import { siteFromRequest } from '@/tenancy/site-from-request';

export async function POST(request: Request) {
  const site = await siteFromRequest(request);
  if (!site) return jsonError(404, 'Unknown site');
  const body = await readJson(request);
  if (body === null) return jsonError(400, 'Invalid field: body must be JSON');
  const parsed = TrackEventSchema.safeParse(body);
  if (!parsed.success) return validationError(parsed.error);
  await recordEvent(site.id, parsed.data);
  return new Response(null, { status: 204 });
}
