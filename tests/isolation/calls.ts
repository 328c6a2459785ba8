import { SITE_HEADER } from '../../src/tenancy/site-header';
import type { Tenant } from './tenants';

// How the matrix calls a route handler: as the proxy would hand it a request for one site's host.

// biome-ignore lint/suspicious/noExplicitAny: route handlers differ only in their params' shape.
export type Handler = (request: Request, context: any) => Promise<Response>;

export type Call = {
  method?: string;
  path?: string;
  query?: Record<string, string | number>;
  /** JSON, unless it is FormData or a string. */
  body?: unknown;
  params?: Record<string, string | string[]>;
  headers?: Record<string, string>;
  /** The shopper's cookie; the caller's own session unless given (null: none). */
  cookie?: string | null;
};

let connection = 0;

/** A request to `site`'s host, each from its own address so no per-connection allowance is what answers. */
export function siteRequest(site: string, call: Call, ownCookie: string | null): Request {
  const url = new URL(`http://${site}.localhost:3000${call.path ?? '/api/x'}`);
  for (const [name, value] of Object.entries(call.query ?? {})) url.searchParams.set(name, String(value));
  connection++;
  const headers: Record<string, string> = {
    host: `${site}.localhost:3000`,
    [SITE_HEADER]: site,
    'user-agent': 'vitest isolation',
    'x-forwarded-for': `10.77.${Math.floor(connection / 250) % 250}.${(connection % 250) + 1}`,
    ...call.headers,
  };
  const cookie = call.cookie === undefined ? ownCookie : call.cookie;
  if (cookie) headers.cookie = cookie;
  let body: BodyInit | undefined;
  if (call.body instanceof FormData || typeof call.body === 'string') body = call.body;
  else if (call.body !== undefined) {
    body = JSON.stringify(call.body);
    headers['content-type'] = 'application/json';
  }
  return new Request(url, { method: call.method ?? (body === undefined ? 'GET' : 'POST'), headers, body });
}

/** The tenant that calls, with its own records and its shopper's session. */
export type Caller = Tenant & { send: (handler: Handler, call?: Call) => Promise<Response> };

export function callerOf(tenant: Tenant): Caller {
  return {
    ...tenant,
    send: (handler, call = {}) =>
      handler(siteRequest(tenant.site, call, tenant.cookie), {
        params: Promise.resolve(call.params ?? {}),
      }),
  };
}
