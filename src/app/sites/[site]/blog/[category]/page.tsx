import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogList } from '@/features/pages/components/blog-list';
import { blogList } from '@/features/pages/server';
import { paths } from '@/lib/paths';
import { getSite } from '@/tenancy/get-site';
import { sitePageMetadata } from '@/tenancy/page-metadata';

type Props = {
  params: Promise<{ site: string; category: string }>;
  searchParams: Promise<{ page?: string | string[] }>;
};

const pageParam = (value: string | string[] | undefined) => (Array.isArray(value) ? '' : value);

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { site: slug, category } = await params;
  const site = await getSite(slug);
  if (!site?.config.features.blog) return {};
  const view = await blogList(site, category, pageParam((await searchParams).page));
  if (!view?.category) return {};
  const path = paths.blog(view.category.slug, view.page);
  return {
    ...sitePageMetadata(site.config, { title: `${view.category.name} | Blog`, path }),
    description: `${view.category.name} from ${site.config.name}: articles from our team.`,
    alternates: { canonical: path, types: { 'application/rss+xml': paths.blogFeed() } },
  };
}

export const dynamic = 'force-dynamic';

// /blog/{category} (AF §2): servicing-insights, buyer-advice, motoring-tips and vehicle-reviews.
export default async function BlogCategoryPage({ params, searchParams }: Props) {
  const { site: slug, category } = await params;
  const site = await getSite(slug);
  if (!site?.config.features.blog) notFound();
  const view = await blogList(site, category, pageParam((await searchParams).page));
  if (!view) notFound();
  return <BlogList view={view} siteName={site.config.name} />;
}
