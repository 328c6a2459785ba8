import { rateLimitRoute } from '@/features/accounts';

// POST /api/rate-limit { phone }: { ok } — whether this mobile may be sent another code (AF §7); each ask counts.
export const POST = rateLimitRoute;
