import { sendCodeRoute } from '@/features/accounts';

// POST /api/auth/send-code { phone_number }: a sign-in code to the mobile (AF §4, §5; path not shown).
export const POST = sendCodeRoute;
