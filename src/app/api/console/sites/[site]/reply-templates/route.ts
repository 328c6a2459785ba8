import { createTemplateRoute, listTemplatesRoute } from '@/features/console';

// GET /api/console/sites/{site}/reply-templates: the site's reply templates.
export const GET = listTemplatesRoute;
// POST /api/console/sites/{site}/reply-templates: a new template.
export const POST = createTemplateRoute;
