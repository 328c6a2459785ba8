// The spec's analytics event ids.
export const ANALYTICS_EVENTS = {
  newCarEnquiry: 14,
  usedCarEnquiry: 15,
  testDrive: 17,
  usedTestDrive: 48,
  favourite: 39,
  historyReport: 60,
  print: 61,
  offerAccepted: 18,
  usedDetailView: 4,
  searchView: 49,
  firstFinanceCalculatorInteraction: 26,
  financeEnquiry: 9,
  careersEnquiry: 51,
} as const;

export type AnalyticsEventId = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];
export const EVENT_IDS: readonly number[] = Object.values(ANALYTICS_EVENTS);
