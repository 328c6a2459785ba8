// The public surface of pages (dealers' content pages and the blog): what other features and app/ may import
// (docs/decisions/014).

export {
  BLOG_CATEGORIES,
  BLOG_DESCRIPTION_LENGTH,
  blogCardDescription,
  contentPathOf,
  isContentPath,
  requestedPage,
} from '@/content/rules';
export { articleJsonLd } from './json-ld';
export { blogRss } from './rss';
