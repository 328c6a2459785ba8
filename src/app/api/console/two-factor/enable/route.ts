import { enableTwoFactorRoute } from '@/features/console';

// POST /api/console/two-factor/enable { password }: the authenticator's secret and recovery codes.
export const POST = enableTwoFactorRoute;
