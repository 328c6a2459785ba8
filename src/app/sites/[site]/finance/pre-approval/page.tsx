import { notFound } from 'next/navigation';
import { PreApprovalPage } from '@/features/finance/components/pre-approval-page';
import { storedFinanceApplication } from '@/features/finance/server';
import { pageMetadataFor } from '@/features/site-shell';
import { paths } from '@/lib/paths';
import { getSite } from '@/tenancy/get-site';

type Props = {
  params: Promise<{ site: string }>;
  searchParams: Promise<{ application?: string | string[] }>;
};

export const generateMetadata = pageMetadataFor({
  title: 'Pre-approval request received',
  path: paths.financePreApprovalPage(),
  robots: { index: false, follow: false },
});

// /finance/pre-approval?application={lead id} (AF §4, §7): where the in-house create-customer sends the shopper.
export default async function PreApprovalRoute({ params, searchParams }: Props) {
  const site = await getSite((await params).site);
  if (!site) notFound();
  const raw = (await searchParams).application;
  const id = (Array.isArray(raw) ? raw[0] : raw) ?? '';
  return (
    <PreApprovalPage
      application={await storedFinanceApplication(site, id)}
      phone={site.config.phones.sales}
    />
  );
}
