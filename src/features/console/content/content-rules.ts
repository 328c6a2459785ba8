import { BLOG_CATEGORIES, type BlogCategory, contentPathKind, isBlogCategory } from '@/content/rules';
import { dateAt, isCalendarDate } from '@/lib/dates';

// The Content screen's rules: what kind of page a path is, where a page stands on the site now, the list's
// filter, where a new page of each kind goes, and how a page's dates show in the editor's day inputs.
// Pure, so the screen, its calls and the tests share them.

export const CONTENT_KINDS = ['page', 'sale', 'article'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const CONTENT_KIND_LABELS: Record<ContentKind, string> = {
  page: 'Page',
  sale: 'Sale page',
  article: 'Blog article',
};

/** The list's filter from `?kind=`: one kind, or every page (absent or anything else). */
export const contentKindOf = (value: string | null | undefined): ContentKind | 'all' =>
  (CONTENT_KINDS as readonly string[]).includes(value ?? '') ? (value as ContentKind) : 'all';

/** A stored path's kind ('/pages/summer-sale' → 'sale'); a path no page could have is a plain page. */
export function kindOfPath(path: string): ContentKind {
  const kind = contentPathKind(path)?.kind;
  return kind === 'article' || kind === 'sale' ? kind : 'page';
}

export type PageState =
  | { state: 'live' }
  | { state: 'scheduled'; from: Date }
  | { state: 'expired'; at: Date }
  | { state: 'unpublished' };

/**
 * Where a page stands at `now`, as the site decides it (src/content/rules.ts isLiveAt, both ends
 * inclusive): unpublished; scheduled before its start (an article before its published time); expired
 * after its expiry; else live.
 */
export function pageState(
  page: {
    draft: boolean;
    category: string | null;
    publishedAt: Date | null;
    startAt: Date | null;
    expiresAt: Date | null;
  },
  now: Date,
): PageState {
  if (page.draft) return { state: 'unpublished' };
  if (page.startAt && now < page.startAt) return { state: 'scheduled', from: page.startAt };
  if (page.category && page.publishedAt && now < page.publishedAt)
    return { state: 'scheduled', from: page.publishedAt };
  if (page.expiresAt && now > page.expiresAt) return { state: 'expired', at: page.expiresAt };
  return { state: 'live' };
}

/** The first part of a new page's path: '/', '/pages/', '/blog/{category}/'. */
export function pathPrefix(kind: ContentKind, category: BlogCategory = BLOG_CATEGORIES[0].slug): string {
  if (kind === 'sale') return '/pages/';
  if (kind === 'article') return `/blog/${isBlogCategory(category) ? category : BLOG_CATEGORIES[0].slug}/`;
  return '/';
}

/** A new page's path: its kind's prefix and the last part typed ('Summer Sale!' → '/pages/summer-sale'). */
export function newPagePath(kind: ContentKind, category: BlogCategory | undefined, name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${pathPrefix(kind, category)}${slug}`;
}

/**
 * A `start` or `expiry` as the editor's day input shows it: a day as written, a time as its day on the
 * site's clock ('2027-06-30T23:59:59+10:00' in Brisbane → '2027-06-30'), nothing as ''.
 */
export function dayInputValue(value: string | undefined, timeZone: string): string {
  if (!value) return '';
  if (isCalendarDate(value)) return value;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? '' : dateAt(instant, timeZone);
}

/**
 * What a saved day input does to the page's `start` or `expiry`: the day shown unchanged keeps the value
 * as written (undefined: a time stays a time); a new day is that day on the site's clock; '' takes it out.
 */
export function windowChange(
  existing: string | undefined,
  day: string,
  timeZone: string,
): string | undefined {
  if (existing !== undefined && day === dayInputValue(existing, timeZone)) return undefined;
  return day;
}
