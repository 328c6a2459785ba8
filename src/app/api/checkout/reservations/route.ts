import { reserveRoute } from '@/features/checkout/server';
import { valuationView } from '@/features/trade-in/server';

// POST /api/checkout/reservations: reserve a car, or pay a purchase's deposit (its trade-in valuation
// read by the trade-in feature); answers the provider's page to pay on.
export const POST = reserveRoute(valuationView);
