import { PhoneRevealSchema, recordPhoneReveal } from '@/features/leads';
import { tenantRoute } from '@/lib/api-route';
import { jsonError, readJson, validationError } from '@/lib/http';

// POST /api/phone-reveal { car_id?, dealership_id, website_id } (AF §4, §7: path not shown) — logs one
// reveal of a dealer's phone number; 204, or 400 naming the field that is not this site's.
export const POST = tenantRoute(async (request, site) => {
  const body = await readJson(request);
  if (body === null) return jsonError(400, 'Invalid field: body must be JSON');
  const parsed = PhoneRevealSchema.safeParse(body);
  if (!parsed.success) return validationError(parsed.error);
  const result = await recordPhoneReveal(site, parsed.data);
  if (result.status === 400) return Response.json(result.body, { status: 400 });
  return new Response(null, { status: 204 });
});
