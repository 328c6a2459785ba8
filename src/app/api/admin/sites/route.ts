import { listSitesRoute } from '@/tenancy/site-admin-api';

// GET /api/admin/sites: every site, with its host names and current version (platform key).
export const GET = listSitesRoute;
