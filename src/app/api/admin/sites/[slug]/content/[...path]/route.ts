import { deleteContentRoute, getContentRoute, putContentRoute } from '@/features/pages/admin-api';

// /api/admin/sites/{slug}/content/{path}: GET a page's source, PUT a new one (Markdown with front matter,
// checked whole), DELETE it (platform key).
export const GET = getContentRoute;
export const PUT = putContentRoute;
export const DELETE = deleteContentRoute;
