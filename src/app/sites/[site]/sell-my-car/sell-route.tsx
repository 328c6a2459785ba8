import { permanentRedirect } from 'next/navigation';
import { paths, type SellVariant } from '@/lib/paths';
import { getSite } from '@/tenancy/get-site';
import { type TradeInQuery, TradeInRoute } from '../trade-in/trade-in-route';

/**
 * /sell-my-car and /sell-your-car (AF §2): the valuation for a shopper selling outright. A site answers
 * on its own address (tradeIn.sellPath); the other one moves there, so no link to either is lost.
 */
export async function SellRoute({
  siteSlug,
  query,
  variant,
}: {
  siteSlug: string;
  query: TradeInQuery;
  variant: SellVariant;
}) {
  const site = await getSite(siteSlug);
  const own = site?.config.tradeIn.sellPath ?? variant;
  if (site && own !== variant) permanentRedirect(paths.sellMyCar(own));
  return (
    <TradeInRoute
      site={site}
      query={query}
      path={() => paths.sellMyCar(own)}
      gate="sell-my-car"
      title="Sell My Car"
      intro={`Sell your car to ${site?.config.name ?? 'us'}: enter its rego, tell us its condition and get a valuation from today's market. No ads, no strangers, paid by direct credit.`}
    />
  );
}
