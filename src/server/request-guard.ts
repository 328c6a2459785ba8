// What the server in front of Next.js answers itself: a method the site does not serve (405 with Allow)
// and a path whose %-encoding does not decode (400), both of which Next.js would answer with a 500 and an
// error in the log, a path carrying NUL (400), and a method an API route does not serve (405 with the
// route's Allow); and Next.js's internal rewrite target (a tenant's /sites/... path), kept out of every
// response.
import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { type ApiRoute, allowedMethods, routeFor } from './api-methods.ts';

type Handler = (request: IncomingMessage, response: ServerResponse) => unknown;
type Refusal = { status: 400 | 405; headers: OutgoingHttpHeaders; error: string };

export const ALLOWED_METHODS: readonly string[] = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
];
const ALLOW = ALLOWED_METHODS.join(', ');
const INTERNAL_HEADERS = new Set(['x-middleware-rewrite']);

/** The answer to a request Next.js must not see, or null; `apiRoutes` as readApiRoutes reads them. */
export function refusal(
  request: Pick<IncomingMessage, 'method' | 'url'>,
  apiRoutes: readonly ApiRoute[] = [],
): Refusal | null {
  const method = request.method ?? '';
  if (!ALLOWED_METHODS.includes(method)) {
    return { status: 405, headers: { allow: ALLOW }, error: `Method ${request.method} is not allowed` };
  }
  const path = String(request.url ?? '/').split('?')[0];
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return { status: 400, headers: {}, error: 'The path has malformed percent-encoding' };
  }
  // No page or file is named with NUL; a path carrying one is an attack or a mistake, never a 404 to render.
  if (decoded.includes('\u0000')) return { status: 400, headers: {}, error: 'The path contains NUL' };
  const route = path.startsWith('/api/') ? routeFor(apiRoutes, path) : null;
  const allowed = route ? allowedMethods(route) : null;
  if (allowed && !allowed.includes(method)) {
    return {
      status: 405,
      headers: { allow: allowed.join(', ') },
      error: `Method ${request.method} is not allowed`,
    };
  }
  return null;
}

/** `handler` behind the refusals above, its responses without internal headers. */
export function withRequestGuard(
  handler: Handler,
  { apiRoutes = [] }: { apiRoutes?: readonly ApiRoute[] } = {},
): Handler {
  return (request, response) => {
    const refused = refusal(request, apiRoutes);
    if (refused) {
      request.resume(); // drain any body so the connection stays usable
      const body = JSON.stringify({ error: refused.error });
      response.writeHead(refused.status, {
        ...refused.headers,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'cache-control': 'no-store',
      });
      response.end(body);
      return undefined;
    }
    hideInternalHeaders(response);
    return handler(request, response);
  };
}

/** Node hands CONNECT to the server's 'connect' event, not to the request handler: 405 there too. */
export function refuseConnect(_request: IncomingMessage, socket: Duplex): void {
  socket.end(rawRefusal(405, 'Method Not Allowed', 'Method CONNECT is not allowed', `Allow: ${ALLOW}\r\n`));
}

type RawRefusal = [status: number, reason: string, message: string, headers: string];

// Node's own answers to requests its parser rejects, by error code; a method it does not know (TRACK)
// is a 405 like the methods it knows but the site does not serve.
const CLIENT_ERRORS: Partial<Record<string, RawRefusal>> = {
  HPE_INVALID_METHOD: [405, 'Method Not Allowed', 'The method is not allowed', `Allow: ${ALLOW}\r\n`],
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'The request headers are too large', ''],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long', ''],
};

/** The server's 'clientError' listener: answers a request Node could not parse, then closes. */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (socket.writable && !socket.writableEnded) {
    const [status, reason, message, headers] = CLIENT_ERRORS[error?.code ?? ''] ?? [
      400,
      'Bad Request',
      'The request could not be read',
      '',
    ];
    socket.end(rawRefusal(status, reason, message, headers));
  }
  socket.destroy(error);
}

function rawRefusal(status: number, reason: string, error: string, headers: string): string {
  const body = JSON.stringify({ error });
  return (
    `HTTP/1.1 ${status} ${reason}\r\n${headers}Content-Type: application/json\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  );
}

type HeadersArgument = OutgoingHttpHeaders | OutgoingHttpHeader[] | readonly [string, OutgoingHttpHeader][];

/** Drops internal headers however they are set: one by one, or all at once in writeHead. */
export function hideInternalHeaders(response: ServerResponse): void {
  const setHeader = response.setHeader;
  response.setHeader = function setVisibleHeader(this: ServerResponse, name, value) {
    if (INTERNAL_HEADERS.has(String(name).toLowerCase())) return this;
    return setHeader.call(this, name, value);
  };
  const writeHead = response.writeHead as (
    this: ServerResponse,
    status: number,
    ...rest: unknown[]
  ) => ServerResponse;
  response.writeHead = function writeVisibleHead(this: ServerResponse, status: number, ...rest: unknown[]) {
    for (const name of INTERNAL_HEADERS) this.removeHeader(name);
    const last = rest.length - 1;
    if (last >= 0 && rest[last] && typeof rest[last] === 'object') {
      rest[last] = visibleHeaders(rest[last] as HeadersArgument);
    }
    return writeHead.call(this, status, ...rest);
  } as ServerResponse['writeHead'];
}

function visibleHeaders(headers: HeadersArgument): HeadersArgument {
  if (Array.isArray(headers)) {
    // Raw [name, value, name, value, ...] or [[name, value], ...]
    if (Array.isArray(headers[0]))
      return (headers as [string, OutgoingHttpHeader][]).filter(
        ([name]) => !INTERNAL_HEADERS.has(String(name).toLowerCase()),
      );
    const flat = headers as OutgoingHttpHeader[];
    const kept: OutgoingHttpHeader[] = [];
    for (let i = 0; i < flat.length; i += 2) {
      if (!INTERNAL_HEADERS.has(String(flat[i]).toLowerCase())) kept.push(flat[i], flat[i + 1]);
    }
    return kept;
  }
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !INTERNAL_HEADERS.has(name.toLowerCase())),
  );
}
