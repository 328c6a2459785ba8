import { accountRoute, deleteAccountRoute } from '@/features/accounts';

// GET /api/account: what the platform holds about the signed-in shopper. DELETE: deletes all of it.
export const GET = accountRoute;
export const DELETE = deleteAccountRoute;
