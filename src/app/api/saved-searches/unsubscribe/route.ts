import { unsubscribeRoute } from '@/features/saved-searches';

// POST /api/saved-searches/unsubscribe { token }: stops a saved search's alerts (the link in each alert).
export const POST = unsubscribeRoute;
