import { removeSavedSearchRoute } from '@/features/saved-searches';

// DELETE /api/saved-searches/{id}: removes one of the shopper's saved searches, and its alerts.
export const DELETE = removeSavedSearchRoute;
