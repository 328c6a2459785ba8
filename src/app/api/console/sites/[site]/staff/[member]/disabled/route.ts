import { disableMemberRoute, enableMemberRoute } from '@/features/console';

// /api/console/sites/{site}/staff/{member}/disabled: POST disables the member's account, DELETE enables it.
export const POST = disableMemberRoute;
export const DELETE = enableMemberRoute;
