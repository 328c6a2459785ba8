import { submitLead } from '@/features/leads';
import { tenantRoute } from '@/lib/api-route';
import { clientAddress } from '@/lib/client-address';
import { jsonError, readJson } from '@/lib/http';

// POST /api/leads — every enquiry-type form (AF §7 lead submission): body LeadRequestSchema, answers
// 201/200 { lead_id }, 400 { error, issues: [{ field, message }] }, 404, 409, 429 { error }. The
// per-connection limit counts the shopper's address as clientAddress() reads it (TRUST_PROXY).
export const POST = tenantRoute(async (request, site) => {
  const body = await readJson(request);
  if (body === null) return jsonError(400, 'Invalid field: body must be JSON');
  const result = await submitLead(site, body, {
    ip: clientAddress(request),
    userAgent: request.headers.get('user-agent'),
  });
  return Response.json(result.body, {
    status: result.status,
    headers: { 'cache-control': 'no-store', ...result.headers },
  });
});
