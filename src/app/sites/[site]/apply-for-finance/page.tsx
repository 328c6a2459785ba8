import { pageMetadataFor } from '@/features/site-shell';
import { paths } from '@/lib/paths';
import { getSite } from '@/tenancy/get-site';
import { type FinanceQuery, FinanceRoute } from '../finance/finance-route';

type Props = { params: Promise<{ site: string }>; searchParams: Promise<FinanceQuery> };

export const generateMetadata = pageMetadataFor({
  title: 'Apply for Finance',
  path: paths.applyForFinance(),
});

// /apply-for-finance (AF §2): the finance enquiry, as an application.
export default async function ApplyForFinanceRoute({ params, searchParams }: Props) {
  const site = await getSite((await params).site);
  return (
    <FinanceRoute
      site={site}
      query={await searchParams}
      title="Apply for Finance"
      intro={`Tell us about the loan you need and ${site?.config.name ?? 'our'} finance team will find a rate that suits you.`}
    />
  );
}
