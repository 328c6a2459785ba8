import { rollbackSiteRoute } from '@/tenancy/site-admin-api';

// POST /api/admin/sites/{slug}/rollback { "version": N }: the document of version N, as a new version.
export const POST = rollbackSiteRoute;
