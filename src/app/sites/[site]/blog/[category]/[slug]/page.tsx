import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { articleJsonLd } from '@/features/pages';
import { PublishedOn } from '@/features/pages/components/blog-list';
import { ContentPage } from '@/features/pages/components/content-page';
import { blogArticle } from '@/features/pages/server';
import { paths } from '@/lib/paths';
import { getSite } from '@/tenancy/get-site';
import { sitePageMetadata } from '@/tenancy/page-metadata';
import { siteOrigin } from '@/tenancy/site-origin';
import { JsonLd } from '@/ui/json-ld';
import { pageLeadForm } from '../../../page-lead-form';

type Props = { params: Promise<{ site: string; category: string; slug: string }> };

async function load(params: Props['params']) {
  const { site: siteSlug, category, slug } = await params;
  const site = await getSite(siteSlug);
  if (!site?.config.features.blog) return null;
  const article = await blogArticle(site, category, slug);
  return article ? { site, article } : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load(params);
  if (!found) return {};
  const { site, article } = found;
  const base = sitePageMetadata(site.config, { title: article.title, path: article.path });
  return {
    ...base,
    description: article.description,
    openGraph: { ...base.openGraph, type: 'article', description: article.description },
  };
}

export const dynamic = 'force-dynamic';

// /blog/{category}/{slug} (AF §2): one article, published by now, under its own category.
export default async function BlogArticlePage({ params }: Props) {
  const found = await load(params);
  if (!found) notFound();
  const { site, article } = found;
  return (
    <>
      <JsonLd data={articleJsonLd(article, siteOrigin(site.config))} />
      <ContentPage
        site={site}
        page={article}
        leadForm={pageLeadForm(site.slug)}
        trail={[
          { href: paths.blog(), label: 'Blog' },
          { href: paths.blog(article.category.slug), label: article.category.name },
        ]}
        before={
          <p className="mt-3 text-sm text-gray-600">
            {article.category.name}
            {article.meta.published && (
              <>
                {' · '}
                <PublishedOn date={new Date(article.meta.published)} />
              </>
            )}
            {article.meta.author && ` · ${article.meta.author}`}
          </p>
        }
      />
    </>
  );
}
