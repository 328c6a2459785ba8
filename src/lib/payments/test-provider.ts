import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '@/db/client';
import { readBodyWithin } from '@/lib/read-body';
import { checkCardForm, TEST_CARDS } from './card-rules';
import { type PageSession, renderCardPage, renderChallengePage, renderClosedPage } from './hosted-page';
import { PAYMENT_MESSAGES as M } from './messages';
import {
  CHECKOUT_LIFETIME_MS,
  type CheckoutRequest,
  checkCheckoutRequest,
  type PaymentEvent,
  type PaymentProvider,
  PaymentProviderError,
  type SessionState,
  withSessionId,
} from './provider';
import { TEST_SIGNATURE_HEADER, verifyTestWebhook } from './signature';
import type { TestSession } from './test-sessions';
import * as store from './test-sessions';
import {
  DEFAULT_RETRY_DELAYS_MS,
  DEFAULT_WEBHOOK_TIMEOUT_MS,
  deliverWebhook,
  type WebhookDelivery,
} from './webhook-delivery';

// The embedded test provider: the offline default when no Stripe keys are set. It behaves like Stripe
// Checkout in miniature: a hosted card page of its own (GET/POST /api/test-payments/{sessionId}) that
// takes Stripe's test card numbers, sessions kept in PostgreSQL (test_payment_sessions) so a payment
// survives a restart, signed webhooks to the platform, and refunds. It takes no real card: any number
// other than the test cards is refused.

export type TestProviderSettings = {
  db: () => Promise<Db>;
  /** The webhook signing key (deriveTestWebhookKey of the platform key). */
  signingKey: string;
  /** The platform's webhook endpoint, e.g. http://127.0.0.1:3000/api/payments/webhook. */
  webhookUrl: string;
  /** The origin the hosted page is served from; by default the success URL's, so the shopper stays on the site. */
  pageOrigin?: string;
  now?: () => Date;
  retryDelaysMs?: readonly number[];
  webhookTimeoutMs?: number;
};

export type TestPaymentProvider = PaymentProvider & {
  readonly name: 'test';
  /** GET /api/test-payments/{sessionId}: the hosted page for the session's state. */
  showPage(sessionId: string): Promise<Response>;
  /** POST /api/test-payments/{sessionId}: the card form or the challenge step, form-encoded. */
  submitPage(sessionId: string, request: Request): Promise<Response>;
  /** Resolves once every webhook sent in the background (refunds, expiries) is delivered or given up. */
  deliveriesSettled(): Promise<void>;
};

export const TEST_SESSION_ID = /^tps_[0-9a-f]{24}$/;
const MAX_FORM_BYTES = 8 * 1024;
const CHALLENGE_LAST4 = Object.keys(TEST_CARDS)
  .find((number) => TEST_CARDS[number as keyof typeof TEST_CARDS] === 'challenge')
  ?.slice(-4) as string;

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

const EventSchema = z.discriminatedUnion('type', [
  z.object({
    id: z.string().min(1),
    type: z.enum(['checkout.paid', 'checkout.failed', 'checkout.expired']),
    sessionId: z.string().min(1),
    paymentId: z.string().min(1).nullable(),
    reference: z.string().min(1),
    amountCents: z.number().int().positive(),
  }),
  z.object({
    id: z.string().min(1),
    type: z.literal('refund.succeeded'),
    sessionId: z.string().min(1).nullable(),
    paymentId: z.string().min(1),
    reference: z.string().min(1).nullable(),
    amountCents: z.number().int().positive(),
  }),
]);

export function createTestPaymentProvider(settings: TestProviderSettings): TestPaymentProvider {
  const now = settings.now ?? (() => new Date());
  const delivery: WebhookDelivery = {
    url: settings.webhookUrl,
    key: settings.signingKey,
    retryDelaysMs: settings.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
    timeoutMs: settings.webhookTimeoutMs ?? DEFAULT_WEBHOOK_TIMEOUT_MS,
    now,
  };
  const inFlight = new Set<Promise<boolean>>();

  const checkoutEvent = (
    type: 'checkout.paid' | 'checkout.failed' | 'checkout.expired',
    session: TestSession,
  ): PaymentEvent => ({
    id: newId('tpe'),
    type,
    sessionId: session.id,
    paymentId: session.paymentId,
    reference: session.reference,
    amountCents: session.amountCents,
  });

  /** Sent without waiting: the caller (a refund, a lookup) must not hang on the platform's own endpoint. */
  function sendInBackground(event: PaymentEvent): void {
    const sending = deliverWebhook(event, delivery);
    inFlight.add(sending);
    void sending.finally(() => inFlight.delete(sending));
  }

  /** The session, moved to expired (and its webhook sent) when its time is up. */
  async function current(db: Db, id: string): Promise<TestSession | null> {
    const expired = await store.expireIfDue(db, id, now());
    if (expired) sendInBackground(checkoutEvent('checkout.expired', expired));
    return expired ?? (await store.findSession(db, id));
  }

  /** The page a session shows in its present state. */
  function pageFor(session: TestSession | null): Response {
    if (!session) return html(renderClosedPage(M.notFoundTitle, M.notFound, null), 404);
    const page = pageSession(session);
    switch (session.status) {
      case 'paid':
        return redirect(withSessionId(session.successUrl, session.id));
      case 'open':
        return session.challengePending
          ? html(renderChallengePage(page, CHALLENGE_LAST4), 200, session)
          : html(renderCardPage({ session: page }), 200, session);
      default: {
        return html(renderClosedPage(M.closedTitle, M[session.status], session.cancelUrl), 410, session);
      }
    }
  }

  async function payAndRedirect(db: Db, session: TestSession, afterChallenge: boolean): Promise<Response> {
    const paid = await store.markPaid(db, session.id, newId('tpi'), now(), afterChallenge);
    // Lost the race to another submit (a double click): that one paid and sent the webhook.
    if (!paid) return pageFor(await current(db, session.id));
    await deliverWebhook(checkoutEvent('checkout.paid', paid), delivery);
    return redirect(withSessionId(paid.successUrl, paid.id));
  }

  return {
    name: 'test',

    async createCheckout(request: CheckoutRequest) {
      checkCheckoutRequest(request);
      const id = newId('tps');
      const created = now();
      await store.insertSession(await settings.db(), {
        id,
        amountCents: request.amountCents,
        currency: request.currency,
        reference: request.reference,
        description: request.description,
        customerEmail: request.customerEmail ?? null,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        metadata: request.metadata,
        createdAt: created,
        expiresAt: new Date(created.getTime() + CHECKOUT_LIFETIME_MS),
      });
      const origin = settings.pageOrigin ?? new URL(request.successUrl).origin;
      return { sessionId: id, url: new URL(`/api/test-payments/${id}`, origin).toString() };
    },

    async retrieve(sessionId: string): Promise<SessionState> {
      const session = TEST_SESSION_ID.test(sessionId) ? await current(await settings.db(), sessionId) : null;
      if (!session) throw new PaymentProviderError(`No such checkout session: ${sessionId.slice(0, 40)}`);
      return {
        // A refund does not undo the checkout: it was paid, as Stripe's session stays complete.
        status: session.status === 'refunded' ? 'paid' : session.status,
        paymentId: session.paymentId,
        amountCents: session.amountCents,
        reference: session.reference,
      };
    },

    async refund(paymentId: string, amountCents?: number) {
      const db = await settings.db();
      const session = await store.findSessionByPayment(db, paymentId);
      if (!session) throw new PaymentProviderError(`No such payment: ${paymentId.slice(0, 40)}`);
      if (amountCents !== undefined && (!Number.isSafeInteger(amountCents) || amountCents <= 0)) {
        throw new PaymentProviderError('The refund must be a whole number of cents above 0');
      }
      const amount = amountCents ?? session.amountCents - session.refundedCents;
      const refunded = amount > 0 ? await store.addRefund(db, paymentId, amount) : null;
      if (!refunded) {
        throw new PaymentProviderError(
          `Payment ${paymentId} cannot be refunded ${amount} cents: it is ${session.status} with ${session.amountCents - session.refundedCents} cents left to refund`,
        );
      }
      sendInBackground({
        id: newId('tpe'),
        type: 'refund.succeeded',
        sessionId: refunded.id,
        paymentId,
        reference: refunded.reference,
        amountCents: amount,
      });
      return { refundId: newId('tpr'), status: 'succeeded' as const };
    },

    parseWebhook(rawBody: string, headers: Headers) {
      verifyTestWebhook(rawBody, headers.get(TEST_SIGNATURE_HEADER), settings.signingKey, now());
      const event = EventSchema.safeParse(parseJson(rawBody));
      if (!event.success) throw new PaymentProviderError('A signed test webhook that is no payment event');
      return event.data;
    },

    async showPage(sessionId: string) {
      if (!TEST_SESSION_ID.test(sessionId)) return pageFor(null);
      return pageFor(await current(await settings.db(), sessionId));
    },

    async submitPage(sessionId: string, request: Request) {
      if (!TEST_SESSION_ID.test(sessionId)) return pageFor(null);
      const db = await settings.db();
      const session = await current(db, sessionId);
      if (session?.status !== 'open') return pageFor(session);
      const bytes = await readBodyWithin(request, MAX_FORM_BYTES);
      const form = new URLSearchParams(bytes ? Buffer.from(bytes).toString('utf8') : '');
      const action = form.get('action');

      if (session.challengePending) {
        if (action === 'challenge-complete') return payAndRedirect(db, session, true);
        if (action !== 'challenge-fail') return pageFor(session);
        const failed = await store.failChallenge(db, session.id, now());
        if (!failed) return pageFor(await current(db, session.id));
        await deliverWebhook(checkoutEvent('checkout.failed', failed), delivery);
        return redirect(failed.cancelUrl);
      }

      const values = {
        cardNumber: form.get('cardNumber') ?? '',
        expiry: form.get('expiry') ?? '',
        cvc: form.get('cvc') ?? '',
        name: form.get('name') ?? '',
      };
      const page = pageSession(session);
      const check = checkCardForm(values, now());
      if (!check.ok)
        return html(renderCardPage({ session: page, values, errors: check.errors }), 400, session);
      switch (check.outcome) {
        case 'succeed':
          return payAndRedirect(db, session, false);
        case 'decline':
          return html(renderCardPage({ session: page, values, notice: M.declined }), 402, session);
        case 'not-a-test-card':
          return html(renderCardPage({ session: page, values, notice: M.notATestCard }), 400, session);
        case 'challenge': {
          const challenged = await store.askChallenge(db, session.id, now());
          return pageFor(challenged ?? (await current(db, session.id)));
        }
      }
    },

    async deliveriesSettled() {
      await Promise.all([...inFlight]);
    },
  };
}

const pageSession = (session: TestSession): PageSession => ({
  id: session.id,
  amountCents: session.amountCents,
  description: session.description,
  cancelUrl: session.cancelUrl,
});

/**
 * A hosted page: never cached or framed, no script at all, and forms that may go only to this page (and,
 * by its redirects, to the session's success and cancel pages). Same-origin referrers keep the form's
 * Origin header, which the proxy's browser-write rule asks for.
 */
function html(body: string, status: number, session?: TestSession): Response {
  const targets = session ? [session.successUrl, session.cancelUrl].map((url) => new URL(url).origin) : [];
  return new Response(body, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'referrer-policy': 'same-origin',
      'x-frame-options': 'DENY',
      'content-security-policy': [
        "default-src 'none'",
        "style-src 'unsafe-inline'",
        `form-action 'self' ${[...new Set(targets)].join(' ')}`.trim(),
        "base-uri 'none'",
        "frame-ancestors 'none'",
      ].join('; '),
    },
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const redirect = (location: string) =>
  new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
