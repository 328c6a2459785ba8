import { convertHoldRoute } from '@/features/console';

// POST /api/console/sites/{site}/payments/reservations/{reservation}/convert: a manager marks the hold the car's sale.
export const POST = convertHoldRoute;
