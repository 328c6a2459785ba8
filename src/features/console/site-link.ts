import 'server-only';
import { headers } from 'next/headers';
import { isLocalHost } from '@/staff/console-origin';
import type { SiteConfig } from '@/tenancy/site-config';
import { siteOrigin } from '@/tenancy/site-origin';

/**
 * Where the console links to a site's own pages: on a local console (console.localhost:3000) the site on
 * the same port ({slug}.localhost:3000), which is where it answers here; else the site's public origin.
 */
export async function siteLinkOrigin(config: Pick<SiteConfig, 'hostnames' | 'slug'>): Promise<string> {
  const host = (await headers()).get('host') ?? '';
  const [name, port] = host.toLowerCase().split(':');
  return isLocalHost(name) ? `http://${config.slug}.localhost${port ? `:${port}` : ''}` : siteOrigin(config);
}
