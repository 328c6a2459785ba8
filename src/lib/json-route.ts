import type { z } from 'zod';
import type { Site } from '@/tenancy/get-site';
import { tenantRoute } from './api-route';
import { jsonError, readJson, validationError } from './http';

/**
 * A tenant's JSON POST handler: resolves the site, parses the body with the call's zod schema (400 naming
 * the field when it does not fit), then answers with what `handle` returns; a fault is a logged 500.
 */
export function tenantJsonRoute<S extends z.ZodType>(
  schema: S,
  handle: (site: Site, body: z.infer<S>) => Promise<unknown>,
) {
  return tenantRoute(async (request, site) => {
    const body = await readJson(request);
    if (body === null) return jsonError(400, 'Invalid field: body must be JSON');
    const parsed = schema.safeParse(body);
    if (!parsed.success) return validationError(parsed.error);
    return Response.json(await handle(site, parsed.data));
  });
}
