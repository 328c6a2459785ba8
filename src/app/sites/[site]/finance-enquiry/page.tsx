import { pageMetadataFor } from '@/features/site-shell';
import { paths } from '@/lib/paths';
import { getSite } from '@/tenancy/get-site';
import { type FinanceQuery, FinanceRoute } from '../finance/finance-route';

type Props = { params: Promise<{ site: string }>; searchParams: Promise<FinanceQuery> };

export const generateMetadata = pageMetadataFor({ title: 'Finance Enquiry', path: paths.financeEnquiry() });

// /finance-enquiry (AF §2): the finance enquiry on its own page.
export default async function FinanceEnquiryRoute({ params, searchParams }: Props) {
  const site = await getSite((await params).site);
  return (
    <FinanceRoute
      site={site}
      query={await searchParams}
      title="Finance Enquiry"
      intro={`Tell us about the loan you need and ${site?.config.name ?? 'our'} finance team will find a rate that suits you.`}
    />
  );
}
