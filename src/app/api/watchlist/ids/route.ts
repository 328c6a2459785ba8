import { savedIdsRoute } from '@/features/accounts';

// GET /api/watchlist/ids: { ids } of the cars the signed-in shopper saved on this site (none when signed out).
export const GET = savedIdsRoute;
