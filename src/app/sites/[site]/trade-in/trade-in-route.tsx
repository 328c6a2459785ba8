import { notFound } from 'next/navigation';
import { contactDetailsOf } from '@/features/accounts';
import { TradeInPage } from '@/features/trade-in/components/trade-in-page';
import { carIdParam, plateParam, tradeInCar, tradeInLocations } from '@/features/trade-in/server';
import { requireShopper } from '@/session';
import type { Site } from '@/tenancy/get-site';

export type TradeInQuery = Record<string, string | string[] | undefined>;

/**
 * The trade-in pages' one composition (AF §2): behind sign-in where the site gates them, the journey
 * with the link's car (car_id) or plate (rego, state) and the site's locations that buy cars, and the signed-in shopper's details.
 */
export async function TradeInRoute({
  site,
  query,
  path,
  gate,
  title,
  intro,
}: {
  site: Site | null;
  query: TradeInQuery;
  /** This page's path with its car, to come back to after signing in. */
  path: (carId: number | null) => string;
  gate: 'trade-in' | 'sell-my-car';
  title: string;
  intro: string;
}) {
  if (!site) notFound();
  const carId = carIdParam(query.car_id);
  const shopper = await requireShopper(site, gate, path(carId));
  const [car, locations] = await Promise.all([tradeInCar(site, carId), tradeInLocations(site)]);
  const { tradeIn, features, defaultState } = site.config;
  return (
    <TradeInPage
      title={title}
      intro={intro}
      journey={{
        siteSlug: site.slug,
        defaultState: defaultState.toUpperCase(),
        plate: plateParam(query.rego, query.state),
        tradingIn: gate === 'trade-in',
        car: car && { id: car.id, name: car.name },
        // Started from the car's buy-online journey: the valuation leads back to it.
        buyOnlineSlug: car && query.after === 'buy-online' ? car.slug : null,
        locations,
        suggestVariants: features.redbook,
        shopper: contactDetailsOf(shopper) ?? null,
        saveToAccount: tradeIn.saveToAccount && shopper !== null,
        offerValidDays: tradeIn.offerValidDays,
        reopening: typeof query.valuation === 'string',
      }}
    />
  );
}
