import { leadStatusRoute } from '@/features/console';

// POST /api/console/sites/{site}/leads/{id}/status: a new status (and a lost lead's reason).
export const POST = leadStatusRoute;
