import { faviconPng } from '@/features/site-shell';
import { getSite } from '@/tenancy/get-site';

// GET /favicon.ico on a site's domain (the proxy rewrites it here): the site's monogram on its colour.
export async function GET(_request: Request, { params }: { params: Promise<{ site: string }> }) {
  const site = await getSite((await params).site);
  if (!site) return new Response('Not found', { status: 404 });
  const png = await faviconPng(site.config);
  return new Response(new Uint8Array(png), {
    headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400' },
  });
}
