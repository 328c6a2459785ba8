import 'server-only';
import { shownPrice } from '@/inventory/price-rules';
import { findSiteCarById } from '@/inventory/site-car';
import { paths } from '@/lib/paths';
import { quoteDisclaimer } from '@/repayments/quote-rules';
import { financeDisplayForCar, QUOTE_TERM } from '@/repayments/repayment-rules';
import type { Site } from '@/tenancy/get-site';
import { backedDisclaimer } from './advertised-rates';

// A car's finance lookups by id (AF §7), for the finance pages and checkout: the side card of the car a
// finance link names (AF §2: image, name, price, price type, or per week for subscriptions) and the car's
// finance disclaimer. Only the site's own cars are found.

export type FinanceCarCard = {
  id: number;
  slug: string;
  path: string;
  name: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  carType: 'new' | 'demo' | 'used';
  status: string;
  /** The shopper's price (shownPrice) and the struck-through 'was'; null without a price. */
  price: number | null;
  beforePrice: number | null;
  priceType: string | null;
  /** The weekly subscription price, only on a site that offers subscriptions. */
  subscriptionPrice: number | null;
  primaryImageUrl: string | null;
  vin: string | null;
  nvic: string | null;
  dealershipSlug: string;
  /** The car's one weekly repayment on this site (financeDisplay), as on its card; null for none. */
  weeklyRepayment: number | null;
};

export async function financeCarCard(site: Site, id: number, now: Date): Promise<FinanceCarCard | null> {
  const found = await findSiteCarById(site, id);
  if (!found) return null;
  const { car, dealership } = found;
  const price = shownPrice(car);
  const finance = financeDisplayForCar({
    settings: site.config.finance,
    car: { ...car, dealershipSlug: dealership.slug },
    now,
  });
  return {
    id: car.id,
    slug: car.slug,
    path: paths.car(car.slug),
    name: car.name,
    year: car.year,
    make: car.make,
    model: car.model,
    badge: car.badge,
    carType: car.carType,
    status: car.status,
    price: price.now,
    beforePrice: price.was,
    priceType: car.priceType,
    subscriptionPrice: site.config.features.offersSubscription ? car.subscriptionPrice : null,
    primaryImageUrl: car.primaryImageUrl,
    vin: car.vin,
    nvic: car.nvic,
    dealershipSlug: dealership.slug,
    weeklyRepayment: finance.weekly,
  };
}

/**
 * The car's finance disclaimer on this site (AF §7: finance_lenders[provider].disclaimer), or null: none
 * for a car offered no finance (an excluded make or dealership) or a site without finance. For the
 * instant-quote provider it is the disclaimer of the car's own quote, whose figures every surface shows
 * (a stored lender entry would describe another loan).
 */
export async function financeDisclaimer(
  site: Site,
  id: number,
  now: Date,
): Promise<{ disclaimer: string | null } | null> {
  const found = await findSiteCarById(site, id);
  if (!found) return null;
  const { car, dealership } = found;
  const { provider } = site.config.finance;
  const { offered } = financeDisplayForCar({
    settings: site.config.finance,
    car: { ...car, dealershipSlug: dealership.slug },
    now,
  });
  if (!offered || provider === 'none') return { disclaimer: null };
  if (provider === 'youx') {
    const price = shownPrice(car).now;
    return {
      disclaimer:
        car.youxQuote && price !== null
          ? quoteDisclaimer(car.youxQuote, { purchasePrice: price, loanTerm: QUOTE_TERM.default })
          : null,
    };
  }
  return { disclaimer: backedDisclaimer(provider, car.financeLenders?.[provider]?.disclaimer) };
}
