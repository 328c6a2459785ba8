import { extendHoldRoute } from '@/features/console';

// POST /api/console/sites/{site}/payments/reservations/{reservation}/extend: a manager extends the hold once, by a whole hold.
export const POST = extendHoldRoute;
