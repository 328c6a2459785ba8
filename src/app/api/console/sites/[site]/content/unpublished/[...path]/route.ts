import { unpublishPageRoute } from '@/features/console';

// POST /api/console/sites/{site}/content/unpublished/{path}: the page kept, but off the site.
export const POST = unpublishPageRoute;
