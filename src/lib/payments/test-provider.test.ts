import http from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/free-port';
import { createTestDb } from '../../../tests/helpers/test-db';
import { PAYMENT_MESSAGES as M } from './messages';
import {
  type CheckoutRequest,
  type PaymentEvent,
  PaymentProviderError,
  WebhookSignatureError,
} from './provider';
import { deriveTestWebhookKey, signTestWebhook, TEST_SIGNATURE_HEADER } from './signature';
import { createTestPaymentProvider, type TestPaymentProvider } from './test-provider';

// The embedded provider end to end on a fresh database: the hosted page's handlers called directly, and a
// local HTTP server standing in for the platform's webhook endpoint.

type Received = { body: string; headers: Headers };

let handle: Awaited<ReturnType<typeof createTestDb>>;
let hook: http.Server;
let hookUrl: string;
let received: Received[] = [];
/** What the stand-in endpoint answers, attempt by attempt (200 once the list runs out). */
let answers: number[] = [];
let clock = new Date('2026-11-24T20:00:00Z');

const key = deriveTestWebhookKey('platform-key-for-tests-0123456789abcdef');
/** The providers this test made: each test waits for their background webhooks, so no test sees another's. */
let made: TestPaymentProvider[] = [];
const provider = (options: { webhookUrl?: string } = {}): TestPaymentProvider => {
  const p = createTestPaymentProvider({
    db: async () => handle.db,
    signingKey: key,
    webhookUrl: options.webhookUrl ?? hookUrl,
    now: () => clock,
    retryDelaysMs: [5, 5],
    webhookTimeoutMs: 2_000,
  });
  made.push(p);
  return p;
};

beforeAll(async () => {
  handle = await createTestDb();
  const port = await freePort();
  hook = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) headers.set(name, String(value));
      received.push({ body: Buffer.concat(chunks).toString('utf8'), headers });
      response.writeHead(answers.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => hook.listen(port, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${port}/api/payments/webhook`;
}, 120_000);
afterAll(async () => {
  await new Promise<void>((resolve) => hook.close(() => resolve()));
  await handle.drop();
});
beforeEach(() => {
  made = [];
  received = [];
  answers = [];
  clock = new Date('2026-11-24T20:00:00Z');
});
afterEach(async () => {
  await Promise.all(made.map((p) => p.deliveriesSettled()));
  hook.closeAllConnections();
});

const checkout = (change: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  amountCents: 20000,
  currency: 'aud',
  reference: 'res_123',
  description: 'Refundable deposit: 2021 Toyota HiLux SR5',
  customerEmail: 'jo@example.com',
  successUrl: 'http://coastal-toyota.localhost:3000/cars/2021-toyota-hilux/checkout/paid',
  cancelUrl: 'http://coastal-toyota.localhost:3000/cars/2021-toyota-hilux/checkout?cancelled=res_123',
  metadata: { carId: '42', site: 'coastal-toyota' },
  ...change,
});

const card = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/30',
  cvc: '123',
  name: 'Jo Citizen',
};

const post = (fields: Record<string, string>) =>
  new Request('http://coastal-toyota.localhost:3000/api/test-payments/x', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
const pay = (p: TestPaymentProvider, sessionId: string, fields: Record<string, string> = {}) =>
  p.submitPage(sessionId, post({ action: 'pay', ...card, ...fields }));

/** The events the stand-in endpoint received, each verified as the platform will. */
const events = (p: TestPaymentProvider): PaymentEvent[] =>
  received.map(({ body, headers }) => p.parseWebhook(body, headers) as PaymentEvent);

describe('a checkout on the test provider', () => {
  it('is a session on the success page’s own site, open until paid', async () => {
    const p = provider();
    const { sessionId, url } = await p.createCheckout(checkout());
    expect(sessionId).toMatch(/^tps_[0-9a-f]{24}$/);
    expect(url).toBe(`http://coastal-toyota.localhost:3000/api/test-payments/${sessionId}`);
    expect(await p.retrieve(sessionId)).toEqual({
      status: 'open',
      paymentId: null,
      amountCents: 20000,
      reference: 'res_123',
    });
  });

  it.each([
    [{ amountCents: 0 }, /amountCents/],
    [{ amountCents: 199.5 }, /amountCents/],
    [{ currency: 'usd' as 'aud' }, /currency/],
    [{ reference: 'r'.repeat(101) }, /reference must be 1 to 100/],
    [{ reference: '' }, /reference/],
    [{ successUrl: 'javascript:alert(1)' }, /successUrl/],
    [{ metadata: { note: 'a\u0000b' } }, /U\+0000/],
  ])('refuses a bad request %j', async (change, message) => {
    await expect(provider().createCheckout(checkout(change))).rejects.toThrow(message);
    await expect(provider().createCheckout(checkout(change))).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('shows a complete, labelled, script-free page with the amount, what it is for and the test banner', async () => {
    const p = provider();
    const { sessionId } = await p.createCheckout(
      checkout({ description: 'Deposit <script>alert(1)</script> & "hold"', amountCents: 123456 }),
    );
    const response = await p.showPage(sessionId);
    const page = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('content-security-policy')).toContain(
      "form-action 'self' http://coastal-toyota.localhost:3000",
    );
    expect(page).toMatch(/^<!DOCTYPE html>\n<html lang="en-AU">/);
    expect(page).toContain(M.testModeBanner);
    expect(page).toContain('$1,234.56 AUD');
    expect(page).toContain('Deposit &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;hold&quot;');
    expect(page).not.toContain('<script');
    expect(page).not.toMatch(/\s(src|srcset)=/);
    for (const [id, label] of [
      ['f-cardNumber', M.cardNumberLabel],
      ['f-expiry', M.expiryLabel],
      ['f-cvc', M.cvcLabel],
      ['f-name', M.nameLabel],
    ]) {
      expect(page).toContain(`<label for="${id}">${label}</label>`);
      expect(page).toContain(`id="${id}"`);
    }
    expect(page).toContain(`action="/api/test-payments/${sessionId}"`);
    expect(page).toContain('Pay $1,234.56');
    expect(page).toContain(`href="${checkout().cancelUrl.replace('?', '?')}"`);
  });

  it('answers a 404 page for an unknown or malformed session, before the database', async () => {
    const p = provider();
    for (const id of ['tps_000000000000000000000000', 'tps_x', "tps_'; drop table x", 'a\u0000b']) {
      const response = await p.showPage(id);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain(M.notFound);
      expect((await p.submitPage(id, post({ action: 'pay', ...card }))).status).toBe(404);
    }
    await expect(p.retrieve('tps_000000000000000000000000')).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(p.retrieve('cs_test_123')).rejects.toThrow(/No such checkout session/);
  });
});

describe('paying on the hosted page', () => {
  it('4242 4242 4242 4242 pays: a signed checkout.paid webhook, then 303 to the success page', async () => {
    const p = provider();
    const { sessionId } = await p.createCheckout(checkout());
    const response = await pay(p, sessionId);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `http://coastal-toyota.localhost:3000/cars/2021-toyota-hilux/checkout/paid?session_id=${sessionId}`,
    );
    expect(received).toHaveLength(1);
    expect(received[0].headers.get('content-type')).toBe('application/json');
    expect(received[0].headers.get(TEST_SIGNATURE_HEADER)).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const [event] = events(p);
    expect(event).toEqual({
      id: expect.stringMatching(/^tpe_[0-9a-f]{24}$/),
      type: 'checkout.paid',
      sessionId,
      paymentId: expect.stringMatching(/^tpi_[0-9a-f]{24}$/),
      reference: 'res_123',
      amountCents: 20000,
    });
    expect(await p.retrieve(sessionId)).toEqual({
      status: 'paid',
      paymentId: event.paymentId,
      amountCents: 20000,
      reference: 'res_123',
    });
  });

  it('a replayed webhook parses to the same event id, and paying again changes nothing', async () => {
    const p = provider();
    const { sessionId } = await p.createCheckout(checkout());
    await pay(p, sessionId);
    const [first] = received;
    expect(p.parseWebhook(first.body, first.headers)).toEqual(p.parseWebhook(first.body, first.headers));
    const { paymentId } = await p.retrieve(sessionId);

    const again = await pay(p, sessionId);
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toContain(`session_id=${sessionId}`);
    const page = await p.showPage(sessionId);
    expect(page.status).toBe(303);
    expect(received).toHaveLength(1);
    expect((await p.retrieve(sessionId)).paymentId).toBe(paymentId);
  });

  it('a double submit pays once: one payment id, one webhook, both browsers sent to the success page', async () => {
    const p = provider();
    const { sessionId } = await p.createCheckout(checkout());
    const responses = await Promise.all([pay(p, sessionId), pay(p, sessionId), pay(p, sessionId)]);
    expect(responses.map((r) => r.status)).toEqual([303, 303, 303]);
    expect(received).toHaveLength(1);
    expect(events(p)[0].paymentId).toBe((await p.retrieve(sessionId)).paymentId);
  });

  it('4000 0000 0000 0002 is declined on the page, and the session stays open for another card', async () => {
    const p = provider();
    const { sessionId } = await p.createCheckout(checkout());
    const declined = await pay(p, sessionId, { cardNumber: '4000 0000 0000 0002' });
    expect(declined.status).toBe(402);
    const page = await declined.text();
    expect(page).toContain(`<p class="alert" role="alert">${M.declined}</p>`);
    expect(page).toContain('value="4000 0000 0000 0002"');
    expect(received).toHaveLength(0);
    expect((await p.retrieve(sessionId)).status).toBe('open');

    expect((await pay(p, sessionId)).status).toBe(303);
    expect((await p.retrieve(sessionId)).status).toBe('paid');
  });

  it('any other valid card number is refused with the test card to use', async () => {
    const p = provider();
    const { sessionId } = await p.createCheckout(checkout());
    const response = await pay(p, sessionId, { cardNumber: '5555 5555 5555 4444' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(M.notATestCard);
    expect((await p.retrieve(sessionId)).status).toBe('open');
  });

  it('shows each bad field’s error beside it, keeps what was typed but never the CVC', async () => {
    const p = provider();
    const { sessionId } = await p.createCheckout(checkout());
    const response = await pay(p, sessionId, {
      cardNumber: '4242 4242 4242 4241',
      expiry: '10/26',
      cvc: '987',
    });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain(M.errorSummary);
    expect(page).toMatch(
      /id="f-cardNumber"[^>]*value="4242 4242 4242 4241" aria-invalid="true" aria-describedby="f-cardNumber-error"/,
    );
    expect(page).toContain(`<p class="error" id="f-cardNumber-error">${M.cardNumberInvalid}</p>`);
    expect(page).toContain(`<p class="error" id="f-expiry-error">${M.expiryPast.replace("'", '&#39;')}</p>`);
    expect(page).not.toContain('987');
    expect(page).toContain('value="Jo Citizen"');
    expect((await p.retrieve(sessionId)).status).toBe('open');
  });

  it('4000 0027 6000 3184 asks for the challenge step; Complete pays', async () => {
    const p = provider();
    const { sessionId } = await p.createCheckout(checkout());
    const challenge = await pay(p, sessionId, { cardNumber: '4000 0027 6000 3184' });
    expect(challenge.status).toBe(200);
    const page = await challenge.text();
    expect(page).toContain(M.challengeIntro('3184'));
    expect(page).toContain(`name="action" value="challenge-complete">${M.challengeComplete}</button>`);
    expect(page).toContain(
      `name="action" value="challenge-fail" class="secondary">${M.challengeFail}</button>`,
    );
    expect(await (await p.showPage(sessionId)).text()).toContain(M.challengeTitle);
    // The card form cannot skip the step once it is asked.
    expect(await (await pay(p, sessionId)).text()).toContain(M.challengeTitle);
    expect(received).toHaveLength(0);

    const done = await p.submitPage(sessionId, post({ action: 'challenge-complete' }));
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toContain(`?session_id=${sessionId}`);
    expect(events(p).map((e) => e.type)).toEqual(['checkout.paid']);
    expect((await p.retrieve(sessionId)).status).toBe('paid');
  });

  it('the challenge step’s Fail fails the payment: checkout.failed, then 303 to the cancel page', async () => {
    const p = provider();
    const { sessionId } = await p.createCheckout(checkout());
    await pay(p, sessionId, { cardNumber: '4000 0027 6000 3184' });
    const failed = await p.submitPage(sessionId, post({ action: 'challenge-fail' }));
    expect(failed.status).toBe(303);
    expect(failed.headers.get('location')).toBe(checkout().cancelUrl);
    expect(events(p)).toEqual([
      expect.objectContaining({ type: 'checkout.failed', sessionId, paymentId: null }),
    ]);
    expect(await p.retrieve(sessionId)).toMatchObject({ status: 'failed', paymentId: null });
    const closed = await pay(p, sessionId);
    expect(closed.status).toBe(410);
    expect(await closed.text()).toContain(M.failed);
  });

  it('a challenge answer without a challenge asked pays nothing', async () => {
    const p = provider();
    const { sessionId } = await p.createCheckout(checkout());
    const response = await p.submitPage(sessionId, post({ action: 'challenge-complete' }));
    expect(response.status).toBe(400);
    expect((await p.retrieve(sessionId)).status).toBe('open');
    expect(received).toHaveLength(0);
  });
});

describe('webhook delivery', () => {
  it('tries three times, and takes the third', async () => {
    const p = provider();
    const { sessionId } = await p.createCheckout(checkout());
    answers = [500, 503];
    expect((await pay(p, sessionId)).status).toBe(303);
    expect(received).toHaveLength(3);
    const ids = events(p).map((e) => e.id);
    expect(new Set(ids).size).toBe(1);
  });

  it('a payment survives an endpoint that never answers and a restart: retrieve reconciles it', async () => {
    const closedPort = await freePort();
    const p = provider({ webhookUrl: `http://127.0.0.1:${closedPort}/api/payments/webhook` });
    const { sessionId } = await p.createCheckout(checkout());
    const response = await pay(p, sessionId);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toContain(`session_id=${sessionId}`);

    const afterRestart = provider();
    expect(await afterRestart.retrieve(sessionId)).toMatchObject({
      status: 'paid',
      paymentId: expect.stringMatching(/^tpi_/),
      reference: 'res_123',
    });
  });
});

describe('expiry', () => {
  it('a session 30 minutes old expires: checkout.expired once, and its page can no longer pay', async () => {
    const p = provider();
    const { sessionId } = await p.createCheckout(checkout());
    clock = new Date(clock.getTime() + 30 * 60_000 - 1);
    expect((await p.retrieve(sessionId)).status).toBe('open');
    clock = new Date(clock.getTime() + 1);
    expect((await p.retrieve(sessionId)).status).toBe('expired');
    expect((await p.retrieve(sessionId)).status).toBe('expired');
    const response = await pay(p, sessionId);
    expect(response.status).toBe(410);
    const page = await response.text();
    expect(page).toContain(M.expired);
    expect(page).toContain(`href="${checkout().cancelUrl}"`);
    await p.deliveriesSettled();
    expect(events(p).map((e) => e.type)).toEqual(['checkout.expired']);
  });
});

describe('refunds', () => {
  const paid = async (p: TestPaymentProvider) => {
    const { sessionId } = await p.createCheckout(checkout());
    await pay(p, sessionId);
    const { paymentId } = await p.retrieve(sessionId);
    received = [];
    return { sessionId, paymentId: paymentId as string };
  };

  it('a whole refund succeeds once, with a refund.succeeded webhook; a second is refused', async () => {
    const p = provider();
    const { sessionId, paymentId } = await paid(p);
    expect(await p.refund(paymentId)).toEqual({
      refundId: expect.stringMatching(/^tpr_[0-9a-f]{24}$/),
      status: 'succeeded',
    });
    await p.deliveriesSettled();
    expect(events(p)).toEqual([
      {
        id: expect.stringMatching(/^tpe_/),
        type: 'refund.succeeded',
        sessionId,
        paymentId,
        reference: 'res_123',
        amountCents: 20000,
      },
    ]);
    await expect(p.refund(paymentId)).rejects.toThrow(
      /cannot be refunded 0 cents: it is refunded with 0 cents left to refund/,
    );
    // The checkout was paid; the refund is the webhook's and the platform's to record.
    expect((await p.retrieve(sessionId)).status).toBe('paid');
    const page = await p.showPage(sessionId);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain(M.refunded);
  });

  it('two refunds of the whole at once: exactly one succeeds', async () => {
    const p = provider();
    const { paymentId } = await paid(p);
    const results = await Promise.allSettled([p.refund(paymentId), p.refund(paymentId)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('takes parts up to the amount paid, and no more', async () => {
    const p = provider();
    const { paymentId } = await paid(p);
    await p.refund(paymentId, 5000);
    await expect(p.refund(paymentId, 15001)).rejects.toThrow(/it is paid with 15000 cents left to refund/);
    expect((await p.refund(paymentId)).status).toBe('succeeded');
    await p.deliveriesSettled();
    // Sent in the background, so in either order; a late retry of the payment's own webhook is not one.
    expect(
      events(p)
        .filter((e) => e.type === 'refund.succeeded')
        .map((e) => e.amountCents)
        .sort((a, b) => a - b),
    ).toEqual([5000, 15000]);
  });

  it.each([
    ['an unknown payment', 'tpi_000000000000000000000000', undefined, /No such payment/],
    ['no amount', null, 0, /above 0/],
    ['part of a cent', null, 10.5, /above 0/],
  ])('refuses %s', async (_label, unknownId, amount, message) => {
    const p = provider();
    const { paymentId } = await paid(p);
    await expect(p.refund(unknownId ?? paymentId, amount)).rejects.toThrow(message);
  });

  it('refuses to refund a session not paid', async () => {
    const p = provider();
    const { sessionId } = await p.createCheckout(checkout());
    expect((await p.retrieve(sessionId)).paymentId).toBeNull();
    await expect(p.refund('')).rejects.toBeInstanceOf(PaymentProviderError);
  });
});

describe('parseWebhook', () => {
  const event = {
    id: 'tpe_1',
    type: 'checkout.paid',
    sessionId: 'tps_1',
    paymentId: 'tpi_1',
    reference: 'res_1',
    amountCents: 20000,
  };
  const body = JSON.stringify(event);
  const signed = (signature: string) => new Headers({ [TEST_SIGNATURE_HEADER]: signature });
  const seconds = () => Math.floor(clock.getTime() / 1000);

  it('takes an event signed with the key in time', () => {
    expect(provider().parseWebhook(body, signed(signTestWebhook(body, key, seconds())))).toEqual(event);
  });

  it.each([
    ['no signature', body, () => new Headers()],
    [
      'a tampered body',
      body.replace('20000', '2000000'),
      () => signed(signTestWebhook(body, key, seconds())),
    ],
    ['the wrong key', body, () => signed(signTestWebhook(body, 'another key', seconds()))],
    ['a signature over 5 minutes old', body, () => signed(signTestWebhook(body, key, seconds() - 301))],
  ])('refuses %s', (_label, payload, headers) => {
    expect(() => provider().parseWebhook(payload, headers())).toThrow(WebhookSignatureError);
  });

  it('refuses a signed body that is no payment event', () => {
    const junk = '{"id":"x"}';
    expect(() => provider().parseWebhook(junk, signed(signTestWebhook(junk, key, seconds())))).toThrow(
      PaymentProviderError,
    );
  });
});
