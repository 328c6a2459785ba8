// The server side of finance, for routes and start-up code (decision 014): apart from index.ts, which
// browser code (the calculators) imports and so must stay free of server modules.

export { type FinanceCarCard, financeCarCard } from '@/repayments/car-finance';
export { refreshCarQuotes, startQuoteRefresh } from './car-quotes';
export { storedFinanceApplication } from './finance-lead';
export {
  createCustomerRoute,
  financeCarRoute,
  financeDisclaimerRoute,
  QUOTE_RATE_LIMIT,
  quoteRoute,
} from './http';
export {
  embeddedProvider,
  type InstantQuoteProvider,
  lenderProvider,
  setInstantQuoteProviderForTests,
} from './provider';
export { CarQuerySchema, CreateCustomerRequestSchema, QuoteRequestSchema } from './schema';
