import { getSiteRoute, putSiteRoute } from '@/tenancy/site-admin-api';

// GET /api/admin/sites/{slug}: the site's document and resolved config. PUT: a new document for it
// (created or changed; refused whole with every bad field named). Platform key.
export const GET = getSiteRoute;
export const PUT = putSiteRoute;
