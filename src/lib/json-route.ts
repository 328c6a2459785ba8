import type { z } from 'zod';
import type { Site } from '@/tenancy/get-site';
import { siteFromRequest } from '@/tenancy/site-from-request';
import { jsonError, readJson, validationError } from './http';

/**
 * A tenant's JSON POST handler: resolves the site, parses the body with the call's zod schema (400 naming
 * the field when it does not fit), then answers with what `handle` returns.
 */
export function tenantJsonRoute<S extends z.ZodType>(
  schema: S,
  handle: (site: Site, body: z.infer<S>) => Promise<unknown>,
) {
  return async function respond(request: Request): Promise<Response> {
    const site = await siteFromRequest(request);
    if (!site) return jsonError(404, 'Unknown site');
    const body = await readJson(request);
    if (body === null) return jsonError(400, 'Invalid field: body must be JSON');
    const parsed = schema.safeParse(body);
    if (!parsed.success) return validationError(parsed.error);
    return Response.json(await handle(site, parsed.data));
  };
}
