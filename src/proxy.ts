import { type NextRequest, NextResponse } from 'next/server';
import { hostMap, siteSlugs } from '../config/sites';
import { resolveHost } from './tenancy/resolve-host';
import { SITE_HEADER } from './tenancy/site-header';

// The one place a tenant is identified: Host header → site slug, from an in-memory map (no I/O).
const defaultSite = process.env.DEFAULT_SITE ?? 'coastal-toyota';

export function proxy(request: NextRequest) {
  const { slug } = resolveHost(request.headers.get('host'), { hostMap, slugs: siteSlugs, defaultSite });
  const url = request.nextUrl.clone();
  const { pathname } = url;

  // API routes keep their path and learn the tenant from a header the proxy always overwrites.
  if (pathname.startsWith('/api/')) {
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
  return NextResponse.rewrite(url);
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|media/).*)'],
};
