// A reservation as the shopper's browser and pages are told of it (GET /api/checkout/reservations/{id}).
// Types only, so the checkout's components can read them.

import type { PurchasePlan } from '@/db/schema';
import type { PurchaseTotals } from './purchase-rules';

export type ReservationStatus = 'pending' | 'held' | 'released' | 'cancelled' | 'failed' | 'lost';

export type ReservationView = {
  id: string;
  status: ReservationStatus;
  amountCents: number;
  car: { id: number; slug: string; name: string; path: string; image: string | null; price: number | null };
  /** ISO 8601; when the hold ends (while held). */
  holdUntil: string | null;
  /** The hold's end on the car's location's clock: 'Thursday 26 November 2026, 3:15 pm AEST'. */
  holdUntilText: string | null;
  /** The provider's payment reference, for the shopper's and the dealer's records. */
  paymentReference: string | null;
  firstName: string;
  canCancel: boolean;
  /** The hold became the sale (the dealer marked it): the deposit went toward the price, not back. */
  sold: boolean;
  /** A car bought online (the checkout journey): its plan, sums and handover; null for a reservation. */
  purchase: PurchaseView | null;
};

export type PurchaseView = {
  plan: PurchasePlan;
  totals: PurchaseTotals;
  /** ISO 8601, once the handover is booked. */
  handoverAt: string | null;
  /** The handover on the location's clock: 'Friday 27 November 2026, 10:30 am AEST'. */
  handoverText: string | null;
  /** The location the handover slots are of, when the car has one. */
  handoverLocation: { id: number; name: string; timeZone: string } | null;
};

/** What the checkout page needs of a car: the reserve page renders only for a car that can be reserved. */
export type CheckoutCar = {
  id: number;
  slug: string;
  name: string;
  path: string;
  image: string | null;
  price: number | null;
  carType: string;
  certified: boolean;
  /** Whole dollars: the deposit the reservation takes (the car's, else the site's, AF §9). */
  deposit: number;
  reservable: boolean;
  /** Held for another shopper (the reason it cannot be reserved now). */
  reserved: boolean;
  location: { id: number; name: string; timeZone: string } | null;
  dealershipId: number;
};
