import { previewBulkRoute } from '@/features/console';

// POST /api/console/sites/{site}/stock/bulk/preview: what a change would do to each car, changing nothing.
export const POST = previewBulkRoute;
