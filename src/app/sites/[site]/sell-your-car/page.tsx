import { pageMetadataFor } from '@/features/site-shell';
import { paths } from '@/lib/paths';
import { SellRoute } from '../sell-my-car/sell-route';
import type { TradeInQuery } from '../trade-in/trade-in-route';

type Props = { params: Promise<{ site: string }>; searchParams: Promise<TradeInQuery> };

export const generateMetadata = pageMetadataFor({
  title: 'Sell My Car',
  path: paths.sellMyCar('/sell-your-car'),
});

// /sell-your-car (AF §2), on the sites that use this address.
export default async function SellYourCarPage({ params, searchParams }: Props) {
  return <SellRoute siteSlug={(await params).site} query={await searchParams} variant="/sell-your-car" />;
}
