// The public surface of leads: what other features and app/ may import (docs/decisions/014).
export { testDriveAvailability } from './availability';
export { AvailabilityQuerySchema } from './availability-query';
export {
  AVAILABILITY_DEFAULT_DAYS,
  AVAILABILITY_MAX_DAYS,
  type DayAvailability,
} from './availability-rules';
export type {
  FinanceApplication,
  FinanceQuote,
  LeadPayload,
  OnlinePaymentDetails,
  PurchaseDetails,
  ReservationDetails,
  TradeInDetails,
} from './delivery/delivery-rules';
export { startLeadOutbox } from './delivery/outbox';
export {
  FINANCE_CAR_NOT_FOUND,
  type FinanceLeadInput,
  type FinanceLeadResult,
  storedFinanceApplication,
  submitFinanceLead,
} from './finance-lead';
export { leadCar, leadFormSetup, siteLocation, testDriveCar, visibleLocations } from './form-data';
export { type OnlinePaymentLeadInput, submitOnlinePaymentLead } from './online-payment-lead';
export { PhoneRevealSchema, recordPhoneReveal } from './phone-reveal';
export { postcodeError } from './postcode-rules';
export { type ReservationLeadInput, submitReservationLead } from './reservation-lead';
export {
  BOOKING_MESSAGE,
  CATEGORY_MESSAGE,
  COMMENTS_MESSAGE,
  DEALERSHIP_MESSAGE,
  EMAIL_MESSAGE,
  FINANCE_CATEGORY,
  FINANCE_SUBCATEGORY,
  FIND_SIMILAR_MESSAGE,
  FIRST_NAME_MESSAGE,
  LOCATION_MESSAGE,
  ONLINE_PAYMENT_CATEGORY,
  ONLINE_PAYMENT_SUBCATEGORY,
  PHONE_MESSAGE,
  POSTCODE_FORMAT_MESSAGE,
  POSTCODE_REQUIRED_MESSAGE,
  POSTCODE_UNKNOWN_MESSAGE,
  PURCHASE_CATEGORY,
  PURCHASE_SUBCATEGORIES,
  type PurchaseStage,
  REQUEST_PHOTOS_MESSAGE,
  RESERVATION_CATEGORY,
  RESERVATION_SUBCATEGORIES,
  type ReservationStage,
  TERMS_MESSAGE,
  TRADE_IN_CATEGORY,
  TRADE_IN_SUBCATEGORIES,
  type TradeInStage,
} from './rules';
export { LeadRequestSchema } from './schema';
export { RATE_LIMITED_MESSAGE, submitLead } from './server';
export { leadRateRefusal } from './store';
export { submitTradeInLead, type TradeInLeadInput } from './trade-in-lead';
