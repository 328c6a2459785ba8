import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { leadFormSetup, siteLocation } from '@/features/leads';
import { LeadForm } from '@/features/leads/components/lead-form';
import { LeadPage } from '@/features/leads/components/lead-page';
import { paths } from '@/lib/paths';
import { getSite } from '@/tenancy/get-site';
import { sitePageMetadata } from '@/tenancy/page-metadata';

type Props = { params: Promise<{ site: string; locationSlug: string }> };

// Rendered per request and kept by the page cache under the site's tag (src/lib/cache-tags.ts): a config
// change shows at once, a new location within the cache's 5-minute backstop.
export const dynamic = 'force-dynamic';

async function load(params: Props['params']) {
  const { site: siteSlug, locationSlug } = await params;
  const site = await getSite(siteSlug);
  const location = site ? await siteLocation(site, locationSlug) : null;
  return site && location ? { site, location } : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load(params);
  if (!found) return {};
  return sitePageMetadata(found.site.config, {
    title: `Contact ${found.location.name}`,
    path: paths.contactLocation((await params).locationSlug),
  });
}

// A location's contact page (AF §2 /contact-us/{locationSlug}): the contact form sent to that location.
export default async function LocationContactPage({ params }: Props) {
  const found = await load(params);
  if (!found) notFound();
  const { site, location } = found;
  return (
    <LeadPage
      title={`Contact ${location.name}`}
      intro={`Send the team at ${location.name} a message and they will get back to you.`}
      phone={location.phone ?? site.config.phones.sales}
      address={location.address}
    >
      <LeadForm form="contact" setup={await leadFormSetup(site)} preset={{ location_id: location.id }} />
    </LeadPage>
  );
}
