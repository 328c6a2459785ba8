// The production server: Next.js behind the shared page cache (page-cache.mjs). `npm start` runs it
// after preparing the database; PAGE_CACHE_MB=0 turns the cache off. Next.js runs in this process, so the
// app's tag invalidations (src/lib/cache-tags.ts) reach the cache directly, the app's log lines find the
// request id set here (request-id.mjs), and the request timings land in the registry /metrics serves.
import http from 'node:http';
import next from 'next';
import { readApiRoutes } from './api-methods.mjs';
import { withClientAddress } from './client-address.mjs';
import { createPageCache, followTagInvalidations, withFreshHits, withPageCache } from './page-cache.mjs';
import { processMetrics } from './process-metrics.mjs';
import { answerClientError, refuseConnect, withRequestGuard } from './request-guard.mjs';
import { withRequestId } from './request-id.mjs';
import { hitObserver, withRequestMetrics } from './request-metrics.mjs';

const port = Number(process.env.PORT ?? 3000);
const cacheMb = Number(process.env.PAGE_CACHE_MB ?? 64);
if (!Number.isFinite(cacheMb) || cacheMb < 0) {
  console.error(
    `PAGE_CACHE_MB must be a number of megabytes, 0 or more (got '${process.env.PAGE_CACHE_MB}')`,
  );
  process.exit(1);
}

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
// A fresh cache hit is answered before all of it (page-cache.mjs): a lookup and one write.
const server = http.createServer(
  withFreshHits(withClientAddress(handler), cache, { onHit: hitObserver(httpRequestDuration) }),
);
server.on('connect', refuseConnect);
server.on('clientError', answerClientError);
server.listen(port, () => {
  console.log(`▲ Ready on http://localhost:${port} (page cache ${cacheMb > 0 ? `${cacheMb} MB` : 'off'})`);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
