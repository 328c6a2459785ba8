import { siteLocations } from '@/features/locations';
import { contentSitemapEntries } from '@/features/pages/server';
import { sitemapXml, siteSitemapEntries } from '@/features/vehicle';
import { paths } from '@/lib/paths';
import { getSite } from '@/tenancy/get-site';
import { siteOrigin } from '@/tenancy/site-origin';

// GET /sitemap.xml on a site's domain (the proxy rewrites it here): that site's pages, its locations, its
// content pages and articles, and its available cars.
// Read from the in-memory index on each request: cheap, and always the current stock.
export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ site: string }> }) {
  const site = await getSite((await params).site);
  if (!site) return new Response('Not found', { status: 404 });
  const now = new Date();
  const [content, locations] = await Promise.all([
    contentSitemapEntries(site, now),
    siteLocations(site, now),
  ]);
  const locationPages = locations.map((l) => ({ path: paths.location(l.slug) }));
  const entries = await siteSitemapEntries(site, now, content);
  const xml = sitemapXml(siteOrigin(site.config), [...entries, ...locationPages]);
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
}
