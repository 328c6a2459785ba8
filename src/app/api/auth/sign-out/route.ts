import { signOutRoute } from '@/features/accounts';

// POST /api/auth/sign-out: ends the session on this site.
export const POST = signOutRoute;
