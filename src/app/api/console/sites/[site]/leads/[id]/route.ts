import { leadRoute } from '@/features/console';

// GET /api/console/sites/{site}/leads/{id}: one lead, its car, deliveries and timeline.
export const GET = leadRoute;
