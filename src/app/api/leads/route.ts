import { submitLead } from '@/features/leads/server';
import { jsonError, readJson } from '@/lib/http';
import { siteFromRequest } from '@/tenancy/site-from-request';

// POST /api/leads — every enquiry-type form (AF §7 lead submission): body LeadRequestSchema, answers
// 201/200 { lead_id }, 400 { error, issues: [{ path, message }] }, 404, 409, 429 { error }.

/**
 * The shopper's IP for the per-connection limit: the first entry of X-Forwarded-For (the client as the
 * first proxy saw it; Next.js fills the header with the socket's address when no proxy set it), else
 * X-Real-IP. Behind a load balancer that proxy must overwrite, not append to, a client-sent
 * X-Forwarded-For, or a client could pick its own key.
 */
function clientIp(headers: Headers): string | null {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || headers.get('x-real-ip')?.trim() || null;
}

export async function POST(request: Request): Promise<Response> {
  const site = await siteFromRequest(request);
  if (!site) return jsonError(404, 'Unknown site');
  const body = await readJson(request);
  if (body === null) return jsonError(400, 'Invalid field: body must be JSON');
  const result = await submitLead(site, body, {
    ip: clientIp(request.headers),
    userAgent: request.headers.get('user-agent'),
  });
  return Response.json(result.body, {
    status: result.status,
    headers: { 'cache-control': 'no-store', ...result.headers },
  });
}
