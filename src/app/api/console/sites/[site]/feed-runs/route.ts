import { listFeedRunsRoute } from '@/features/console';

// GET /api/console/sites/{site}/feed-runs: the stock feed runs of the member's dealerships and their keys.
export const GET = listFeedRunsRoute;
