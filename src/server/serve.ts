// The production server: Next.js behind the shared page cache (page-cache.ts). `npm start` runs it with
// Node itself (its types stripped, no build step) after preparing the database; PAGE_CACHE_MB=0 turns the
// cache off. Next.js runs in this process, so the app's tag invalidations (src/lib/cache-tags.ts) reach
// the cache directly, the app's log lines find the request id set here (request-id.ts), and the request
// timings land in the registry /metrics serves. Node loads these files as they are: erasable TypeScript
// only, each import with its .ts extension, and no '@/' alias.
import http from 'node:http';
import next from 'next';
import { runStopHooks } from '../lib/stop-hooks.ts';
import { readApiRoutes } from './api-methods.ts';
import { withClientAddress } from './client-address.ts';
import { createDrain, stopServing, withDraining } from './graceful-stop.ts';
import { createPageCache, followTagInvalidations, withFreshHits, withPageCache } from './page-cache.ts';
import { processMetrics } from './process-metrics.ts';
import { answerClientError, refuseConnect, withRequestGuard } from './request-guard.ts';
import { withRequestId } from './request-id.ts';
import { hitObserver, withRequestMetrics } from './request-metrics.ts';

// The settings, validated as the app validates them (src/lib/env.ts): a bad value stops the server here,
// with its message and nothing else.
const { env } = await import('../lib/env.ts').catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
const port = env.PORT;
const cacheMb = env.PAGE_CACHE_MB;

// Next.js reaches itself on this host name for middleware rewrites; 'localhost' answers on IPv4 and IPv6.
const app = next({ dev: false, hostname: 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();

// With the cache off it still strips the tags header; it keeps nothing.
const cache = createPageCache({ maxBytes: cacheMb * 1024 * 1024 });
followTagInvalidations(cache);
const { httpRequestDuration } = processMetrics();
const handler = withRequestId(
  withRequestMetrics(
    withRequestGuard(withPageCache(handle, cache, { port }), { apiRoutes: readApiRoutes() }),
    httpRequestDuration,
  ),
);
// A fresh cache hit is answered before all of it (page-cache.ts): a lookup and one write. A stopping
// server answers its probe itself (graceful-stop.ts).
const drain = createDrain();
const server = http.createServer(
  withDraining(
    withFreshHits(withClientAddress(handler), cache, { onHit: hitObserver(httpRequestDuration) }),
    drain,
  ),
);
server.keepAliveTimeout = env.KEEP_ALIVE_SECONDS * 1000;
server.on('connect', refuseConnect);
server.on('clientError', answerClientError);
server.listen(port, () => {
  console.log(`▲ Ready on http://localhost:${port} (page cache ${cacheMb > 0 ? `${cacheMb} MB` : 'off'})`);
});
// SIGTERM or SIGINT stop it gracefully (graceful-stop.ts), then its jobs end their work and its database
// closes. A signal can arrive twice (a terminal's Ctrl-C reaches `npm start` and this process, and it relays
// it): the first one stops the server, the rest must not cut the requests in flight short.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log(
      `Stopping (${signal}): draining for ${env.DRAIN_SECONDS} s, then finishing the requests in flight`,
    );
    const finished = await stopServing(server, drain, { drainMs: env.DRAIN_SECONDS * 1000 });
    if (!finished) console.error('Requests still in flight at the grace time were cut');
    await runStopHooks((name, error) => console.error(`Stopping the ${name} failed:`, error));
    console.log('Stopped');
    process.exit(0);
  });
}
