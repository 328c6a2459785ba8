import type { z } from 'zod';
import type { Site } from '@/tenancy/get-site';
import { tenantRoute } from './api-route';
import { readValidJson } from './http';

/**
 * A tenant's JSON POST handler: resolves the site, parses the body with the call's zod schema (400 naming
 * the field when it does not fit), then answers with what `handle` returns; a fault is a logged 500.
 */
export function tenantJsonRoute<S extends z.ZodType>(
  schema: S,
  handle: (site: Site, body: z.infer<S>) => Promise<unknown>,
) {
  return tenantRoute(async (request, site) => {
    const body = await readValidJson(request, schema);
    if (body instanceof Response) return body;
    return Response.json(await handle(site, body));
  });
}
