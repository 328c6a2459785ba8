import { applyBulkRoute } from '@/features/console';

// POST /api/console/sites/{site}/stock/bulk: a change applied to many cars as the preview read them.
export const POST = applyBulkRoute;
