import 'server-only';
import { getDb } from '@/db';
import { tenantRoute } from '@/lib/api-route';
import { clientAddress } from '@/lib/client-address';
import { jsonError, validationError } from '@/lib/http';
import { logger } from '@/lib/logger';
import { hitRateLimit, RATE_WINDOW_MS, rateSubject } from '@/lib/rate-limit';
import { readBodyWithin } from '@/lib/read-body';
import { RegoLookupError, regoLookup } from '@/lib/rego';
import { RegoLookupSchema } from './schema';

// The trade-in form's rego step (AF §7 'rego lookup (rego, regoState)', path not shown): the shopper's
// plate and state in, the registered vehicle out, to fill in year, make, model and badge. A plate the
// register does not hold, or a register that cannot answer, sends the shopper to type the car's details.

export const REGO_NOT_FOUND_MESSAGE =
  "We could not find that registration. Check the plate and state, or enter your car's details.";
export const REGO_UNAVAILABLE_MESSAGE =
  "The registration lookup is not available right now. Enter your car's details instead.";
export const TOO_MANY_LOOKUPS_MESSAGE =
  'Too many registration lookups from this connection. Please try again in a few minutes.';

/** Lookups one connection may make on a site per 10 minutes: enough for typos, too few to trawl plates. */
export const REGO_LOOKUP_RATE_LIMIT = 30;

/** `{ rego, regoState }` is a few dozen bytes; anything near this is not the form. */
export const MAX_REGO_BODY_BYTES = 2048;
export const REGO_BODY_TOO_LARGE_MESSAGE = 'The request body may be at most 2 KB';

const NO_STORE = { 'cache-control': 'no-store' };

/** The counter of a site's rego lookups from one connection, e.g. 'rego-lookup:3:203.0.113.7'. */
export const regoRateKey = (siteId: number, ip: string) => `rego-lookup:${siteId}:${rateSubject(ip)}`;

async function jsonBody(request: Request): Promise<unknown | Response> {
  const bytes = await readBodyWithin(request, MAX_REGO_BODY_BYTES);
  if (bytes === null) return jsonError(413, REGO_BODY_TOO_LARGE_MESSAGE);
  try {
    const body: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (body !== null && typeof body === 'object' && !Array.isArray(body)) return body;
  } catch {
    // Not JSON: answered below like JSON that is no object.
  }
  return jsonError(400, 'Invalid field: body must be a JSON object');
}

/** POST /api/trade-in/rego { rego, regoState } → 200 { vehicle } | 400 | 404 | 413 | 429 | 502. */
export const regoLookupRoute = tenantRoute(async (request, site) => {
  const body = await jsonBody(request);
  if (body instanceof Response) return body;
  const parsed = RegoLookupSchema.safeParse(body);
  if (!parsed.success) return validationError(parsed.error);
  const ip = clientAddress(request);
  if (ip) {
    const limit = await hitRateLimit(await getDb(), regoRateKey(site.id, ip), {
      limit: REGO_LOOKUP_RATE_LIMIT,
      windowMs: RATE_WINDOW_MS,
    });
    if (!limit.allowed) {
      return Response.json(
        { error: TOO_MANY_LOOKUPS_MESSAGE },
        { status: 429, headers: { ...NO_STORE, 'retry-after': String(limit.retryAfterSeconds) } },
      );
    }
  }
  const { plate, state } = parsed.data;
  try {
    const vehicle = await regoLookup().find(plate, state);
    if (!vehicle) return Response.json({ error: REGO_NOT_FOUND_MESSAGE }, { status: 404, headers: NO_STORE });
    return Response.json({ vehicle }, { headers: NO_STORE });
  } catch (error) {
    if (!(error instanceof RegoLookupError)) throw error;
    logger.warn({ err: error, site: site.slug, state }, 'Rego lookup failed');
    return Response.json({ error: REGO_UNAVAILABLE_MESSAGE }, { status: 502, headers: NO_STORE });
  }
});
