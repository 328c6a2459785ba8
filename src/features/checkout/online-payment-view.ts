// An online payment as the payer's browser and page are told of it (GET /api/online-payments/{id}). Types
// only, so the checkout's components can read them. Who paid is not repeated here beyond a first name.

export type OnlinePaymentStatus = 'pending' | 'paid' | 'failed';

export type OnlinePaymentView = {
  id: string;
  status: OnlinePaymentStatus;
  /** The dealer's reference, as given. */
  reference: string;
  amountCents: number;
  /** The location paid; null on a site of one dealership. */
  locationId: number | null;
  firstName: string;
  /** The provider's payment id, once paid: for the payer's and the dealer's records. */
  paymentId: string | null;
  /** ISO 8601; when it was paid. */
  paidAt: string | null;
  /** When it was paid, on the clock of the location paid (else the site's primary): 'Tuesday 24 November 2026, 3:15 pm AEST'. */
  paidAtText: string | null;
};
