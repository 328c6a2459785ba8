import { editCarRoute } from '@/features/console';

// PUT /api/console/sites/{site}/stock/{car}: a car as a manager edits it, with its locks against the feed.
export const PUT = editCarRoute;
