import { listSavedSearchesRoute, saveSearchRoute } from '@/features/saved-searches';

// GET /api/saved-searches: the signed-in shopper's saved searches on this site. POST { url, channel }:
// saves the results page at `url`, alerts by email or SMS.
export const GET = listSavedSearchesRoute;
export const POST = saveSearchRoute;
