import { startValuationRoute } from '@/features/trade-in/server';

// POST /api/trade-in/valuations: start a valuation, a lead (AF §7 trade-in lead create; README, API).
export const POST = startValuationRoute;
