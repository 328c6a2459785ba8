// The enquiry service's server surface (docs/architecture.md): features submit enquiries and read what a
// lead carries through here. Client code imports only the pure modules, `rules` and `postcode-rules`.
export type {
  FinanceApplication,
  FinanceQuote,
  LeadPayload,
  LeadVehicle,
  OnlinePaymentDetails,
  PurchaseDetails,
  ReservationDetails,
  StoredLeadForm,
  TradeInDetails,
} from './delivery/delivery-rules';
export { startLeadOutbox } from './delivery/outbox';
export { findLeadCar, type LeadCar } from './lead-car';
export { leadIdForKey, leadRateRefusal, SlotTakenError } from './store';
export {
  type EnquiryContact,
  type EnquiryDetails,
  type EnquiryResult,
  submitEnquiry,
} from './submit';
