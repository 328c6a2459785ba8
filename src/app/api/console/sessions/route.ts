import { listSessionsRoute } from '@/features/console';

// GET /api/console/sessions: the member's sessions.
export const GET = listSessionsRoute;
