import { startOnlinePaymentRoute } from '@/features/checkout/server';

// POST /api/online-payments: pay against a dealer's reference; answers the provider's page to pay on.
export const POST = startOnlinePaymentRoute;
