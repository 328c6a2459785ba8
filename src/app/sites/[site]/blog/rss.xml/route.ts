import { blogRss } from '@/features/pages';
import { latestArticles } from '@/features/pages/server';
import { getSite } from '@/tenancy/get-site';
import { siteOrigin } from '@/tenancy/site-origin';

// GET /blog/rss.xml on a site's domain: its blog as RSS 2.0, the newest 50 articles.
export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ site: string }> }) {
  const site = await getSite((await params).site);
  if (!site?.config.features.blog) return new Response('Not found', { status: 404 });
  const articles = await latestArticles(site);
  const xml = blogRss(
    { name: site.config.name, origin: siteOrigin(site.config) },
    articles.map((article) => ({ ...article, category: article.category.name })),
  );
  return new Response(xml, { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } });
}
