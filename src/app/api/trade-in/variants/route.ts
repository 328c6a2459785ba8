import { variantsRoute } from '@/features/trade-in/server';

// GET /api/trade-in/variants?make=&model=: badges and series for the confirm step (README, API).
export const GET = variantsRoute;
