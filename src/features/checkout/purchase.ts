import 'server-only';
import type { PurchasePlan } from '@/db/schema';
import { findDeliveryRegion } from '@/inventory/delivery-regions';
import { financeCarCard } from '@/repayments/car-finance';
import type { Site } from '@/tenancy/get-site';
import { NOT_FOR_SALE_ONLINE_MESSAGE } from './purchase-rules';
import type { PurchaseChoice } from './schema';
import type { CheckoutCar } from './view';

// What a purchase costs, priced on the server from the shopper's choices (docs/decisions/023): the car's
// shown price, the delivery region's price (on sites with the delivery calculator), the trade-in offer of one of the site's valuations and, for
// finance, the car's one weekly repayment. The browser's figures are never taken.

export const NO_DELIVERY_MESSAGE =
  'We do not deliver to this postcode yet. Choose pick-up, or call us to arrange delivery.';
export const VALUATION_UNUSABLE_MESSAGE =
  'This valuation has no current offer. Value your car again, or continue without a trade-in.';
export const PICK_UP_ONLY_MESSAGE = 'Cars bought online are picked up from the dealership. Choose pick-up.';

export type PlanRefusal = { field: string | null; message: string };

/**
 * A trade-in valuation as a purchase reads it. The trade-in feature owns valuations and itself reads
 * stock through features that read checkout, so its lookup is handed in where the app composes the two.
 */
export type TradeInValuation = {
  id: string;
  status: string;
  estimate: { offer: number } | null;
  expired: boolean;
  expiresOn: string | null;
  vehicle: { year: number; make: string; model: string; badge: string | null };
};
export type FindValuation = (site: Site, id: string, now: Date) => Promise<TradeInValuation | null>;

/** The plan of a purchase of `car`, or why it cannot be made (a field of `purchase` to fix, or none). */
export async function purchasePlan(
  site: Site,
  car: CheckoutCar,
  choice: PurchaseChoice,
  now: Date,
  findValuation: FindValuation,
): Promise<PurchasePlan | PlanRefusal> {
  if (car.price === null || car.price <= 0) return { field: null, message: NOT_FOR_SALE_ONLINE_MESSAGE };
  let fulfilment: PurchasePlan['fulfilment'] = { method: 'pickup', location: car.location?.name ?? null };
  if (choice.fulfilment === 'delivery' && !site.config.features.deliveryCalculator)
    return { field: 'fulfilment', message: PICK_UP_ONLY_MESSAGE };
  if (choice.fulfilment === 'delivery' && choice.postcode) {
    const region = await findDeliveryRegion(car.dealershipId, choice.postcode);
    if (!region) return { field: 'postcode', message: NO_DELIVERY_MESSAGE };
    fulfilment = { method: 'delivery', postcode: choice.postcode, region: region.name, price: region.price };
  }
  let tradeIn: PurchasePlan['tradeIn'] = null;
  if (choice.valuation_id) {
    const valuation = await findValuation(site, choice.valuation_id, now);
    if (!valuation) return { field: 'valuation_id', message: 'Valuation not found.' };
    tradeIn = tradeInOf(valuation);
    if (!tradeIn) return { field: 'valuation_id', message: VALUATION_UNUSABLE_MESSAGE };
  }
  const weeklyRepayment =
    choice.payment === 'finance'
      ? ((await financeCarCard(site, car.id, now))?.weeklyRepayment ?? null)
      : null;
  return { price: car.price, fulfilment, tradeIn, payment: choice.payment, weeklyRepayment };
}

/** A valuation as a purchase's trade-in: its offer while one stands (valued or accepted, not expired). */
export function tradeInOf(valuation: TradeInValuation): PurchasePlan['tradeIn'] {
  const usable = valuation.status === 'valued' || valuation.status === 'accepted';
  if (!usable || !valuation.estimate || valuation.expired) return null;
  const { year, make, model, badge } = valuation.vehicle;
  return {
    valuationId: valuation.id,
    vehicle: [year, make, model, badge].filter(Boolean).join(' '),
    offer: valuation.estimate.offer,
  };
}

export const isRefusal = (value: PurchasePlan | PlanRefusal): value is PlanRefusal => 'message' in value;
