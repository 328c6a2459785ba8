import { leadEventsRoute } from '@/features/console';

// GET /api/console/sites/{site}/leads/events: new leads and the New count, as server-sent events.
export const GET = leadEventsRoute;
