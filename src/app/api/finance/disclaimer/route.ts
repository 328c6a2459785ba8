import { financeDisclaimerRoute } from '@/features/finance/server';

// GET /api/finance/disclaimer?car_id=42: { disclaimer } of the car on this site (AF §7; README, API).
export const GET = financeDisclaimerRoute;
