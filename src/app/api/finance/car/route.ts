import { financeCarRoute } from '@/features/finance/server';

// GET /api/finance/car?car_id=42: { car } for the finance page's side card, 404 for a car the site does
// not show (AF §7 car lookup by id; README, API).
export const GET = financeCarRoute;
