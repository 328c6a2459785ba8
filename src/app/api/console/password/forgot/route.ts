import { forgotPasswordRoute } from '@/features/console';

// POST /api/console/password/forgot { email }: a reset link by email, if the account exists.
export const POST = forgotPasswordRoute;
