import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../../../tests/helpers/test-db';
import { setPaymentProviderForTests } from '../../../../lib/payments';
import { PAYMENT_MESSAGES } from '../../../../lib/payments/messages';
import { deriveTestWebhookKey } from '../../../../lib/payments/signature';
import { createStripeProvider } from '../../../../lib/payments/stripe-provider';
import { createTestPaymentProvider, type TestPaymentProvider } from '../../../../lib/payments/test-provider';
import { GET, POST } from './route';

// The route only hands the hosted page to the test provider; the provider's own tests cover the page.

let handle: Awaited<ReturnType<typeof createTestDb>>;
let provider: TestPaymentProvider;

beforeAll(async () => {
  handle = await createTestDb();
  provider = createTestPaymentProvider({
    db: async () => handle.db,
    signingKey: deriveTestWebhookKey('k'.repeat(40)),
    // Nothing listens: the payment still completes and the browser still moves on.
    webhookUrl: 'http://127.0.0.1:9/api/payments/webhook',
    retryDelaysMs: [1, 1],
  });
  setPaymentProviderForTests(provider);
}, 120_000);
afterAll(async () => {
  setPaymentProviderForTests(undefined);
  await handle.drop();
});

const context = (sessionId: string) => ({ params: Promise.resolve({ sessionId }) });
const url = (sessionId: string) => `http://carzone.localhost:3000/api/test-payments/${sessionId}`;

describe('/api/test-payments/{sessionId}', () => {
  it('shows the card page, and takes its form', async () => {
    const { sessionId } = await provider.createCheckout({
      amountCents: 20000,
      currency: 'aud',
      reference: 'PAY-1001',
      description: 'Online payment PAY-1001',
      successUrl: 'http://carzone.localhost:3000/online-payment/paid',
      cancelUrl: 'http://carzone.localhost:3000/online-payment',
      metadata: {},
    });
    const page = await GET(new Request(url(sessionId)), context(sessionId));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(PAYMENT_MESSAGES.testModeBanner);

    const form = new URLSearchParams({
      action: 'pay',
      cardNumber: '4242424242424242',
      expiry: '12/40',
      cvc: '123',
      name: 'Jo Citizen',
    });
    const paid = await POST(
      new Request(url(sessionId), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      }),
      context(sessionId),
    );
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `http://carzone.localhost:3000/online-payment/paid?session_id=${sessionId}`,
    );
  });

  it('is a 404 under Stripe: the test page does not exist there', async () => {
    setPaymentProviderForTests(
      createStripeProvider({
        secretKey: 'sk_test_x',
        webhookSecret: 'whsec_x',
        apiBase: 'http://127.0.0.1:9',
      }),
    );
    try {
      const id = 'tps_0123456789abcdef01234567';
      expect((await GET(new Request(url(id)), context(id))).status).toBe(404);
      expect((await POST(new Request(url(id), { method: 'POST' }), context(id))).status).toBe(404);
    } finally {
      setPaymentProviderForTests(provider);
    }
  });
});
