// The rules of dealers' content pages and the blog (AF §2, §9), pure so the pages, the store, the feed and
// the tests share them.

import { addDays, instantAt, isCalendarDate } from '@/lib/dates';

/** The blog's categories (AF §2: articles sit under servicing-insights, buyer-advice or motoring-tips). */
export const BLOG_CATEGORIES = [
  { slug: 'servicing-insights', name: 'Servicing Insights' },
  { slug: 'buyer-advice', name: 'Buyer Advice' },
  { slug: 'motoring-tips', name: 'Motoring Tips' },
  { slug: 'vehicle-reviews', name: 'Vehicle Reviews' },
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number]['slug'];
export const BLOG_CATEGORY_SLUGS = BLOG_CATEGORIES.map((category) => category.slug) as [
  BlogCategory,
  ...BlogCategory[],
];

export const isBlogCategory = (slug: string): slug is BlogCategory =>
  (BLOG_CATEGORY_SLUGS as readonly string[]).includes(slug);

export const blogCategoryName = (slug: BlogCategory): string =>
  BLOG_CATEGORIES.find((category) => category.slug === slug)?.name ?? slug;

/** AF §9: a blog card's description is at most 80 characters. */
export const BLOG_DESCRIPTION_LENGTH = 80;

/**
 * A blog card's description: as written when it fits in 80 characters, else its first 80 characters (by
 * character, not UTF-16 unit, so an emoji is never split) with the trailing space dropped and an ellipsis.
 */
export function blogCardDescription(text: string): string {
  const characters = Array.from(text.trim());
  if (characters.length <= BLOG_DESCRIPTION_LENGTH) return characters.join('');
  return `${characters.slice(0, BLOG_DESCRIPTION_LENGTH).join('').trimEnd()}…`;
}

/** Articles on one page of the blog and of each category. */
export const BLOG_PAGE_SIZE = 9;

/** How many pages `total` articles fill (an empty blog still has its first page). */
export const pageCount = (total: number, size = BLOG_PAGE_SIZE): number =>
  Math.max(1, Math.ceil(total / size));

/**
 * The page a `?page=` asks for: absent is page 1; a whole number from 1 to the last page is itself; anything
 * else (0, -1, 1.5, '2abc', past the last page) is null, which the page answers with its 404.
 */
export function requestedPage(
  value: string | undefined,
  total: number,
  size = BLOG_PAGE_SIZE,
): number | null {
  if (value === undefined) return 1;
  if (!/^[1-9]\d{0,5}$/.test(value)) return null;
  const page = Number(value);
  return page <= pageCount(total, size) ? page : null;
}

/**
 * A stored page's path: lowercase words joined by dashes, one to three segments
 * ('/about-us', '/pages/summer-sale', '/hilux/accessories', '/blog/buyer-advice/first-car').
 */
const CONTENT_PATH = /^(\/[a-z0-9]+(-[a-z0-9]+)*){1,3}$/;
export const CONTENT_PATH_MAX = 200;

export const isContentPath = (path: string): boolean =>
  path.length <= CONTENT_PATH_MAX && CONTENT_PATH.test(path);

const CONTENT_SEGMENT = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * The stored page's path a route's segments name (['hilux', 'accessories'] → '/hilux/accessories'), or null
 * where they can name none: each segment is checked on its own (a decoded '%2F' never joins two), then the
 * whole as a content path. Uppercase, '..', a NUL, an empty segment, four segments or over 200 characters
 * are null before anything is looked up.
 */
export function contentPathOf(segments: readonly string[]): string | null {
  if (segments.length === 0 || !segments.every((segment) => CONTENT_SEGMENT.test(segment))) return null;
  const path = `/${segments.join('/')}`;
  return isContentPath(path) ? path : null;
}

/** What a path is: an article under a blog category, a per-dealer sale page, or any other page. */
export type ContentPathKind =
  | { kind: 'article'; category: BlogCategory; slug: string }
  | { kind: 'sale'; slug: string }
  | { kind: 'page' };

export function contentPathKind(path: string): ContentPathKind | null {
  if (!isContentPath(path)) return null;
  const parts = path.split('/').slice(1);
  if (parts[0] === 'blog') {
    // '/blog' and '/blog/{category}' are lists the product builds; only articles are stored under them.
    if (parts.length !== 3 || !isBlogCategory(parts[1])) return null;
    return { kind: 'article', category: parts[1], slug: parts[2] };
  }
  if (parts[0] === 'pages') return parts.length === 2 ? { kind: 'sale', slug: parts[1] } : null;
  return { kind: 'page' };
}

/** Stored pages that sit behind sign-in where the site gates their feature (AF §2): kept out of the sitemap there. */
export const GATED_CONTENT: Readonly<Record<string, 'spin-to-win'>> = { '/spin-to-win': 'spin-to-win' };

export const articlePath = (category: BlogCategory, slug: string) => `/blog/${category}/${slug}`;
export const salePagePath = (slug: string) => `/pages/${slug}`;

/**
 * The instant a page's `start` or `expiry` stands for. A time with its offset is that instant; a day is a
 * day at the dealer's place (decision 008): a start from its first moment, an expiry to its last, so
 * 'expiry: 2027-06-30' shows the page all of 30 June on the dealer's clock.
 */
export function windowEdge(value: string, edge: 'start' | 'expiry', timeZone: string): Date {
  if (!isCalendarDate(value)) return new Date(value);
  if (edge === 'start') return instantAt(value, '00:00', timeZone);
  return new Date(instantAt(addDays(value, 1), '00:00', timeZone).getTime() - 1);
}

/** A page with a start or an expiry shows from its start to its expiry, both inclusive; outside, the 404. */
export function isLiveAt(page: { startAt: Date | null; expiresAt: Date | null }, now: Date): boolean {
  if (page.startAt && now < page.startAt) return false;
  if (page.expiresAt && now > page.expiresAt) return false;
  return true;
}
