import 'server-only';
import { type FrontMatter, parseContentSource } from '@/content/front-matter';
import { renderMarkdown } from '@/content/markdown';
import {
  articlePath,
  BLOG_CATEGORIES,
  type BlogCategory,
  blogCardDescription,
  blogCategoryName,
  GATED_CONTENT,
  isBlogCategory,
  isContentPath,
  isLiveAt,
  pageCount,
  requestedPage,
} from '@/content/rules';
import { type ContentSummary, listArticles, listedPaths, readContentPage } from '@/content/store';
import { getDb } from '@/db';
import { stateTimeZone } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { needsSignIn } from '@/session/gates';
import type { Site } from '@/tenancy/get-site';

// What the content pages and the blog show, read per request from the site's own pages.

export type ContentPageView = {
  path: string;
  title: string;
  description: string;
  meta: FrontMatter;
  html: string;
  updatedAt: Date;
};

/**
 * The site's page at `path`, rendered; null (the site's 404) when it has none there, or when the page has
 * dates and `now` is outside them.
 */
export async function contentPage(
  site: Site,
  path: string,
  now = new Date(),
): Promise<ContentPageView | null> {
  if (!isContentPath(path)) return null;
  const row = await readContentPage(await getDb(), site.id, path);
  if (!row || !isLiveAt(row, now)) return null;
  if (row.category && (!row.publishedAt || row.publishedAt > now)) return null;
  const parsed = parseContentSource(row.path, row.source, stateTimeZone(site.config.defaultState));
  if (!parsed.ok || parsed.page.meta.draft) return null;
  return {
    path: row.path,
    title: row.title,
    description: row.description,
    meta: parsed.page.meta,
    html: renderMarkdown(parsed.page.body),
    updatedAt: row.updatedAt,
  };
}

export type ArticleCard = {
  path: string;
  title: string;
  description: string;
  category: { slug: BlogCategory; name: string };
  publishedAt: Date;
};

const card = (row: ContentSummary): ArticleCard => {
  const slug = row.category as BlogCategory;
  return {
    path: row.path,
    title: row.title,
    description: blogCardDescription(row.description),
    category: { slug, name: blogCategoryName(slug) },
    publishedAt: row.publishedAt as Date,
  };
};

export type BlogListView = {
  category: { slug: BlogCategory; name: string } | null;
  articles: ArticleCard[];
  page: number;
  pages: number;
};

/** A page of the blog or of one category; null (404) for an unknown category or a page past the last. */
export async function blogList(
  site: Site,
  category: string | null,
  pageParam: string | undefined,
  now = new Date(),
): Promise<BlogListView | null> {
  if (category !== null && !isBlogCategory(category)) return null;
  const db = await getDb();
  const first = await listArticles(db, site.id, { category: category ?? undefined, page: 1, now });
  const page = requestedPage(pageParam, first.total);
  if (page === null) return null;
  const list =
    page === 1 ? first : await listArticles(db, site.id, { category: category ?? undefined, page, now });
  return {
    category: category ? { slug: category, name: blogCategoryName(category) } : null,
    articles: list.articles.map(card),
    page,
    pages: pageCount(list.total),
  };
}

/** An article under its category; null (404) for an unknown one or one not yet published. */
export async function blogArticle(site: Site, category: string, slug: string, now = new Date()) {
  if (!isBlogCategory(category)) return null;
  const page = await contentPage(site, articlePath(category, slug), now);
  return page ? { ...page, category: { slug: category, name: blogCategoryName(category) } } : null;
}

/** The newest articles of the site, for its feed. */
export async function latestArticles(site: Site, now = new Date()): Promise<ArticleCard[]> {
  const list = await listArticles(await getDb(), site.id, { page: 1, now, size: 50 });
  return list.articles.map((row) => ({ ...card(row), description: row.description }));
}

/**
 * The site's pages for its sitemap: every page inside its dates; with a blog, the blog, its categories and
 * every published article.
 */
export async function contentSitemapEntries(
  site: Site,
  now = new Date(),
): Promise<{ path: string; lastModified?: string }[]> {
  const blog = site.config.features.blog;
  const lists = blog
    ? [paths.blog(), ...BLOG_CATEGORIES.map((category) => paths.blog(category.slug))].map((path) => ({
        path,
      }))
    : [];
  const pages = (await listedPaths(await getDb(), site.id, now))
    .filter((page) => blog || !page.path.startsWith('/blog/'))
    // A page behind sign-in is not for crawlers: it answers them with a redirect.
    .filter(
      (page) => !(page.path in GATED_CONTENT && needsSignIn(site.config.features, GATED_CONTENT[page.path])),
    )
    .map((page) => ({ path: page.path, lastModified: page.updatedAt.toISOString() }));
  return [...lists, ...pages];
}
