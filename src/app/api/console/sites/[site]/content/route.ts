import { createPageRoute, listPagesRoute } from '@/features/console';

// /api/console/sites/{site}/content: GET the site's pages, POST a new one (published).
export const GET = listPagesRoute;
export const POST = createPageRoute;
