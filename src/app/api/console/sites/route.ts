import { createSiteRoute } from '@/features/console';

// POST: a new site from a template (platform admins).
export const POST = createSiteRoute;
