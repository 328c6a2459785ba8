import { secondFactorRoute } from '@/features/console';

// POST /api/console/sign-in/second-factor { code, kind }: the authenticator's code or a recovery code.
export const POST = secondFactorRoute;
