import 'server-only';
import { financeCarCard } from '@/repayments/car-finance';
import type { Site } from '@/tenancy/get-site';
import { type FindValuation, tradeInOf } from './purchase';
import { checkoutCar } from './reservation-view';
import { reservationView } from './reservations';
import type { CheckoutCar, ReservationView } from './view';

// What the buy-online journey (/checkout-journey?car_id=) starts from: the car, its one weekly repayment,
// a trade-in valued for it (?valuation=) and, back from the provider's page, the purchase's deposit
// (?reservation=). Anything the query names that is not this site's, or not this car's, is left out.

export type JourneyTradeIn = {
  valuationId: string;
  vehicle: string;
  offer: number;
  expiresOn: string | null;
};

export type PurchaseJourneyData = {
  car: CheckoutCar;
  weeklyRepayment: number | null;
  tradeIn: JourneyTradeIn | null;
  reservation: ReservationView | null;
};

/** A car_id from the address: a slug without NUL, up to 300 characters; else null (the page is a 404). */
export function carSlugParam(value: string | undefined): string | null {
  const slug = value?.trim();
  return slug && slug.length <= 300 && !slug.includes('\u0000') ? slug : null;
}

export async function purchaseJourneyData(
  site: Site,
  slug: string,
  query: { valuation: string | null; reservation: string | null },
  findValuation: FindValuation,
  now = new Date(),
): Promise<PurchaseJourneyData | null> {
  const car = await checkoutCar(site, slug);
  if (!car) return null;
  const [card, valuation, reservation] = await Promise.all([
    financeCarCard(site, car.id, now),
    query.valuation ? findValuation(site, query.valuation, now) : null,
    query.reservation ? reservationView(site, query.reservation, now) : null,
  ]);
  const tradeIn = valuation && tradeInOf(valuation);
  return {
    car,
    weeklyRepayment: card?.weeklyRepayment ?? null,
    tradeIn: valuation && tradeIn ? { ...tradeIn, expiresOn: valuation.expiresOn } : null,
    reservation: reservation?.purchase && reservation.car.id === car.id ? reservation : null,
  };
}
