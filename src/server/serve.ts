// The production server: Next.js behind the shared page cache (page-cache.ts). `npm start` runs it with
// Node itself (its types stripped, no build step) after preparing the database; PAGE_CACHE_MB=0 turns the
// cache off. Next.js runs in this process, so the app's tag invalidations (src/lib/cache-tags.ts) reach
// the cache directly, the app's log lines find the request id set here (request-id.ts), and the request
// timings land in the registry /metrics serves. Node loads these files as they are: erasable TypeScript
// only, each import with its .ts extension, and no '@/' alias.
import http from 'node:http';
import next from 'next';
import { readApiRoutes } from './api-methods.ts';
import { withClientAddress } from './client-address.ts';
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
// A fresh cache hit is answered before all of it (page-cache.ts): a lookup and one write.
const server = http.createServer(
  withFreshHits(withClientAddress(handler), cache, { onHit: hitObserver(httpRequestDuration) }),
);
server.on('connect', refuseConnect);
server.on('clientError', answerClientError);
server.listen(port, () => {
  console.log(`▲ Ready on http://localhost:${port} (page cache ${cacheMb > 0 ? `${cacheMb} MB` : 'off'})`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
