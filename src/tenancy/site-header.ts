/** Request header carrying the tenant slug from the proxy to route handlers. */
export const SITE_HEADER = 'x-site-slug';

/**
 * Between a slug and a draft's preview token in the tenant the proxy names (`carzone~{token}`): a
 * character no slug has, so a preview can never be taken for another site.
 */
export const PREVIEW_SEPARATOR = '~';
/** The cookie that holds a draft's preview token on the site's own host, for the one browser given it. */
export const PREVIEW_COOKIE = 'site_preview';
/** Where a preview link starts (`?token=`) and ends (`/end`) on the site's host; no page has this path. */
export const PREVIEW_PATH = '/_preview';
/** A preview token: 32 random bytes, base64url. The proxy checks the shape; the database, the rest. */
export const PREVIEW_TOKEN = /^[A-Za-z0-9_-]{43}$/;
