import { adjustmentsRoute } from '@/features/trade-in/server';

// POST /api/trade-in/valuations/{id}/adjustments { adjustmentAnswers } (AF §7; README, API).
export const POST = adjustmentsRoute;
