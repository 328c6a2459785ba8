import http from 'node:http';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/env';
import { freePort } from '../../../scripts/free-port';
import { type CheckoutRequest, PaymentProviderError, WebhookSignatureError } from './provider';
import { createStripeProvider } from './stripe-provider';

// The Stripe adapter against a local fake of the three Stripe endpoints it uses, which records the
// form-encoded parameters the stripe package sends; webhooks signed as Stripe signs them.

type Seen = { method: string; path: string; query: URLSearchParams; params: URLSearchParams; auth?: string };

const SECRET = 'sk_test_4eC39HqLyjWDarjtT1zdp7dc';
const WEBHOOK_SECRET = 'whsec_testsecret123';
let port: number;
let fake: http.Server;
let seen: Seen[] = [];
/** The fake's answer to the next request: status and JSON body, by path. */
let reply: (seen: Seen) => [number, unknown] = () => [500, {}];

beforeAll(async () => {
  port = await freePort();
  fake = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const entry: Seen = {
        method: request.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        params: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
        auth: request.headers.authorization,
      };
      seen.push(entry);
      const [status, body] = reply(entry);
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => fake.listen(port, '127.0.0.1', resolve));
});
afterEach(() => {
  seen = [];
});
afterAll(() => {
  fake.closeAllConnections();
  return new Promise<void>((resolve) => fake.close(() => resolve()));
});

const now = new Date('2026-11-24T20:00:00Z');
const provider = () =>
  createStripeProvider({
    secretKey: SECRET,
    webhookSecret: WEBHOOK_SECRET,
    apiBase: `http://127.0.0.1:${port}`,
    now: () => now,
  });

const request: CheckoutRequest = {
  amountCents: 20000,
  currency: 'aud',
  reference: 'res_123',
  description: 'Refundable deposit: 2021 Toyota HiLux SR5',
  customerEmail: 'jo@example.com',
  successUrl: 'https://coastal-toyota.example/cars/hilux/checkout/paid?step=done',
  cancelUrl: 'https://coastal-toyota.example/cars/hilux/checkout?cancelled=res_123',
  metadata: { carId: '42', site: 'coastal-toyota' },
};

const stripeError = (code: string, message: string) => ({
  error: { type: 'invalid_request_error', code, message },
});

const session = (change: Record<string, unknown> = {}) => ({
  id: 'cs_test_a1',
  object: 'checkout.session',
  url: 'https://checkout.stripe.com/c/pay/cs_test_a1',
  status: 'open',
  payment_status: 'unpaid',
  payment_intent: null,
  amount_total: 20000,
  currency: 'aud',
  client_reference_id: 'res_123',
  ...change,
});

describe('createCheckout', () => {
  it('creates a Checkout Session in payment mode with the AUD amount, reference and metadata', async () => {
    reply = () => [200, session()];
    expect(await provider().createCheckout(request)).toEqual({
      sessionId: 'cs_test_a1',
      url: 'https://checkout.stripe.com/c/pay/cs_test_a1',
    });
    expect(seen).toHaveLength(1);
    const [call] = seen;
    expect([call.method, call.path, call.auth]).toEqual([
      'POST',
      '/v1/checkout/sessions',
      `Bearer ${SECRET}`,
    ]);
    expect(Object.fromEntries(call.params)).toEqual({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'aud',
      'line_items[0][price_data][unit_amount]': '20000',
      'line_items[0][price_data][product_data][name]': 'Refundable deposit: 2021 Toyota HiLux SR5',
      client_reference_id: 'res_123',
      customer_email: 'jo@example.com',
      success_url:
        'https://coastal-toyota.example/cars/hilux/checkout/paid?step=done&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://coastal-toyota.example/cars/hilux/checkout?cancelled=res_123',
      'metadata[carId]': '42',
      'metadata[site]': 'coastal-toyota',
      'payment_intent_data[metadata][carId]': '42',
      'payment_intent_data[metadata][site]': 'coastal-toyota',
      // 31 minutes: Stripe's least is 30 from its own clock.
      expires_at: String(Math.floor(now.getTime() / 1000) + 31 * 60),
    });
  });

  it('sends no customer_email when there is none', async () => {
    reply = () => [200, session()];
    await provider().createCheckout({ ...request, customerEmail: undefined });
    expect(seen[0].params.has('customer_email')).toBe(false);
  });

  it('refuses a bad request without calling Stripe', async () => {
    await expect(provider().createCheckout({ ...request, amountCents: -1 })).rejects.toThrow(/amountCents/);
    expect(seen).toHaveLength(0);
  });

  it('is a PaymentProviderError naming what Stripe answered', async () => {
    reply = () => [400, stripeError('parameter_invalid_integer', 'Invalid integer: abc')];
    const failure = provider().createCheckout(request);
    await expect(failure).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(failure).rejects.toThrow(
      'Stripe could not create a checkout session: 400 parameter_invalid_integer: Invalid integer: abc',
    );
  });
});

describe('retrieve', () => {
  it.each([
    ['open', session(), { status: 'open', paymentId: null }],
    [
      'complete and paid',
      session({
        status: 'complete',
        payment_status: 'paid',
        payment_intent: { id: 'pi_1', status: 'succeeded' },
      }),
      { status: 'paid', paymentId: 'pi_1' },
    ],
    [
      'complete, paid, intent not expanded',
      session({ status: 'complete', payment_status: 'paid', payment_intent: 'pi_2' }),
      { status: 'paid', paymentId: 'pi_2' },
    ],
    [
      'complete, unpaid, still settling',
      session({
        status: 'complete',
        payment_status: 'unpaid',
        payment_intent: { id: 'pi_3', status: 'processing' },
      }),
      { status: 'open', paymentId: 'pi_3' },
    ],
    [
      'complete, unpaid, intent canceled',
      session({
        status: 'complete',
        payment_status: 'unpaid',
        payment_intent: { id: 'pi_4', status: 'canceled' },
      }),
      { status: 'failed', paymentId: 'pi_4' },
    ],
    ['expired', session({ status: 'expired' }), { status: 'expired', paymentId: null }],
  ])('reads a session %s', async (_label, body, expected) => {
    reply = () => [200, body];
    expect(await provider().retrieve('cs_test_a1')).toEqual({
      ...expected,
      amountCents: 20000,
      reference: 'res_123',
    });
    expect(seen.map((s) => [s.method, s.path, [...s.query]])).toEqual([
      ['GET', '/v1/checkout/sessions/cs_test_a1', [['expand[0]', 'payment_intent']]],
    ]);
  });

  it('is a PaymentProviderError for an unknown session', async () => {
    reply = () => [404, stripeError('resource_missing', "No such checkout.session: 'cs_nope'")];
    await expect(provider().retrieve('cs_nope')).rejects.toThrow(
      /404 resource_missing: No such checkout.session/,
    );
  });
});

describe('refund', () => {
  const answerRefund =
    (status: string) =>
    (call: Seen): [number, unknown] =>
      call.path === '/v1/checkout/sessions'
        ? [
            200,
            {
              object: 'list',
              data: [session({ id: 'cs_test_9', client_reference_id: 'res_9' })],
              has_more: false,
            },
          ]
        : [200, { id: 're_1', object: 'refund', status, amount: 20000, payment_intent: 'pi_1' }];

  it('finds the payment’s session, then refunds it naming the session and reference', async () => {
    reply = answerRefund('succeeded');
    expect(await provider().refund('pi_1')).toEqual({ refundId: 're_1', status: 'succeeded' });
    expect(seen.map((s) => [s.method, s.path])).toEqual([
      ['GET', '/v1/checkout/sessions'],
      ['POST', '/v1/refunds'],
    ]);
    expect(Object.fromEntries(seen[0].query)).toEqual({ payment_intent: 'pi_1', limit: '1' });
    expect(Object.fromEntries(seen[1].params)).toEqual({
      payment_intent: 'pi_1',
      'metadata[session_id]': 'cs_test_9',
      'metadata[reference]': 'res_9',
    });
  });

  it('refunds part of a payment', async () => {
    reply = answerRefund('pending');
    expect(await provider().refund('pi_1', 5000)).toEqual({ refundId: 're_1', status: 'pending' });
    expect(seen[1].params.get('amount')).toBe('5000');
  });

  it('refuses an amount that is no whole number of cents above 0 without calling Stripe', async () => {
    await expect(provider().refund('pi_1', 0)).rejects.toThrow(/above 0/);
    await expect(provider().refund('pi_1', 1.5)).rejects.toThrow(/above 0/);
    expect(seen).toHaveLength(0);
  });

  it('is a PaymentProviderError when Stripe refuses (already refunded)', async () => {
    reply = (call) =>
      call.path === '/v1/refunds'
        ? [400, stripeError('charge_already_refunded', 'Charge ch_1 has already been refunded.')]
        : answerRefund('succeeded')(call);
    await expect(provider().refund('pi_1')).rejects.toThrow(
      'Stripe could not refund the payment: 400 charge_already_refunded: Charge ch_1 has already been refunded.',
    );
  });
});

describe('parseWebhook', () => {
  const signer = new Stripe(SECRET).webhooks;
  const seconds = Math.floor(now.getTime() / 1000);
  const stripeEvent = (type: string, object: Record<string, unknown>) =>
    JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type,
      data: { object },
      api_version: '2026-10-28.endive',
    });
  const headers = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
    new Headers({
      'stripe-signature': signer.generateTestHeaderString({
        payload,
        secret: options.secret ?? WEBHOOK_SECRET,
        timestamp: options.timestamp ?? seconds,
      }),
    });
  const paidSession = session({ status: 'complete', payment_status: 'paid', payment_intent: 'pi_1' });

  it.each([
    ['checkout.session.completed', paidSession, 'checkout.paid', 'pi_1'],
    ['checkout.session.async_payment_succeeded', paidSession, 'checkout.paid', 'pi_1'],
    ['checkout.session.async_payment_failed', session({ payment_intent: 'pi_1' }), 'checkout.failed', 'pi_1'],
    ['checkout.session.expired', session({ status: 'expired' }), 'checkout.expired', null],
  ])('reads %s as %s', (stripeType, object, type, paymentId) => {
    const payload = stripeEvent(stripeType, object);
    expect(provider().parseWebhook(payload, headers(payload))).toEqual({
      id: 'evt_1',
      type,
      sessionId: 'cs_test_a1',
      paymentId,
      reference: 'res_123',
      amountCents: 20000,
    });
  });

  it('reads a succeeded refund with the session and reference it was made with', () => {
    const refund = {
      id: 're_1',
      object: 'refund',
      status: 'succeeded',
      amount: 5000,
      payment_intent: 'pi_1',
      metadata: { session_id: 'cs_test_a1', reference: 'res_123' },
    };
    for (const type of ['refund.created', 'refund.updated']) {
      const payload = stripeEvent(type, refund);
      expect(provider().parseWebhook(payload, headers(payload))).toEqual({
        id: 'evt_1',
        type: 'refund.succeeded',
        sessionId: 'cs_test_a1',
        paymentId: 'pi_1',
        reference: 'res_123',
        amountCents: 5000,
      });
    }
    const fromDashboard = stripeEvent('refund.created', { ...refund, metadata: {} });
    expect(provider().parseWebhook(fromDashboard, headers(fromDashboard))).toMatchObject({
      type: 'refund.succeeded',
      sessionId: null,
      reference: null,
      paymentId: 'pi_1',
    });
  });

  it.each([
    ['a completed session not yet paid', 'checkout.session.completed', session({ status: 'complete' })],
    [
      'a pending refund',
      'refund.created',
      { id: 're_1', status: 'pending', amount: 1, payment_intent: 'pi_1' },
    ],
    ['an event the platform does not use', 'customer.created', { id: 'cus_1' }],
  ])('answers null for %s', (_label, type, object) => {
    const payload = stripeEvent(type, object);
    expect(provider().parseWebhook(payload, headers(payload))).toBeNull();
  });

  it('gives a replayed event the same id, for the handler’s idempotency', () => {
    const payload = stripeEvent('checkout.session.completed', paidSession);
    const first = provider().parseWebhook(payload, headers(payload));
    expect(provider().parseWebhook(payload, headers(payload))).toEqual(first);
  });

  it.each([
    ['no signature', () => new Headers()],
    ['the wrong secret', (payload: string) => headers(payload, { secret: 'whsec_other' })],
    ['a signature over 5 minutes old', (payload: string) => headers(payload, { timestamp: seconds - 301 })],
    [
      'a tampered body',
      (payload: string) => headers(payload.replace('"amount_total":20000', '"amount_total":2')),
    ],
  ])('refuses %s', (_label, makeHeaders) => {
    const payload = stripeEvent('checkout.session.completed', paidSession);
    expect(() => provider().parseWebhook(payload, makeHeaders(payload))).toThrow(WebhookSignatureError);
  });

  it('takes a signature 5 minutes old', () => {
    const payload = stripeEvent('checkout.session.completed', paidSession);
    expect(provider().parseWebhook(payload, headers(payload, { timestamp: seconds - 300 }))).not.toBeNull();
  });
});

describe('Stripe settings', () => {
  it('are both set or neither, and the API base is optional', () => {
    expect(parseEnv({}).STRIPE_SECRET_KEY).toBeUndefined();
    const both = parseEnv({ STRIPE_SECRET_KEY: SECRET, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
    expect([both.STRIPE_SECRET_KEY, both.STRIPE_WEBHOOK_SECRET, both.STRIPE_API_BASE]).toEqual([
      SECRET,
      WEBHOOK_SECRET,
      undefined,
    ]);
    expect(() => parseEnv({ STRIPE_SECRET_KEY: SECRET })).toThrow(
      /STRIPE_WEBHOOK_SECRET: missing while STRIPE_SECRET_KEY is set/,
    );
    expect(() => parseEnv({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET })).toThrow(
      /STRIPE_SECRET_KEY: missing while STRIPE_WEBHOOK_SECRET is set/,
    );
    expect(() =>
      parseEnv({ STRIPE_SECRET_KEY: 'pk_live_abc', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }),
    ).toThrow(/STRIPE_SECRET_KEY: a Stripe secret key/);
    expect(() => parseEnv({ STRIPE_SECRET_KEY: SECRET, STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: a webhook signing secret/,
    );
    expect(() => parseEnv({ STRIPE_API_BASE: 'not a url' })).toThrow(/STRIPE_API_BASE/);
  });
});
