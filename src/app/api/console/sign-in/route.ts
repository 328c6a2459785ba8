import { signInRoute } from '@/features/console';

// POST /api/console/sign-in { email, password }: a session, or the second step (README, API).
export const POST = signInRoute;
