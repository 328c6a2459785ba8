import type { BlogPosting, Graph } from 'schema-dts';
import type { FrontMatter } from '@/content/front-matter';
import { absoluteUrl, paths } from '@/lib/paths';
import { breadcrumbList, organizationId } from '@/lib/structured-data';

export type JsonLdArticle = {
  path: string;
  title: string;
  description: string;
  meta: Pick<FrontMatter, 'published' | 'updated' | 'author' | 'hero'>;
  updatedAt: Date;
  category: { slug: string; name: string };
};

/**
 * A blog article as schema.org JSON-LD: the BlogPosting (published by the site's organisation, written
 * by its author where the article names one) and the breadcrumb the page shows (Home › Blog › its
 * category › the article).
 */
export function articleJsonLd(article: JsonLdArticle, origin: string): Graph {
  const url = absoluteUrl(origin, article.path);
  const { meta } = article;
  const posting: BlogPosting = {
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.description,
    url,
    mainEntityOfPage: url,
    // As the article's front matter writes them ('2026-06-30', or a time with its offset): a date alone
    // stays a date, not midnight in some zone.
    ...(meta.published ? { datePublished: meta.published } : {}),
    dateModified: meta.updated ?? article.updatedAt.toISOString(),
    ...(meta.hero ? { image: absoluteUrl(origin, meta.hero) } : {}),
    author: meta.author ? { '@type': 'Person', name: meta.author } : { '@id': organizationId(origin) },
    publisher: { '@id': organizationId(origin) },
    articleSection: article.category.name,
  };
  const crumbs = [
    { label: 'Home', href: paths.home() },
    { label: 'Blog', href: paths.blog() },
    { label: article.category.name, href: paths.blog(article.category.slug) },
    { label: article.title },
  ];
  return {
    '@context': 'https://schema.org',
    '@graph': [posting, breadcrumbList(origin, crumbs, article.path)],
  };
}
