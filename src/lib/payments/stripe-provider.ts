import Stripe from 'stripe';
import {
  CHECKOUT_LIFETIME_MS,
  type CheckoutRequest,
  type CheckoutStatus,
  checkCheckoutRequest,
  type PaymentEvent,
  type PaymentProvider,
  PaymentProviderError,
  type RefundResult,
  WEBHOOK_TOLERANCE_SECONDS,
  WebhookSignatureError,
} from './provider';

// Stripe Checkout: a Checkout Session in payment mode, its page hosted by Stripe, so the card never
// reaches the platform. Webhooks are verified with the endpoint's signing secret (Stripe-Signature);
// refunds go through the Refunds API against the session's PaymentIntent.
//
// Events the platform uses:
//   checkout.session.completed (paid), checkout.session.async_payment_succeeded → checkout.paid
//   checkout.session.async_payment_failed → checkout.failed
//   checkout.session.expired → checkout.expired
//   refund.created / refund.updated with status 'succeeded' → refund.succeeded
// Any other verified event parses to null (answer it 200 and do nothing).

export type StripeProviderSettings = {
  secretKey: string;
  webhookSecret: string;
  /**
   * Test only: another API base, e.g. 'http://127.0.0.1:4010' for a local fake of Stripe's endpoints.
   * Unset talks to https://api.stripe.com.
   */
  apiBase?: string;
  now?: () => Date;
};

// Stripe refuses an expiry under 30 minutes from its own clock; a minute more allows for the skew.
const STRIPE_EXPIRY_MARGIN_MS = 60_000;

export function createStripeProvider(settings: StripeProviderSettings): PaymentProvider {
  const now = settings.now ?? (() => new Date());
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...apiHost(settings.apiBase),
  });

  return {
    name: 'stripe',

    async createCheckout(request: CheckoutRequest) {
      checkCheckoutRequest(request);
      const expiresAt = now().getTime() + CHECKOUT_LIFETIME_MS + STRIPE_EXPIRY_MARGIN_MS;
      const session = await call('create a checkout session', () =>
        stripe.checkout.sessions.create({
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency,
                unit_amount: request.amountCents,
                product_data: { name: request.description },
              },
            },
          ],
          client_reference_id: request.reference,
          ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
          success_url: withSessionTemplate(request.successUrl),
          cancel_url: request.cancelUrl,
          metadata: request.metadata,
          payment_intent_data: { metadata: request.metadata },
          expires_at: Math.floor(expiresAt / 1000),
        }),
      );
      if (!session.url) throw new PaymentProviderError(`Stripe gave session ${session.id} no URL`);
      return { sessionId: session.id, url: session.url };
    },

    async retrieve(sessionId: string) {
      const session = await call('retrieve a checkout session', () =>
        stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent'] }),
      );
      return {
        status: checkoutStatus(session),
        paymentId: paymentIntentId(session),
        amountCents: session.amount_total ?? 0,
        reference: session.client_reference_id ?? '',
      };
    },

    async refund(paymentId: string, amountCents?: number): Promise<RefundResult> {
      if (amountCents !== undefined && (!Number.isSafeInteger(amountCents) || amountCents <= 0)) {
        throw new PaymentProviderError('The refund must be a whole number of cents above 0');
      }
      // The refund carries its session and reference, so its webhook names them like the checkout's did.
      const sessions = await call('find the checkout session of the payment', () =>
        stripe.checkout.sessions.list({ payment_intent: paymentId, limit: 1 }),
      );
      const session = sessions.data[0];
      const metadata: Record<string, string> = session
        ? { session_id: session.id, reference: session.client_reference_id ?? '' }
        : {};
      const refund = await call('refund the payment', () =>
        stripe.refunds.create({
          payment_intent: paymentId,
          ...(amountCents !== undefined ? { amount: amountCents } : {}),
          metadata,
        }),
      );
      return { refundId: refund.id, status: refundStatus(refund.status) };
    },

    parseWebhook(rawBody: string, headers: Headers) {
      const signature = headers.get('stripe-signature');
      if (!signature) throw new WebhookSignatureError('No Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          settings.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          now().getTime(),
        );
      } catch (error) {
        throw new WebhookSignatureError((error as Error).message);
      }
      return paymentEvent(event);
    },
  };
}

/** The Stripe client's host, port and protocol for an API base URL (a local fake in tests). */
function apiHost(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** Stripe puts the session's id in place of {CHECKOUT_SESSION_ID} (braces kept as they are). */
function withSessionTemplate(url: string): string {
  const bare = new URL(url);
  bare.searchParams.delete('session_id');
  const text = bare.toString();
  const [base, hash] = text.split('#', 2);
  const joined = `${base}${base.includes('?') ? '&' : '?'}session_id={CHECKOUT_SESSION_ID}`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}

function checkoutStatus(session: Stripe.Checkout.Session): CheckoutStatus {
  if (session.status === 'expired') return 'expired';
  if (session.status === 'complete') {
    if (session.payment_status === 'paid') return 'paid';
    // Complete but unpaid is a delayed payment method still settling; canceled intent means it failed.
    return paymentIntentStatus(session) === 'canceled' ? 'failed' : 'open';
  }
  return 'open';
}

const paymentIntentId = (session: Stripe.Checkout.Session): string | null =>
  typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);

const paymentIntentStatus = (session: Stripe.Checkout.Session): string | null =>
  typeof session.payment_intent === 'object' && session.payment_intent ? session.payment_intent.status : null;

function refundStatus(status: string | null): RefundResult['status'] {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
}

function paymentEvent(event: Stripe.Event): PaymentEvent | null {
  const checkout = (type: 'checkout.paid' | 'checkout.failed' | 'checkout.expired') => {
    const session = event.data.object as Stripe.Checkout.Session;
    return {
      id: event.id,
      type,
      sessionId: session.id,
      paymentId: paymentIntentId(session),
      reference: session.client_reference_id ?? '',
      amountCents: session.amount_total ?? 0,
    };
  };
  switch (event.type) {
    case 'checkout.session.completed':
      // A delayed payment method completes the session unpaid; its async_payment_* event follows.
      return event.data.object.payment_status === 'unpaid' ? null : checkout('checkout.paid');
    case 'checkout.session.async_payment_succeeded':
      return checkout('checkout.paid');
    case 'checkout.session.async_payment_failed':
      return checkout('checkout.failed');
    case 'checkout.session.expired':
      return checkout('checkout.expired');
    case 'refund.created':
    case 'refund.updated': {
      const refund = event.data.object;
      if (refund.status !== 'succeeded' || !refund.payment_intent) return null;
      return {
        id: event.id,
        type: 'refund.succeeded',
        sessionId: refund.metadata?.session_id || null,
        paymentId:
          typeof refund.payment_intent === 'string' ? refund.payment_intent : refund.payment_intent.id,
        reference: refund.metadata?.reference || null,
        amountCents: refund.amount,
      };
    }
    default:
      return null;
  }
}

/** A Stripe call, its failure a PaymentProviderError saying what was tried and what Stripe answered. */
async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const detail =
      error instanceof Stripe.errors.StripeError
        ? `${error.statusCode ?? 'no answer'} ${error.code ?? error.type}: ${error.message}`
        : (error as Error).message;
    throw new PaymentProviderError(`Stripe could not ${what}: ${detail}`);
  }
}
