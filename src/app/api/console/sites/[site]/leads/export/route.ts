import { exportLeadsRoute } from '@/features/console';

// GET /api/console/sites/{site}/leads/export: the filtered leads as CSV.
export const GET = exportLeadsRoute;
