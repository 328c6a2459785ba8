import { resetMemberTwoFactorRoute } from '@/features/console';

// POST /api/console/sites/{site}/staff/{member}/two-factor-reset: the member sets two-factor up again.
export const POST = resetMemberTwoFactorRoute;
