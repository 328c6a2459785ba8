import { notFound } from 'next/navigation';
import { leadFormSetup } from '@/features/leads';
import { LeadForm } from '@/features/leads/components/lead-form';
import { LeadPage } from '@/features/leads/components/lead-page';
import { pageMetadataFor } from '@/features/site-shell';
import { paths } from '@/lib/paths';
import { getSite } from '@/tenancy/get-site';

type Props = { params: Promise<{ site: string }> };

export const generateMetadata = pageMetadataFor({ title: 'Careers', path: paths.careers() });

// Rendered per request and kept by the page cache under the site's tag (src/lib/cache-tags.ts): a config
// change shows at once, a new location within the cache's 5-minute backstop.
export const dynamic = 'force-dynamic';

// Careers (AF §4): sent as a General Enquiry with subcategory Career Enquiry, logging event 51.
export default async function CareersPage({ params }: Props) {
  const site = await getSite((await params).site);
  if (!site) notFound();
  return (
    <LeadPage
      title="Careers"
      intro={`Interested in joining the ${site.config.name} team? Tell us about yourself and the kind of role you are after, and our HR team will be in touch.`}
      phone={site.config.phones.sales}
    >
      <LeadForm form="careers" setup={await leadFormSetup(site)} />
    </LeadPage>
  );
}
