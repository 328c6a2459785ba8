import { pageMetadataFor } from '@/features/site-shell';
import { paths } from '@/lib/paths';
import { getSite } from '@/tenancy/get-site';
import { type TradeInQuery, TradeInRoute } from './trade-in-route';

type Props = { params: Promise<{ site: string }>; searchParams: Promise<TradeInQuery> };

export const generateMetadata = pageMetadataFor({ title: 'Trade-In Valuation', path: paths.tradeIn() });

// /trade-in and /trade-in?car_id= (AF §2): value the car the shopper trades in.
export default async function TradeInPageRoute({ params, searchParams }: Props) {
  const site = await getSite((await params).site);
  return (
    <TradeInRoute
      site={site}
      query={await searchParams}
      path={(carId) => paths.tradeIn(carId ?? undefined)}
      gate="trade-in"
      title="Trade-In Valuation"
      intro="Find out what your car is worth in a few minutes: enter its rego, tell us its condition and get a valuation from today's market."
    />
  );
}
