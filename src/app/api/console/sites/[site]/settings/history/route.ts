import { historyRoute } from '@/features/console';

// GET: the site's versions, newest first, with what each changed.
export const GET = historyRoute;
