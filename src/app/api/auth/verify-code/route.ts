import { verifyCodeRoute } from '@/features/accounts';

// POST /api/auth/verify-code { phone_number, code, first_name?, last_name?, email? }: signs in on this site.
export const POST = verifyCodeRoute;
