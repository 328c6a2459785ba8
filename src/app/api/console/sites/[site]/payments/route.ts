import { listPaymentsRoute } from '@/features/console';

// GET /api/console/sites/{site}/payments: the deposits and online payments of the member's reach.
export const GET = listPaymentsRoute;
