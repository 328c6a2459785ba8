import { siteLocations } from '@/features/locations';
import { sitemapXml, siteSitemapEntries } from '@/features/vehicle';
import { paths } from '@/lib/paths';
import { getSite } from '@/tenancy/get-site';
import { siteOrigin } from '@/tenancy/site-origin';

// GET /sitemap.xml on a site's domain (the proxy rewrites it here): that site's pages, locations and available cars.
// Read from the in-memory index on each request: cheap, and always the current stock.
export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ site: string }> }) {
  const site = await getSite((await params).site);
  if (!site) return new Response('Not found', { status: 404 });
  const [entries, locations] = await Promise.all([siteSitemapEntries(site), siteLocations(site)]);
  const locationPages = locations.map((l) => ({ path: paths.location(l.slug) }));
  const xml = sitemapXml(siteOrigin(site.config), [...entries, ...locationPages]);
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
}
