import { pageMetadataFor } from '@/features/site-shell';
import { paths } from '@/lib/paths';
import type { TradeInQuery } from '../trade-in/trade-in-route';
import { SellRoute } from './sell-route';

type Props = { params: Promise<{ site: string }>; searchParams: Promise<TradeInQuery> };

export const generateMetadata = pageMetadataFor({ title: 'Sell My Car', path: paths.sellMyCar() });

// /sell-my-car (AF §2).
export default async function SellMyCarPage({ params, searchParams }: Props) {
  return <SellRoute siteSlug={(await params).site} query={await searchParams} variant="/sell-my-car" />;
}
