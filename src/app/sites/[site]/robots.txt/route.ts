import { robotsTxt } from '@/features/vehicle';
import { getSite } from '@/tenancy/get-site';
import { siteOrigin } from '@/tenancy/site-origin';

// GET /robots.txt on a site's domain: names that site's own sitemap.
export async function GET(_request: Request, { params }: { params: Promise<{ site: string }> }) {
  const site = await getSite((await params).site);
  if (!site) return new Response('Not found', { status: 404 });
  return new Response(robotsTxt(siteOrigin(site.config)), {
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
}
