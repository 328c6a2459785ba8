import { settingsRoute } from '@/features/console';

// GET /api/console/sites/{site}/settings: the site's live settings, its draft and its locations.
export const GET = settingsRoute;
