import { notFound } from 'next/navigation';
import { leadFormSetup } from '@/features/leads';
import { LeadForm } from '@/features/leads/components/lead-form';
import { LeadPage } from '@/features/leads/components/lead-page';
import { pageMetadataFor } from '@/features/site-shell';
import { paths } from '@/lib/paths';
import { getSite } from '@/tenancy/get-site';

type Props = { params: Promise<{ site: string }> };

export const generateMetadata = pageMetadataFor({ title: 'Contact Us', path: paths.contact() });

// The same for every shopper: cached, rebuilt at most every 5 minutes (a new location shows within it).
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

export default async function ContactPage({ params }: Props) {
  const site = await getSite((await params).site);
  if (!site) notFound();
  return (
    <LeadPage
      title="Contact Us"
      intro={`Questions about a car, finance, servicing or parts? Send ${site.config.name} a message and our team will get back to you.`}
      phone={site.config.phones.sales}
    >
      <LeadForm form="contact" setup={await leadFormSetup(site)} />
    </LeadPage>
  );
}
