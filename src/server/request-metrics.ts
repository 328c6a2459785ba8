// Times every request the server answers, cache hits included, into a histogram labelled so its series
// stay few whatever the traffic: the method (known ones, else 'other'), the kind of route (never the raw
// path) and the status class.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Histogram } from './prometheus.ts';

type RequestHistogram = Histogram<'method' | 'kind' | 'status'>;

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const OPERATIONS_PATHS = new Set(['/healthz', '/readyz', '/metrics', '/tls-ask']);
/** Files by their extension: the build's scripts and styles, images, fonts, robots.txt and sitemaps. */
const ASSET_FILE = /\.(?:js|mjs|css|map|png|jpe?g|webp|avif|gif|svg|ico|txt|xml|woff2?|ttf|webmanifest)$/i;

export function methodLabel(method: string | undefined): string {
  return method !== undefined && METHODS.has(method) ? method : 'other';
}

/** 'api', 'operations' (the probes and /metrics), 'asset' or 'page', from the request's URL. */
export function routeKind(url: string | undefined): 'api' | 'operations' | 'asset' | 'page' {
  const path = String(url ?? '/').split('?')[0];
  if (path === '/api' || path.startsWith('/api/')) return 'api';
  if (OPERATIONS_PATHS.has(path)) return 'operations';
  if (path.startsWith('/_next/') || path.startsWith('/media/') || ASSET_FILE.test(path)) return 'asset';
  return 'page';
}

/** '2xx' … '5xx'; 'aborted' when the client left before the response was sent. */
export function statusClass(status: number, finished: boolean): string {
  if (!finished) return 'aborted';
  return status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : 'other';
}

/**
 * Observes into `histogram` by label values, each series looked up once and then kept (at most methods ×
 * kinds × status classes of them), so an event costs no label handling: `(method, kind, status, seconds)`.
 */
export function requestObserver(
  histogram: RequestHistogram,
): (method: string, kind: string, status: string, seconds: number) => void {
  const series = new Map<string, { observe(value: number): void }>();
  return (method, kind, status, seconds) => {
    const key = `${method} ${kind} ${status}`;
    let one = series.get(key);
    if (one === undefined) {
      one = histogram.labels({ method, kind, status });
      series.set(key, one);
    }
    one.observe(seconds);
  };
}

/** `handler`, each request observed into `histogram` (seconds) once its response is sent or abandoned. */
export function withRequestMetrics(
  handler: (req: IncomingMessage, res: ServerResponse) => unknown,
  histogram: RequestHistogram,
  now: () => number = () => performance.now(),
): (req: IncomingMessage, res: ServerResponse) => unknown {
  const observe = requestObserver(histogram);
  return (req, res) => {
    const started = now();
    let observed = false;
    const done = () => {
      if (observed) return;
      observed = true;
      observe(
        methodLabel(req.method),
        routeKind(req.url),
        statusClass(res.statusCode, res.writableFinished),
        (now() - started) / 1000,
      );
    };
    res.once('finish', done);
    res.once('close', done);
    return handler(req, res);
  };
}

/** For the page cache's hits, answered whole before anything else runs: `(request, seconds)`. */
export function hitObserver(histogram: RequestHistogram): (req: IncomingMessage, seconds: number) => void {
  const observe = requestObserver(histogram);
  return (req, seconds) => observe(methodLabel(req.method), routeKind(req.url), '2xx', seconds);
}
