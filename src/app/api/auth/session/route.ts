import { sessionRoute } from '@/features/accounts';

// GET /api/auth/session: the shopper signed in on this site, or null.
export const GET = sessionRoute;
