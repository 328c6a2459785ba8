import { listStockRoute } from '@/features/console';

// GET /api/console/sites/{site}/stock: a page of the member's cars, filtered and sorted.
export const GET = listStockRoute;
