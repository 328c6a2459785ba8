import { sitemapXml, siteSitemapEntries } from '@/features/vehicle';
import { getSite } from '@/tenancy/get-site';
import { siteOrigin } from '@/tenancy/site-origin';

// GET /sitemap.xml on a site's domain (the proxy rewrites it here): that site's pages and available cars.
// Read from the in-memory index on each request: cheap, and always the current stock.
export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ site: string }> }) {
  const site = await getSite((await params).site);
  if (!site) return new Response('Not found', { status: 404 });
  const xml = sitemapXml(siteOrigin(site.config), await siteSitemapEntries(site));
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
}
