import { acceptRoute } from '@/features/trade-in/server';

// POST /api/trade-in/valuations/{id}/accept: the offer accepted (AF §4, §7; README, API).
export const POST = acceptRoute;
