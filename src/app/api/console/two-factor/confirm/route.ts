import { confirmTwoFactorRoute } from '@/features/console';

// POST /api/console/two-factor/confirm { code }: two-factor on, once a code from the app matches.
export const POST = confirmTwoFactorRoute;
