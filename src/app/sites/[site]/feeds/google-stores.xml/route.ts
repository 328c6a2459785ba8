import { googleStoresXml } from '@/features/outbound-feeds';
import { siteFeed } from '@/features/outbound-feeds/server';
import { getSite } from '@/tenancy/get-site';

// GET /feeds/google-stores.xml on a site's host: its locations as Google's store feed, the places the vehicle feed's store codes name.
// Read from the database on each render; the page cache keeps it under the site's stock tag
// (pageTags), so a stock change drops it at once.
export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ site: string }> }) {
  const site = await getSite((await params).site);
  if (!site) return new Response('Not found', { status: 404 });
  const feed = await siteFeed(site);
  return new Response(googleStoresXml(feed.site, feed.locations), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
}
