import 'server-only';
import { getDb } from '@/db';
import { env } from '@/lib/env';
import { platformKey } from '@/lib/platform-key';
import type { PaymentProvider } from './provider';
import { deriveTestWebhookKey } from './signature';
import { createStripeProvider } from './stripe-provider';
import { createTestPaymentProvider, type TestPaymentProvider } from './test-provider';

// Payments (reserve and buy online, online payment). One adapter, two providers: Stripe Checkout when
// STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set, else the embedded test provider with its own hosted
// page at /api/test-payments/{sessionId}, so the whole flow runs offline and no card reaches the platform.

export {
  CHECKOUT_LIFETIME_MS,
  type CheckoutRequest,
  type CheckoutSession,
  type CheckoutStatus,
  MAX_REFERENCE_LENGTH,
  type PaymentEvent,
  type PaymentEventType,
  type PaymentProvider,
  PaymentProviderError,
  type RefundResult,
  type SessionState,
  WEBHOOK_TOLERANCE_SECONDS,
  WebhookSignatureError,
} from './provider';
export type { TestPaymentProvider } from './test-provider';

/** Where the test provider sends its webhooks: this server's own endpoint. */
export const DEFAULT_WEBHOOK_PATH = '/api/payments/webhook';

let provider: PaymentProvider | undefined;

/** The provider the environment asks for, made once per process. */
export function paymentProvider(): PaymentProvider {
  provider ??=
    env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
      ? createStripeProvider({
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          apiBase: env.STRIPE_API_BASE,
        })
      : createTestPaymentProvider({
          db: getDb,
          signingKey: deriveTestWebhookKey(platformKey()),
          webhookUrl: `http://127.0.0.1:${env.PORT}${DEFAULT_WEBHOOK_PATH}`,
        });
  return provider;
}

/** The embedded test provider when it is the one in use; null under Stripe (its hosted page is then a 404). */
export function testPaymentProvider(): TestPaymentProvider | null {
  const current = paymentProvider();
  return current.name === 'test' ? (current as TestPaymentProvider) : null;
}

/** For tests: the provider the calls use until the next reset (undefined: the environment's again). */
export function setPaymentProviderForTests(next: PaymentProvider | undefined): void {
  provider = next;
}
