import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { contactDetailsOf } from '@/features/accounts';
import { PurchaseJourney } from '@/features/checkout/components/purchase-journey';
import { carSlugParam, purchaseJourneyData } from '@/features/checkout/server';
import { valuationView } from '@/features/trade-in/server';
import { paths } from '@/lib/paths';
import { isUuid } from '@/lib/uuid';
import { requireShopper } from '@/session';
import { getSite } from '@/tenancy/get-site';
import { sitePageMetadata } from '@/tenancy/page-metadata';

type Props = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// The shopper's own purchase: never indexed, never shared by a cache.
export const dynamic = 'force-dynamic';

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const site = await getSite((await params).site);
  const slug = carSlugParam(first((await searchParams).car_id));
  if (!site || !slug) return {};
  return sitePageMetadata(site.config, {
    title: 'Buy Online',
    path: paths.checkoutJourney(slug),
    robots: { index: false, follow: true },
  });
}

/**
 * /checkout-journey?car_id={slug} (AF §2): buying the car online, where the site has checkout. A car that
 * is not the site's is a 404; where the site gates 'checkout' a signed-out shopper signs in first and
 * comes back here. ?valuation= (back from the trade-in journey), ?reservation= (back from paying the
 * deposit) and ?cancelled=1 say where the journey resumes.
 */
export default async function CheckoutJourneyPage({ params, searchParams }: Props) {
  const site = await getSite((await params).site);
  if (!site?.config.features.checkout) notFound();
  const query = await searchParams;
  const slug = carSlugParam(first(query.car_id));
  if (!slug) notFound();
  const uuidOf = (value: string | string[] | undefined) => {
    const text = first(value);
    return text && isUuid(text) ? text : null;
  };
  const data = await purchaseJourneyData(
    site,
    slug,
    { valuation: uuidOf(query.valuation), reservation: uuidOf(query.reservation) },
    valuationView,
  );
  if (!data) notFound();
  const shopper = await requireShopper(site, 'checkout', paths.checkoutJourney(slug), data.car.path);
  return (
    <PurchaseJourney
      car={data.car}
      weeklyRepayment={data.weeklyRepayment}
      tradeIn={data.tradeIn}
      reservation={data.reservation}
      cancelled={first(query.cancelled) === '1'}
      noPriceText={site.config.copy.noPriceText}
      delivers={site.config.features.deliveryCalculator}
      details={contactDetailsOf(shopper)}
    />
  );
}
