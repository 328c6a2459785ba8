import { listStaffRoute } from '@/features/console';

// GET /api/console/sites/{site}/staff: the site's staff and their roles.
export const GET = listStaffRoute;
