import { getTemplateRoute, putTemplateRoute } from '@/tenancy/site-admin-api';

// GET /api/admin/site-templates/{name}: a template document. PUT: a new one, applied to every site that
// extends it, or refused whole naming each site and field it would break. Platform key.
export const GET = getTemplateRoute;
export const PUT = putTemplateRoute;
