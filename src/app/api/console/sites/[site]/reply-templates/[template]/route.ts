import { deleteTemplateRoute, updateTemplateRoute } from '@/features/console';

// PUT /api/console/sites/{site}/reply-templates/{template}: a template changed.
export const PUT = updateTemplateRoute;
// DELETE /api/console/sites/{site}/reply-templates/{template}: a template gone.
export const DELETE = deleteTemplateRoute;
