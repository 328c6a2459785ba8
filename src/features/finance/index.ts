// The public surface of finance: what other features and app/ may import (docs/decisions/014). Browser
// code imports it (the calculators), so it names pure modules only; the calls and the quote refresh are
// in ./server.ts.
export {
  COMPARISON_EXAMPLE,
  COMPARISON_RATE_STATEMENT,
  comparisonRate,
} from '@/repayments/comparison-rate';
export {
  COMPARISON_RATE_RANGE,
  CREDIT_SCORES,
  type CreditScore,
  carQuote,
  clampQuoteAmount,
  clampQuoteTerm,
  DEFAULT_CREDIT_SCORE,
  QUOTE_AMOUNT,
  QUOTE_LOAN,
  type Quote,
  type QuoteAnswer,
  quickQuote,
  quoteDisclaimer,
} from '@/repayments/quote-rules';
export {
  type CalculatorBounds,
  type CarFinance,
  calculatorBounds,
  carFinance,
  clampAmount,
  clampInput,
  collapseDisclaimer,
  ENQUIRE_FOR_FINANCE,
  establishmentFee,
  type FinanceProvider,
  type FinanceSettings,
  type Frequency,
  financeDisplay,
  financeDisplayForCar,
  monthlyFromWeekly,
  offersInstantQuote,
  providerData,
  QUOTE_TERM,
  type RangeBounds,
  repayment,
  repaymentDisplay,
} from '@/repayments/repayment-rules';
export {
  CUSTOMER_CLIENT_FAILED_MESSAGE,
  CUSTOMER_FAILED_MESSAGE,
  NO_INSTANT_QUOTE_MESSAGE,
  NO_REDIRECT_MESSAGE,
  OTHER_PHONE_MESSAGE,
  PURCHASE_PRICE_REQUIRED_MESSAGE,
  QUOTE_FAILED_MESSAGE,
  SIGN_IN_TO_APPLY_MESSAGE,
  TOO_MANY_QUOTES_MESSAGE,
} from './messages';
export {
  CAR_CARD_LABELS,
  type CarCardFigure,
  carCardFigures,
  FINANCE_FORM_ID,
  FINANCE_STEPS,
  type FinanceLinkPreset,
  financeLinkPreset,
  ratesCopy,
} from './page-rules';
