import { listContentRoute } from '@/features/pages/admin-api';

// GET /api/admin/sites/{slug}/content: the site's content pages and articles (platform key).
export const GET = listContentRoute;
