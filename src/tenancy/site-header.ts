/** Request header carrying the tenant slug from the proxy to route handlers. */
export const SITE_HEADER = 'x-site-slug';
