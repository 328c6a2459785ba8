import { webhookRoute } from '@/features/checkout/server';

// POST /api/payments/webhook: the payment provider's signed events (README, API; decision 021).
export const POST = webhookRoute;
