import 'server-only';
import { getSite, type Site } from './get-site';
import { SITE_HEADER } from './site-header';

/** The tenant of an API request, as identified by the proxy. */
export async function siteFromRequest(request: Request): Promise<Site | null> {
  const slug = request.headers.get(SITE_HEADER);
  return slug ? getSite(slug) : null;
}
