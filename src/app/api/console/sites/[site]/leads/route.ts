import { listLeadsRoute } from '@/features/console';

// GET /api/console/sites/{site}/leads: a page of the member's leads, filtered.
export const GET = listLeadsRoute;
