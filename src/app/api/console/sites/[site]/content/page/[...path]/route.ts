import { deletePageRoute, getPageRoute, savePageRoute } from '@/features/console';

// /api/console/sites/{site}/content/page/{path}: GET the page's fields, PUT them (published), DELETE it.
export const GET = getPageRoute;
export const PUT = savePageRoute;
export const DELETE = deletePageRoute;
