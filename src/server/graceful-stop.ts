// How a server process stops without failing a request (SIGTERM, as a deploy or `npm run cluster` sends
// it): first it says so, GET /readyz answering 503 so the load balancer's health check takes it out of
// the pool, and asks every client to close its connection after its answer, while it goes on serving for
// the drain time; then it stops accepting connections, lets the requests in flight finish (for at most
// the grace time, after which their connections are cut) and the caller runs the stop hooks and exits.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** How long the requests in flight may take to finish once the server stops accepting connections. */
export const STOP_GRACE_MS = 20_000;

export type Drain = { readonly stopping: boolean; begin: () => void };

export function createDrain(): Drain {
  let stopping = false;
  return {
    get stopping() {
      return stopping;
    },
    begin: () => {
      stopping = true;
    },
  };
}

const pathOf = (url: string | undefined) => String(url ?? '/').split('?')[0];

/**
 * `handler`, which while `drain` is stopping answers GET /readyz 503 itself and closes each connection
 * after its answer, so that neither a health check nor a pooled connection sends this process more work.
 */
export function withDraining(
  handler: (req: IncomingMessage, res: ServerResponse) => unknown,
  drain: Drain,
): (req: IncomingMessage, res: ServerResponse) => unknown {
  return (req, res) => {
    if (!drain.stopping) return handler(req, res);
    res.setHeader('connection', 'close');
    if (pathOf(req.url) === '/readyz') {
      res.writeHead(503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ status: 'stopping' }));
      return;
    }
    return handler(req, res);
  };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Stops `server` as above: `drainMs` still serving, then no new connection and up to `graceMs` for the
 * requests in flight. Resolves true when they all finished, false when some were cut at the grace time.
 */
export async function stopServing(
  server: Server,
  drain: Drain,
  { drainMs, graceMs = STOP_GRACE_MS }: { drainMs: number; graceMs?: number },
): Promise<boolean> {
  drain.begin();
  if (drainMs > 0) await sleep(drainMs);
  const closed = new Promise<true>((resolve) => server.close(() => resolve(true)));
  server.closeIdleConnections();
  let timer: NodeJS.Timeout | undefined;
  const cut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), graceMs);
  });
  const finished = await Promise.race([closed, cut]);
  clearTimeout(timer);
  if (!finished) server.closeAllConnections();
  return finished;
}
