// The server API of checkout (docs/decisions/014): its calls, its keeper and what pages read. The
// browser-safe rules are in index.ts.
export {
  bookHandoverRoute,
  cancelRoute,
  handoverSlotsRoute,
  onlinePaymentRoute,
  reservationRoute,
  reserveRoute,
  startOnlinePaymentRoute,
  webhookRoute,
} from './http';
export { carSlugParam, type PurchaseJourneyData, purchaseJourneyData } from './journey-data';
export { startReservationKeeper } from './loop';
export { OnlinePaymentRequestSchema } from './online-payment-schema';
export type { OnlinePaymentView } from './online-payment-view';
export { onlinePaymentPayees, onlinePaymentView } from './online-payments';
export { checkoutCar } from './reservation-view';
export { reservationView } from './reservations';
export { HandoverRequestSchema, ReserveRequestSchema } from './schema';
export type { CheckoutCar, ReservationView } from './view';
