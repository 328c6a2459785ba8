import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { GATED_CONTENT } from '@/content/rules';
import { requireShopper } from '@/session';
import { getSite } from '@/tenancy/get-site';
import { sitePageMetadata } from '@/tenancy/page-metadata';
import { contentPage } from '../server';
import { ContentPage } from './content-page';
import type { PageLeadForm } from './page-form';

/** A stored page's metadata: its title, description and canonical; none where the site has no such page. */
export async function contentMetadata(siteSlug: string, path: string): Promise<Metadata> {
  const site = await getSite(siteSlug);
  const page = site ? await contentPage(site, path) : null;
  if (!site || !page) return {};
  return {
    ...sitePageMetadata(site.config, { title: page.title, path: page.path }),
    description: page.description,
  };
}

/**
 * The site's stored page at `path`, or the site's 404 where it has none (or it is outside its dates).
 * A gated page (GATED_CONTENT) sends a signed-out shopper to sign-in first where the site gates its feature.
 */
export async function ContentRoutePage({
  siteSlug,
  path,
  leadForm,
}: {
  siteSlug: string;
  path: string;
  leadForm: PageLeadForm;
}) {
  const site = await getSite(siteSlug);
  if (!site) notFound();
  const gate = GATED_CONTENT[path];
  if (gate) await requireShopper(site, gate, path);
  const page = await contentPage(site, path);
  if (!page) notFound();
  return <ContentPage site={site} page={page} leadForm={leadForm} />;
}
