import { contentSitemapEntries } from '@/features/pages/server';
import { sitemapXml, siteSitemapEntries } from '@/features/vehicle';
import { getSite } from '@/tenancy/get-site';
import { siteOrigin } from '@/tenancy/site-origin';

// GET /sitemap.xml on a site's domain (the proxy rewrites it here): that site's pages, its content pages and
// articles, and its available cars.
// Read from the in-memory index on each request: cheap, and always the current stock.
export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ site: string }> }) {
  const site = await getSite((await params).site);
  if (!site) return new Response('Not found', { status: 404 });
  const now = new Date();
  const content = await contentSitemapEntries(site, now);
  const xml = sitemapXml(siteOrigin(site.config), await siteSitemapEntries(site, now, content));
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
}
