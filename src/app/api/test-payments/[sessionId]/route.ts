import { apiRoute } from '@/lib/api-route';
import { jsonError } from '@/lib/http';
import { testPaymentProvider } from '@/lib/payments';

// The embedded test payment provider's hosted page (no tenant: the provider's, not a dealer's):
// GET shows the card form (or the challenge step, or where the session stands); POST takes the form,
// application/x-www-form-urlencoded from that page only (src/tenancy/browser-writes.ts). Under Stripe
// there is no such page.

type Context = { params: Promise<{ sessionId: string }> };

export const GET = apiRoute<Context>(async (_request, { params }) => {
  const provider = testPaymentProvider();
  if (!provider) return jsonError(404, 'Not found');
  return provider.showPage((await params).sessionId);
});

export const POST = apiRoute<Context>(async (request, { params }) => {
  const provider = testPaymentProvider();
  if (!provider) return jsonError(404, 'Not found');
  return provider.submitPage((await params).sessionId, request);
});
