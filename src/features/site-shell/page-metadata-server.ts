import 'server-only';
import type { Metadata } from 'next';
import { getSite } from '@/tenancy/get-site';
import { sitePageMetadata } from '@/tenancy/page-metadata';

type Page = Parameters<typeof sitePageMetadata>[1];

/** `generateMetadata` for a page whose title and path are the same on every site. */
export function pageMetadataFor(page: Page) {
  return async ({ params }: { params: Promise<{ site: string }> }): Promise<Metadata> => {
    const site = await getSite((await params).site);
    return site ? sitePageMetadata(site.config, page) : {};
  };
}
