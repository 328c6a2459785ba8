import { signOutRoute } from '@/features/console';

// POST /api/console/sign-out: ends this session.
export const POST = signOutRoute;
