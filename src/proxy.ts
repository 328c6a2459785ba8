import { type NextRequest, NextResponse } from 'next/server';
import { CACHE_TAGS_HEADER, pageTags } from './lib/cache-tags';
import { refuseBrowserWrite } from './tenancy/browser-writes';
import { resolveHost } from './tenancy/resolve-host';
import { loadSiteConfigs } from './tenancy/site-files';
import { SITE_HEADER } from './tenancy/site-header';

// The one place a tenant is identified: Host header → site slug, from an in-memory map (no I/O).
const defaultSite = process.env.DEFAULT_SITE ?? 'coastal-toyota';
const shipped = loadSiteConfigs();
const siteSlugs = shipped.map((config) => config.slug);
const hostMap: Record<string, string> = Object.fromEntries(
  shipped.flatMap((config) => config.hostnames.map((host) => [host, config.slug])),
);

/** Each site's own host names: its configured ones and {slug}.localhost. */
const siteHosts = new Map<string, string[]>(
  siteSlugs.map((slug) => [
    slug,
    [...Object.keys(hostMap).filter((host) => hostMap[host] === slug), `${slug}.localhost`],
  ]),
);

export function proxy(request: NextRequest) {
  const { slug } = resolveHost(request.headers.get('host'), { hostMap, slugs: siteSlugs, defaultSite });
  const url = request.nextUrl.clone();
  const { pathname } = url;

  // API routes keep their path and learn the tenant from a header the proxy always overwrites.
  if (pathname.startsWith('/api/')) {
    const refusal = refuseBrowserWrite({
      method: request.method,
      headers: request.headers,
      siteHosts: (slug && siteHosts.get(slug)) || [],
    });
    if (refusal) return NextResponse.json({ error: refusal.error }, { status: refusal.status });
    const headers = new Headers(request.headers);
    if (slug) headers.set(SITE_HEADER, slug);
    else headers.delete(SITE_HEADER);
    return NextResponse.next({ request: { headers } });
  }

  if (!slug) {
    url.pathname = '/unknown-site';
    return NextResponse.rewrite(url);
  }
  // The internal prefix is never reachable from outside: a direct /sites/... request is a 404.
  const internal = pathname === '/sites' || pathname.startsWith('/sites/');
  url.pathname = internal ? `/sites/${slug}/not-found` : `/sites/${slug}${pathname === '/' ? '' : pathname}`;
  // A page the same for every shopper is named by its cache tags; the page cache keeps it under them.
  const tags = internal ? null : pageTags(slug, pathname);
  return NextResponse.rewrite(url, tags ? { headers: { [CACHE_TAGS_HEADER]: tags.join(' ') } } : undefined);
}

// The stock API (/api/admin/) stays outside: it is authenticated by its bearer key, needs no tenant, and a
// request through the proxy has its body buffered and silently cut at 10 MB, below the feed's 20 MB limit.
export const config = {
  matcher: ['/((?!_next/static|_next/image|media/|api/admin/).*)'],
};
