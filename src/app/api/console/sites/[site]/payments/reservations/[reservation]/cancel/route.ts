import { cancelHoldRoute } from '@/features/console';

// POST /api/console/sites/{site}/payments/reservations/{reservation}/cancel: a manager cancels the hold and the deposit is refunded.
export const POST = cancelHoldRoute;
