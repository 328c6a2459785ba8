import { addRuleRoute, listRulesRoute } from '@/features/console';

// GET /api/console/sites/{site}/assignment-rules: the site's round-robin rules.
export const GET = listRulesRoute;
// POST /api/console/sites/{site}/assignment-rules: a new rule.
export const POST = addRuleRoute;
