import { signOutEverywhereRoute } from '@/features/console';

// POST /api/console/sessions/sign-out-everywhere: ends every session of the member.
export const POST = signOutEverywhereRoute;
