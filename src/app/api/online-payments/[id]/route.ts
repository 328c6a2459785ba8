import { onlinePaymentRoute } from '@/features/checkout/server';

// GET /api/online-payments/{id}: the payment, its outcome asked of the provider first while pending.
export const GET = onlinePaymentRoute;
