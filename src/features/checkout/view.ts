// A reservation as the shopper's browser and pages are told of it (GET /api/checkout/reservations/{id}).
// Types only, so the checkout's components can read them.

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
  location: { name: string; timeZone: string } | null;
};
