import { pageMetadataFor } from '@/features/site-shell';
import { paths } from '@/lib/paths';
import { getSite } from '@/tenancy/get-site';
import { type FinanceQuery, FinanceRoute } from './finance-route';

type Props = { params: Promise<{ site: string }>; searchParams: Promise<FinanceQuery> };

export const generateMetadata = pageMetadataFor({ title: 'Finance', path: paths.finance() });

// /finance (AF §2): the finance link's target, with its car and loan.
export default async function FinancePageRoute({ params, searchParams }: Props) {
  const site = await getSite((await params).site);
  return (
    <FinanceRoute
      site={site}
      query={await searchParams}
      title="Car Finance"
      intro={`Tell us about the loan you need and ${site?.config.name ?? 'our'} finance team will find a rate that suits you.`}
    />
  );
}
