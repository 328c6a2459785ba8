import { resetPasswordRoute } from '@/features/console';

// POST /api/console/password/reset { token, password }: a new password; every session ends.
export const POST = resetPasswordRoute;
