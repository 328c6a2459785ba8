import { siteVersionsRoute } from '@/tenancy/site-admin-api';

// GET /api/admin/sites/{slug}/versions: every version, newest first, who and when and what changed.
export const GET = siteVersionsRoute;
