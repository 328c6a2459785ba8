import { type NextRequest, NextResponse } from 'next/server';
import { apiTags, CACHE_TAGS_HEADER, pageTags } from './lib/cache-tags';
import { env } from './lib/env';
import { contentSecurityPolicy, newNonce } from './lib/security-headers';
import { refuseBrowserWrite } from './tenancy/browser-writes';
import { currentSiteHosts, defaultSite } from './tenancy/host-registry';
import { isConsoleHost, resolveHost } from './tenancy/resolve-host';
import {
  PREVIEW_COOKIE,
  PREVIEW_PATH,
  PREVIEW_SEPARATOR,
  PREVIEW_TOKEN,
  SITE_HEADER,
} from './tenancy/site-header';

// The one place a tenant is identified: Host header → site slug, from the host names the site change
// follower last read from the database (host-registry.ts; no I/O here). Before that first read, any
// {slug}.localhost and the default site are taken on trust: a slug that names no site is a 404 page.

export function proxy(request: NextRequest) {
  // The dealer console has hosts of its own and serves no site; no site's host serves it (decision 038).
  if (isConsoleHost(request.headers.get('host'), env.CONSOLE_HOSTS)) return consoleProxy(request);
  const sites = currentSiteHosts();
  const { slug } = resolveHost(request.headers.get('host'), {
    hostMap: sites?.hostMap ?? new Map(),
    slugs: sites?.slugs ?? null,
    defaultSite,
  });
  const url = request.nextUrl.clone();
  const { pathname } = url;

  if (isConsoleApi(pathname)) return notFoundJson();
  if (slug && (pathname === PREVIEW_PATH || pathname === `${PREVIEW_PATH}/end`))
    return previewSwitch(request);
  // A draft's preview: the site as the draft makes it, for this browser only, never kept by the page cache.
  const preview = slug ? previewToken(request) : null;
  const tenant = slug && preview ? `${slug}${PREVIEW_SEPARATOR}${preview}` : slug;
  // API routes keep their path and learn the tenant from a header the proxy always overwrites.
  if (pathname.startsWith('/api/')) {
    const refusal = refuseBrowserWrite({
      method: request.method,
      headers: request.headers,
      path: pathname,
      siteHosts: slug ? (sites?.ownHosts.get(slug) ?? [`${slug}.localhost`]) : [],
    });
    if (refusal) return NextResponse.json({ error: refusal.error }, { status: refusal.status });
    const headers = new Headers(request.headers);
    if (tenant) headers.set(SITE_HEADER, tenant);
    else headers.delete(SITE_HEADER);
    const tags = slug && !preview ? apiTags(slug, request.method, pathname) : null;
    return NextResponse.next({
      request: { headers },
      ...(tags ? { headers: { [CACHE_TAGS_HEADER]: tags.join(' ') } } : {}),
    });
  }

  // A NUL in a page's path names nothing any page could show: refused as bad input, not looked up.
  if (hasNul(pathname)) {
    return new NextResponse('Bad request: the path holds a NUL character.', { status: 400 });
  }

  // Each page gets a fresh nonce: Next.js reads it from the request's policy and puts it on its scripts,
  // and the browser gets the same policy. A cached copy replays its render's policy with its body.
  const policy = contentSecurityPolicy({
    nonce: newNonce(),
    imageOrigins: (slug && sites?.imageOrigins.get(slug)) || [],
    host: request.headers.get('host'),
    development: process.env.NODE_ENV === 'development',
  });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(CSP_HEADER, policy);

  if (!slug) {
    url.pathname = '/unknown-site';
    return NextResponse.rewrite(url, {
      request: { headers: requestHeaders },
      headers: { [CSP_HEADER]: policy },
    });
  }
  // The internal prefix is never reachable from outside: a direct /sites/... request is a 404, rewritten to
  // a path the catch-all finds no content page at ('_' is in no page's path, decision 025).
  const internal = pathname === '/sites' || pathname.startsWith('/sites/');
  url.pathname = internal
    ? `/sites/${slug}/_not-found`
    : `/sites/${tenant}${pathname === '/' ? '' : pathname}`;
  if (preview)
    return NextResponse.rewrite(url, {
      request: { headers: requestHeaders },
      headers: { [CSP_HEADER]: policy, 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' },
    });
  // A page the same for every shopper is named by its cache tags; the page cache keeps it under them.
  const tags = internal ? null : pageTags(slug, pathname);
  return NextResponse.rewrite(url, {
    request: { headers: requestHeaders },
    headers: { [CSP_HEADER]: policy, ...(tags ? { [CACHE_TAGS_HEADER]: tags.join(' ') } : {}) },
  });
}

/** A preview token of the right shape from the preview cookie (the database decides if it opens a draft). */
function previewToken(request: NextRequest): string | null {
  const token = request.cookies.get(PREVIEW_COOKIE)?.value;
  return token && PREVIEW_TOKEN.test(token) ? token : null;
}

/**
 * The console's preview link lands here with the draft's token: it becomes this browser's preview cookie
 * for the site's host (the session's only), and the site's home page opens. `/end` forgets it.
 */
function previewSwitch(request: NextRequest) {
  const home = request.nextUrl.clone();
  home.pathname = '/';
  home.search = '';
  const response = NextResponse.redirect(home, 303);
  response.headers.set('cache-control', 'no-store');
  const token = request.nextUrl.searchParams.get('token');
  const secure = request.nextUrl.protocol === 'https:';
  if (request.nextUrl.pathname === PREVIEW_PATH && token && PREVIEW_TOKEN.test(token))
    response.cookies.set(PREVIEW_COOKIE, token, { httpOnly: true, sameSite: 'lax', path: '/', secure });
  else response.cookies.delete(PREVIEW_COOKIE);
  return response;
}

const CSP_HEADER = 'content-security-policy';

const isConsoleApi = (pathname: string) =>
  pathname === '/api/console' || pathname.startsWith('/api/console/');
const notFoundJson = () => NextResponse.json({ error: 'Not found' }, { status: 404 });
const hasNul = (pathname: string) => pathname.includes('%00') || pathname.includes('\u0000');

/**
 * The console's host: its API under /api/console (browser writes same-origin only, as on a site), its
 * pages under the internal prefix /console. Nothing of it is the same for two people, so no response
 * carries cache tags and the page cache keeps none.
 */
function consoleProxy(request: NextRequest) {
  const url = request.nextUrl.clone();
  const { pathname } = url;
  const host = request.headers.get('host');
  if (pathname.startsWith('/api/')) {
    if (!isConsoleApi(pathname)) return notFoundJson();
    const refusal = refuseBrowserWrite({
      method: request.method,
      headers: request.headers,
      path: pathname,
      siteHosts: host ? [host.toLowerCase().replace(/:\d+$/, '')] : [],
    });
    if (refusal) return NextResponse.json({ error: refusal.error }, { status: refusal.status });
    const headers = new Headers(request.headers);
    headers.delete(SITE_HEADER);
    return NextResponse.next({ request: { headers } });
  }
  if (hasNul(pathname))
    return new NextResponse('Bad request: the path holds a NUL character.', { status: 400 });
  const policy = contentSecurityPolicy({
    nonce: newNonce(),
    imageOrigins: [],
    host,
    development: process.env.NODE_ENV === 'development',
  });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(CSP_HEADER, policy);
  requestHeaders.delete(SITE_HEADER);
  // /console/... from outside would reach the console's pages by their internal path: named as a path
  // no page has instead.
  const internal = pathname === '/console' || pathname.startsWith('/console/');
  url.pathname = internal ? '/console/_not-found' : `/console${pathname === '/' ? '' : pathname}`;
  return NextResponse.rewrite(url, {
    request: { headers: requestHeaders },
    headers: { [CSP_HEADER]: policy, 'cache-control': 'private, no-store' },
  });
}

// The stock API (/api/admin/) stays outside: it is authenticated by its bearer key, needs no tenant, and a
// request through the proxy has its body buffered and silently cut at 10 MB, below the feed's 20 MB limit.
// So do the operations endpoints (/healthz, /readyz, /metrics, /tls-ask): the same on every host, known or not.
export const config = {
  matcher: ['/((?!_next/static|_next/image|media/|api/admin/|(?:healthz|readyz|metrics|tls-ask)$).*)'],
};
