import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogList } from '@/features/pages/components/blog-list';
import { blogList } from '@/features/pages/server';
import { paths } from '@/lib/paths';
import { getSite } from '@/tenancy/get-site';
import { sitePageMetadata } from '@/tenancy/page-metadata';

type Props = { params: Promise<{ site: string }>; searchParams: Promise<{ page?: string | string[] }> };

const pageParam = (value: string | string[] | undefined) => (Array.isArray(value) ? '' : value);

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const site = await getSite((await params).site);
  if (!site?.config.features.blog) return {};
  const page = Number(pageParam((await searchParams).page) ?? 1) || 1;
  return {
    ...sitePageMetadata(site.config, { title: 'Blog', path: paths.blog(undefined, page) }),
    description: `Servicing insights, buyer advice, motoring tips and vehicle reviews from ${site.config.name}.`,
    alternates: {
      canonical: paths.blog(undefined, page),
      types: { 'application/rss+xml': paths.blogFeed() },
    },
  };
}

export const dynamic = 'force-dynamic';

// /blog (AF §2): the newest articles of every category, nine a page, on sites with features.blog.
export default async function BlogPage({ params, searchParams }: Props) {
  const site = await getSite((await params).site);
  if (!site?.config.features.blog) notFound();
  const view = await blogList(site, null, pageParam((await searchParams).page));
  if (!view) notFound();
  return <BlogList view={view} siteName={site.config.name} />;
}
