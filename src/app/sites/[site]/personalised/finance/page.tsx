import { contactDetailsOf } from '@/features/accounts';
import { financeLinkPreset } from '@/features/finance';
import { pageMetadataFor } from '@/features/site-shell';
import { paths } from '@/lib/paths';
import { requireShopper } from '@/session';
import { getSite } from '@/tenancy/get-site';
import { type FinanceQuery, FinanceRoute } from '../../finance/finance-route';

type Props = { params: Promise<{ site: string }>; searchParams: Promise<FinanceQuery> };

export const generateMetadata = pageMetadataFor({
  title: 'Personalised Finance',
  path: paths.personalisedFinancePage(),
  robots: { index: false, follow: false },
});

// /personalised/finance?car_id (AF §2): behind sign-in where the site gates 'finance', back to the car.
export default async function PersonalisedFinanceRoute({ params, searchParams }: Props) {
  const site = await getSite((await params).site);
  const query = await searchParams;
  const { carId } = financeLinkPreset(query);
  // Back without signing in is the open finance page (of the car), never this gated one again.
  const here = carId === null ? paths.personalisedFinancePage() : paths.personalisedFinance(carId);
  const back = carId === null ? paths.finance() : paths.finance({ car_id: carId });
  const shopper = site && (await requireShopper(site, 'finance', here, back));
  return (
    <FinanceRoute
      site={site}
      query={query}
      title="Personalised Finance"
      intro="Tell us about the loan you need and we will come back to you with a personalised rate."
      details={contactDetailsOf(shopper)}
    />
  );
}
