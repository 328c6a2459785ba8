import { memberRoleRoute } from '@/features/console';

// POST /api/console/sites/{site}/staff/{member}/role: a member's role on the site changed.
export const POST = memberRoleRoute;
