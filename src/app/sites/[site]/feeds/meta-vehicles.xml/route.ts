import { metaVehiclesXml } from '@/features/outbound-feeds';
import { siteFeed } from '@/features/outbound-feeds/server';
import { getSite } from '@/tenancy/get-site';

// GET /feeds/meta-vehicles.xml on a site's host: its stock as Meta's automotive inventory catalogue.
// Read from the database on each render; the page cache keeps it under the site's stock tag
// (pageTags), so a stock change drops it at once.
export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ site: string }> }) {
  const site = await getSite((await params).site);
  if (!site) return new Response('Not found', { status: 404 });
  const feed = await siteFeed(site);
  return new Response(metaVehiclesXml(feed.site, feed.items), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
}
