import { deleteRuleRoute } from '@/features/console';

// DELETE /api/console/sites/{site}/assignment-rules/{rule}: a rule gone.
export const DELETE = deleteRuleRoute;
