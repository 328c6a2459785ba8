import { cancelRoute } from '@/features/checkout/server';

// POST /api/checkout/reservations/{id}/cancel: cancel within the hold, the deposit refunded (README, API).
export const POST = cancelRoute;
