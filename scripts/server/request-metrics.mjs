// Times every request the server answers, cache hits included, into a histogram labelled so its series
// stay few whatever the traffic: the method (known ones, else 'other'), the kind of route (never the raw
// path) and the status class.

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const OPERATIONS_PATHS = new Set(['/healthz', '/readyz', '/metrics']);
/** Files by their extension: the build's scripts and styles, images, fonts, robots.txt and sitemaps. */
const ASSET_FILE = /\.(?:js|mjs|css|map|png|jpe?g|webp|avif|gif|svg|ico|txt|xml|woff2?|ttf|webmanifest)$/i;

export function methodLabel(method) {
  return METHODS.has(method) ? method : 'other';
}

/** 'api', 'operations' (the probes and /metrics), 'asset' or 'page', from the request's URL. */
export function routeKind(url) {
  const path = String(url ?? '/').split('?')[0];
  if (path === '/api' || path.startsWith('/api/')) return 'api';
  if (OPERATIONS_PATHS.has(path)) return 'operations';
  if (path.startsWith('/_next/') || path.startsWith('/media/') || ASSET_FILE.test(path)) return 'asset';
  return 'page';
}

/** '2xx' … '5xx'; 'aborted' when the client left before the response was sent. */
export function statusClass(status, finished) {
  if (!finished) return 'aborted';
  return status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : 'other';
}

/** `handler`, each request observed into `histogram` (seconds) once its response is sent or abandoned. */
export function withRequestMetrics(handler, histogram, now = () => performance.now()) {
  return (req, res) => {
    const started = now();
    let observed = false;
    const observe = () => {
      if (observed) return;
      observed = true;
      histogram.observe(
        {
          method: methodLabel(req.method),
          kind: routeKind(req.url),
          status: statusClass(res.statusCode, res.writableFinished),
        },
        (now() - started) / 1000,
      );
    };
    res.once('finish', observe);
    res.once('close', observe);
    return handler(req, res);
  };
}
