// The server API of checkout (docs/decisions/014): its calls, its keeper and what pages read. The
// browser-safe rules are in index.ts.
export {
  bookHandoverRoute,
  cancelRoute,
  handoverSlotsRoute,
  reservationRoute,
  reserveRoute,
  webhookRoute,
} from './http';
export { carSlugParam, type PurchaseJourneyData, purchaseJourneyData } from './journey-data';
export { startReservationKeeper } from './loop';
export { onlinePaymentRoute, startOnlinePaymentRoute } from './online-payment-http';
export { OnlinePaymentRequestSchema } from './online-payment-schema';
export type { OnlinePaymentView } from './online-payment-view';
export { onlinePaymentPayees, onlinePaymentView } from './online-payments';
export { checkoutCar, reservationView } from './reservations';
export { HandoverRequestSchema, ReserveRequestSchema } from './schema';
export type { CheckoutCar, ReservationView } from './view';
