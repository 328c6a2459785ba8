import { pageMetadataFor } from '@/features/site-shell';
import { paths } from '@/lib/paths';
import { getSite } from '@/tenancy/get-site';
import { type TradeInQuery, TradeInRoute } from '../../trade-in/trade-in-route';

type Props = { params: Promise<{ site: string }>; searchParams: Promise<TradeInQuery> };

export const generateMetadata = pageMetadataFor({
  title: 'Trade-In Valuation',
  path: paths.tradeIn(undefined, '/cars/trade-in'),
});

// /cars/trade-in?car_id= (AF §2): the trade-in against a car, the form some sites' car buttons use.
export default async function CarTradeInPageRoute({ params, searchParams }: Props) {
  const site = await getSite((await params).site);
  return (
    <TradeInRoute
      site={site}
      query={await searchParams}
      path={(carId) => paths.tradeIn(carId ?? undefined, '/cars/trade-in')}
      gate="trade-in"
      title="Trade-In Valuation"
      intro="Find out what your car is worth against the one you are buying: enter its rego, tell us its condition and see your changeover price."
    />
  );
}
