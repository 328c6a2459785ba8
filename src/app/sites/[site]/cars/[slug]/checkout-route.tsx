import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { contactDetailsOf } from '@/features/accounts';
import { CHECKOUT_HEADINGS } from '@/features/checkout';
import { CheckoutPage } from '@/features/checkout/components/checkout-page';
import { checkoutCar } from '@/features/checkout/server';
import { paths, type CheckoutRoute as Route } from '@/lib/paths';
import { requireShopper } from '@/session';
import { certifiedProgrammeFor, certifiedProgrammeName } from '@/tenancy/certified-programme';
import { getSite } from '@/tenancy/get-site';
import { sitePageMetadata } from '@/tenancy/page-metadata';
import { loadVehiclePage } from './page-data';

export type CheckoutProps = {
  params: Promise<{ site: string; slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The reserve page's metadata: out of search results (it is one step of a purchase, often behind sign-in). */
export async function checkoutMetadata({ params }: CheckoutProps): Promise<Metadata> {
  const { site: siteSlug, slug } = await params;
  const site = await getSite(siteSlug);
  if (!site) return {};
  return sitePageMetadata(site.config, {
    title: CHECKOUT_HEADINGS[site.config.features.checkoutRoute],
    path: paths.checkout(slug, site.config.features.checkoutRoute),
    robots: { index: false, follow: true },
  });
}

/**
 * /cars/{slug}/checkout and /cars/{slug}/buy-online (AF §2): one page, which each site serves on its own
 * features.checkoutRoute; the other address redirects there, keeping its query (?cancelled=1). A car that
 * is not the site's is a 404; where the site gates 'checkout' a signed-out shopper signs in first and
 * comes back here (or back to the car).
 */
export async function CheckoutRoute({ params, searchParams, route }: CheckoutProps & { route: Route }) {
  const { site: siteSlug, slug } = await params;
  const site = await getSite(siteSlug);
  if (!site?.config.features.checkout) notFound();
  const query = await searchParams;
  const here = paths.checkout(slug, site.config.features.checkoutRoute);
  if (route !== site.config.features.checkoutRoute) {
    const cancelled = query.cancelled === '1' ? '?cancelled=1' : '';
    redirect(`${here}${cancelled}`);
  }
  const car = await checkoutCar(site, slug);
  if (!car) notFound();
  const shopper = await requireShopper(site, 'checkout', here, car.path);
  return (
    <CheckoutPage
      car={car}
      route={site.config.features.checkoutRoute}
      noPriceText={site.config.copy.noPriceText}
      moneyBackGuaranteeHours={site.config.carPage.moneyBackGuaranteeHours}
      certified={await certifiedOf(site.slug, slug)}
      cancelled={query.cancelled === '1'}
      details={contactDetailsOf(shopper)}
    />
  );
}

/**
 * The car's certified programme and its benefits (AF §9), as its vehicle page shows them: the page's data
 * is already kept in memory under the car's tags, so this asks the database nothing new.
 */
async function certifiedOf(siteSlug: string, slug: string) {
  const data = await loadVehiclePage(siteSlug, slug);
  if (!data) return null;
  const programme = certifiedProgrammeFor(data.site.config, data.car, data.makeRunsCertifiedProgramme);
  return programme && { name: certifiedProgrammeName(programme.make), benefits: programme.benefits };
}
