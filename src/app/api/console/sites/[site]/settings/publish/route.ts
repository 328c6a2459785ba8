import { publishRoute } from '@/features/console';

// POST: the site's draft becomes its live version.
export const POST = publishRoute;
