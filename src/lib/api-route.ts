import 'server-only';
import type { Site } from '@/tenancy/get-site';
import { siteFromRequest } from '@/tenancy/site-from-request';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-unavailable';
import { jsonError } from './http';
import { logger } from './logger';
import { UNEXPECTED_ERROR_MESSAGE } from './unexpected-error';

// Every API handler is built with these wrappers, so none can answer with Next's bare error page or a
// stack trace: a fault nobody foresaw is logged with its cause and answered as generic JSON.

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/** Said while the database cannot be reached: the request may be tried again shortly. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable. Please try again in a moment.';

/**
 * `handle`, answering 503 (Retry-After) when it throws because the database cannot be reached, else 500
 * { error: 'An unexpected error occured' }; the cause is logged either way.
 */
export function apiRoute<C = void>(handle: Handler<C>): Handler<C> {
  return async function respond(request, context) {
    try {
      return await handle(request, context);
    } catch (error) {
      const path = new URL(request.url).pathname;
      if (isDatabaseUnavailable(error)) {
        logger.warn({ err: error, method: request.method, path }, 'Database unavailable');
        const response = jsonError(503, DATABASE_UNAVAILABLE_MESSAGE);
        response.headers.set('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        return response;
      }
      logger.error({ err: error, method: request.method, path }, 'API handler failed');
      return jsonError(500, UNEXPECTED_ERROR_MESSAGE);
    }
  };
}

/** An API handler of a tenant: the site comes from the proxy's header; a request for no site is a 404. */
export function tenantRoute<C = void>(
  handle: (request: Request, site: Site, context: C) => Promise<Response>,
): Handler<C> {
  return apiRoute(async (request, context: C) => {
    const site = await siteFromRequest(request);
    if (!site) return jsonError(404, 'Unknown site');
    return handle(request, site, context);
  });
}
