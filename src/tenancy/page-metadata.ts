import type { Metadata } from 'next';
import type { SiteConfig } from '@/tenancy/site-config';

/** The site's share image (its logo on its banner colours), served at this path on every site's domain. */
export const SITE_SHARE_IMAGE_PATH = '/share-image.png';
export const SITE_SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

type OpenGraph = NonNullable<Metadata['openGraph']>;

/** Open Graph every page of the site shares: its name, locale and share image. */
export function siteOpenGraph(config: Pick<SiteConfig, 'name'>): OpenGraph {
  return {
    siteName: config.name,
    locale: 'en_AU',
    type: 'website',
    images: [{ url: SITE_SHARE_IMAGE_PATH, ...SITE_SHARE_IMAGE_SIZE, alt: config.name }],
  };
}

/**
 * Metadata of one of the site's pages: its title, canonical URL and the same URL as `og:url` (relative;
 * the layout's metadataBase makes both absolute on the site's public origin). A page's `openGraph`
 * replaces the layout's whole, so the site's part is repeated here.
 */
export function sitePageMetadata(
  config: Pick<SiteConfig, 'name'>,
  page: { title?: string; path: string; robots?: Metadata['robots'] },
): Metadata {
  return {
    ...(page.title ? { title: page.title } : {}),
    alternates: { canonical: page.path },
    openGraph: { ...siteOpenGraph(config), url: page.path },
    ...(page.robots ? { robots: page.robots } : {}),
  };
}
