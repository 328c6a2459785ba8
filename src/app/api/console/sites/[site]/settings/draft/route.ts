import { discardDraftRoute, saveDraftRoute } from '@/features/console';

// PUT: keep the site's draft (checked whole); DELETE: discard it.
export const PUT = saveDraftRoute;
export const DELETE = discardDraftRoute;
