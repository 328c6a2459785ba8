import { editCarRoute } from '@/features/console';

// PUT /api/console/sites/{site}/stock/{car}: a car's price, comments, tag, status and reserved flag.
export const PUT = editCarRoute;
