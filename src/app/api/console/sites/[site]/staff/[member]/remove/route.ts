import { removeMemberRoute } from '@/features/console';

// POST /api/console/sites/{site}/staff/{member}/remove: a member taken off the site.
export const POST = removeMemberRoute;
