import { quoteRoute } from '@/features/finance/server';

// POST /api/youx/quote { selfAssessedCreditScore, purchasePrice, loanTerm, year, vin, nvic, whoIsHelping }:
// { weeklyRepaymentAmount, advertisedRate, comparisonRate, … } or { error } (AF §7; README, API).
export const POST = quoteRoute;
