import { valuationRoute } from '@/features/trade-in/server';

// GET /api/trade-in/valuations/{id}: the valuation so far (README, API).
export const GET = valuationRoute;
