import { reservationRoute } from '@/features/checkout/server';

// GET /api/checkout/reservations/{id}: the reservation (README, API).
export const GET = reservationRoute;
