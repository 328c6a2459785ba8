// Every request carries an id: the one its caller sent in X-Request-Id when it is a sane token (a load
// balancer's or another service's, so one id follows a request across systems), else a new one. It is
// answered in the response's X-Request-Id and kept in an AsyncLocalStorage while the request is handled,
// where the app's logger (src/lib/logger.ts) finds it for every line it writes.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';
/** At most 64 letters, digits, dots, underscores and dashes: nothing a log line or header could be bent by. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
/** One storage per process: this file is loaded twice, by the server and inside Next.js's bundles. */
const CONTEXT = Symbol.for('dealer-platform.request-context');

type RequestContext = { requestId: string };
const shared = globalThis as unknown as { [CONTEXT]?: AsyncLocalStorage<RequestContext> };

/** `value` when it is a sane request id, else null (absent, empty, too long, odd characters, repeated). */
export function acceptedRequestId(value: unknown): string | null {
  return typeof value === 'string' && SANE_REQUEST_ID.test(value) ? value : null;
}

function storage(): AsyncLocalStorage<RequestContext> {
  shared[CONTEXT] ??= new AsyncLocalStorage();
  return shared[CONTEXT];
}

/** The id of the request being handled in this async context, or undefined outside any request. */
export function currentRequestId(): string | undefined {
  return storage().getStore()?.requestId;
}

/** `handler`, run with the request's id in context, in the request's header and in the response's. */
export function withRequestId(
  handler: (req: IncomingMessage, res: ServerResponse) => unknown,
  newId: () => string = randomUUID,
): (req: IncomingMessage, res: ServerResponse) => unknown {
  return (req, res) => {
    const requestId = acceptedRequestId(req.headers[REQUEST_ID_HEADER]) ?? newId();
    req.headers[REQUEST_ID_HEADER] = requestId;
    res.setHeader(REQUEST_ID_HEADER, requestId);
    return storage().run({ requestId }, () => handler(req, res));
  };
}
