import { awayRoute } from '@/features/console';

// POST /api/console/away: the member away (new leads skip them) or back.
export const POST = awayRoute;
