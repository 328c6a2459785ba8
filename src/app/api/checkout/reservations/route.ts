import { reserveRoute } from '@/features/checkout/server';

// POST /api/checkout/reservations: reserve a car; answers the provider's page to pay the deposit on.
export const POST = reserveRoute;
