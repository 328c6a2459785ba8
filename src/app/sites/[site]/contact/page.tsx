import { notFound } from 'next/navigation';
import { leadFormSetup } from '@/features/leads';
import { LeadDialog } from '@/features/leads/components/lead-dialog';
import { LeadForm } from '@/features/leads/components/lead-form';
import { LeadPage } from '@/features/leads/components/lead-page';
import { locationBlock } from '@/features/locations';
import { LocationBlock } from '@/features/locations/components/location-block';
import { pageMetadataFor } from '@/features/site-shell';
import { paths } from '@/lib/paths';
import { getSite } from '@/tenancy/get-site';
import { MailIcon } from '@/ui/icons/mail';

type Props = { params: Promise<{ site: string }> };

export const generateMetadata = pageMetadataFor({ title: 'Contact Us', path: paths.contact() });

// Rendered per request and kept by the page cache under the site's tag (src/lib/cache-tags.ts): a config
// change shows at once, a new location within the cache's 5-minute backstop.
export const dynamic = 'force-dynamic';

export default async function ContactPage({ params }: Props) {
  const site = await getSite((await params).site);
  if (!site) notFound();
  const [setup, locations] = await Promise.all([leadFormSetup(site), locationBlock(site)]);
  return (
    <>
      <LeadPage
        title="Contact Us"
        intro={`Questions about a car, finance, servicing or parts? Send ${site.config.name} a message and our team will get back to you.`}
        phone={site.config.phones.sales}
      >
        <LeadForm form="contact" setup={setup} />
      </LeadPage>
      <LocationBlock
        locations={locations}
        enquireNowForClosedService={site.config.location.enquireNowForClosedService}
        emailUs={(location) => (
          <LeadDialog
            form="contact"
            setup={setup}
            preset={{ location_id: location.id }}
            anchor={`email-${location.slug}`}
            title={`Email ${location.name}`}
            label={
              <>
                <MailIcon aria-hidden="true" className="size-4" />
                Email Us<span className="sr-only"> at {location.name}</span>
              </>
            }
            triggerClassName="inline-flex items-center gap-1 underline"
          />
        )}
        linksToContact={site.config.location.linksToContact}
      />
    </>
  );
}
