import http from 'node:http';
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CUSTOMER_FAILED_MESSAGE,
  NO_REDIRECT_MESSAGE,
  OTHER_PHONE_MESSAGE,
  quickQuote,
  SIGN_IN_TO_APPLY_MESSAGE,
} from '@/features/finance';
import { lenderProvider, setInstantQuoteProviderForTests } from '@/features/finance/server';
import { logger } from '@/lib/logger';
import { createLenderClient } from '@/lib/youx/client';
import { freePort } from '../../../../../scripts/free-port';
import { firstCarOf } from '../../../../../tests/helpers/cars';
import { createTestDb } from '../../../../../tests/helpers/test-db';
import { setDbHandleForTests } from '../../../../db';
import { type cars, leadDeliveries, leads } from '../../../../db/schema';
import { env } from '../../../../lib/env';
import { latestSms } from '../../../../lib/sms/file-sender';
import { SITE_HEADER } from '../../../../tenancy/site-header';
import { POST as sendCode } from '../../auth/send-code/route';
import { POST as verifyCode } from '../../auth/verify-code/route';
import { POST as createCustomer } from './route';

// POST /api/youx/create-customer as the popup sends it: signed in by a one-time code to the mobile the
// application names, stored as a lead before the lender is asked, and the lender's failures told apart.

const PHONE = '0412 000 911';
let handle: Awaited<ReturnType<typeof createTestDb>>;
let cookie = '';
let coastalCar: typeof cars.$inferSelect;
let carzoneCar: typeof cars.$inferSelect;

function post(
  handler: (request: Request) => Promise<Response>,
  body: unknown,
  options: { site?: string; cookie?: string; ip?: string } = {},
) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    host: 'coastal-toyota.localhost:3000',
    [SITE_HEADER]: options.site ?? 'coastal-toyota',
    'x-forwarded-for': options.ip ?? '198.51.100.7',
    'user-agent': 'vitest',
  };
  if (options.cookie) headers.cookie = options.cookie;
  return handler(
    new Request('http://coastal-toyota.localhost:3000/api/x', {
      method: 'POST',
      headers,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

beforeAll(async () => {
  logger.level = 'error'; // the lender's failures below are logged as warnings
  handle = await createTestDb({ cars: 80 });
  setDbHandleForTests(handle);
  coastalCar = await firstCarOf(handle.db, 'coastal-toyota-tingalpa');
  carzoneCar = await firstCarOf(handle.db, 'carzone-rocklea');
  expect((await post(sendCode, { phone_number: PHONE })).status).toBe(200);
  const code = /^(\d{6})/.exec((await latestSms(env.SMS_DIR, '+61412000911'))?.body ?? '')?.[1];
  const signedIn = await post(verifyCode, {
    phone_number: PHONE,
    code,
    first_name: 'Jane',
    last_name: 'Citizen',
    email: 'jane@example.com',
  });
  expect(signedIn.status).toBe(200);
  cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0];
}, 120_000);
afterAll(async () => handle?.drop());
afterEach(() => setInstantQuoteProviderForTests(undefined));

const application = (over: Record<string, unknown> = {}, additional: Record<string, unknown> = {}) => ({
  data: {
    nvic: 'ABC123',
    vin: coastalCar.vin,
    selfAssessedCreditScore: 'GREAT',
    purchasePrice: 35_000,
    year: coastalCar.year,
    loanTerm: 5,
    phoneNumber: '+61 412 000 911',
    firstName: 'Jane',
    lastName: 'Citizen',
    email: 'jane@example.com',
    subscribe: true,
    postCode: '4000',
    ...over,
  },
  additionalData: {
    car_id: coastalCar.id,
    whoIsHelping: 'Sam',
    url: `http://coastal-toyota.localhost:3000/finance?car_id=${coastalCar.id}`,
    lead_attributes: { visited_pages: ['/', `/cars/${coastalCar.slug}`], linked_query_params: {} },
    ...additional,
  },
});

const apply = async (body: unknown, options: { site?: string; cookie?: string; ip?: string } = {}) => {
  const response = await post(createCustomer, body, { cookie, ...options });
  return { status: response.status, json: await response.json() };
};
const leadCount = async () => (await handle.db.select({ n: count() }).from(leads))[0].n;

describe('POST /api/youx/create-customer', () => {
  it('refuses a signed-out shopper with 401', async () => {
    const { status, json } = await apply(application(), { cookie: '' });
    expect(status).toBe(401);
    expect(json).toEqual({ error: SIGN_IN_TO_APPLY_MESSAGE });
  });

  it('refuses an application in another mobile’s name with 403, storing nothing', async () => {
    const before = await leadCount();
    const { status, json } = await apply(application({ phoneNumber: '0412 999 888' }));
    expect(status).toBe(403);
    expect(json).toEqual({ error: OTHER_PHONE_MESSAGE });
    expect(await leadCount()).toBe(before);
  });

  it.each([
    ['data.email', { email: 'jane@' }, 'Please enter a valid email address.'],
    ['data.firstName', { firstName: ' ' }, 'Please enter your first name.'],
    ['data.lastName', { lastName: undefined }, 'Please enter your last name.'],
    ['data.phoneNumber', { phoneNumber: '07 3390 8800' }, 'Please enter a valid Australian phone number.'],
    ['data.postCode', { postCode: '400' }, 'Invalid postcode. Please enter a 4-digit number.'],
    ['data.postCode', { postCode: '0000' }, 'Invalid postcode'],
    ['data.purchasePrice', { purchasePrice: 'lots' }, 'Must be a number.'],
    ['data.subscribe', { subscribe: 'yes' }, 'Must be true or false.'],
  ])('refuses a bad %s with 400 naming it', async (field, over, message) => {
    const { status, json } = await apply(application(over));
    expect(status).toBe(400);
    expect(json.issues).toContainEqual({ field, message });
  });

  it.each([
    ['additionalData.car_id', { car_id: 0 }],
    ['additionalData.car_id', { car_id: 2_147_483_648 }],
    ['additionalData.car_id', { car_id: 'abc' }],
    ['additionalData.url', { url: 'not a page' }],
  ])('refuses a bad %s with 400 before any query', async (field, additional) => {
    const { status, json } = await apply(application({}, additional));
    expect(status).toBe(400);
    expect(json.issues[0].field).toBe(field);
  });

  it('stores the application as a finance lead, queued for the dealer, and sends the shopper on', async () => {
    const before = await leadCount();
    const { status, json } = await apply(
      application({}, { annualIncome: 120_000, dateOfBirth: '1990-01-01' }),
    );
    expect(status).toBe(200);
    expect(json.redirectUrl).toMatch(/^\/finance\/pre-approval\?application=[0-9a-f-]{36}$/);
    expect(await leadCount()).toBe(before + 1);

    const leadId = json.redirectUrl.split('=')[1];
    const [lead] = await handle.db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead).toMatchObject({
      carId: coastalCar.id,
      dealershipId: coastalCar.dealershipId,
      category: 'Finance Enquiry',
      subcategory: 'Instant pre-approval',
    });
    expect(lead.form).toMatchObject({ kind: 'finance', vehicle: { id: coastalCar.id } });
    expect(lead.payload).toMatchObject({
      name: 'Jane',
      last_name: 'Citizen',
      phone: '0412000911',
      postcode: '4000',
      opt_in: true,
      car_id: coastalCar.id,
      stock_number: coastalCar.stocknum,
      user_agent: 'vitest',
      lead_attributes: { visited_pages: ['/', `/cars/${coastalCar.slug}`] },
      finance: {
        purchase_price: 35_000,
        loan_term: 5,
        self_assessed_credit_score: 'GREAT',
        // The quote the popup showed for this loan, for the dealer's email.
        quote: (() => {
          const q = quickQuote(
            { selfAssessedCreditScore: 'GREAT', purchasePrice: 35_000, loanTerm: 5, year: coastalCar.year },
            new Date(),
          );
          return {
            weekly_repayment: q.weeklyRepaymentAmount,
            advertised_rate: q.advertisedRate,
            comparison_rate: q.comparisonRate,
          };
        })(),
        who_is_helping: 'Sam',
        vin: coastalCar.vin,
        nvic: 'ABC123',
        year: coastalCar.year,
      },
    });
    // Nothing the form did not ask for is kept.
    expect(JSON.stringify(lead)).not.toMatch(/annualIncome|120000|dateOfBirth|1990-01-01/);
    const deliveries = await handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, leadId));
    expect(deliveries.length).toBeGreaterThan(0);
    expect(deliveries.every((d) => d.status === 'pending')).toBe(true);

    // The same application again (a double click) is the same lead and the same page.
    const again = await apply(application({}, { annualIncome: 120_000, dateOfBirth: '1990-01-01' }));
    expect(again.json).toEqual(json);
    expect(await leadCount()).toBe(before + 1);
  });

  it('takes an application without a car (the finance page alone)', async () => {
    const { status, json } = await apply(application({ purchasePrice: 22_000 }, { car_id: undefined }));
    expect(status).toBe(200);
    const [lead] = await handle.db
      .select()
      .from(leads)
      .where(eq(leads.id, json.redirectUrl.split('=')[1]));
    expect(lead.carId).toBeNull();
    expect(lead.payload).toMatchObject({ finance: { purchase_price: 22_000 } });
  });

  it('answers 404 for a car of another site, storing nothing', async () => {
    const before = await leadCount();
    const { status } = await apply(application({ purchasePrice: 41_000 }, { car_id: carzoneCar.id }));
    expect(status).toBe(404);
    expect(await leadCount()).toBe(before);
  });

  it('is not offered on a site of another finance provider, nor known there', async () => {
    const { status } = await apply(application(), { site: 'carzone' });
    expect(status).toBe(404);
  });
});

describe('POST /api/youx/create-customer through the lender', () => {
  let server: http.Server;
  let port: number;
  let received: unknown[] = [];
  let respond: (response: http.ServerResponse) => void;
  let lenderQuotes = true;
  const LENDER_QUOTE = { weeklyRepaymentAmount: 131, advertisedRate: 8.1, comparisonRate: 10.2 };

  beforeAll(async () => {
    port = await freePort();
    server = http.createServer((request, response) => {
      let text = '';
      request.on('data', (chunk) => {
        text += chunk;
      });
      request.on('end', () => {
        // The lender's quote for the dealer's copy of the application; the customer call is recorded.
        if (request.url?.endsWith('/quick-quote') && lenderQuotes) return json(200, LENDER_QUOTE)(response);
        received.push(JSON.parse(text));
        respond(response);
      });
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const applyThroughLender = (url = `http://127.0.0.1:${port}`) => {
    received = [];
    setInstantQuoteProviderForTests(
      lenderProvider(createLenderClient({ baseUrl: url, apiKey: 'k', timeoutMs: 500 })),
    );
  };
  const json = (status: number, body: unknown) => (response: http.ServerResponse) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  it('sends the applicant and the lead’s id, and the shopper on to the lender’s page', async () => {
    applyThroughLender();
    respond = json(201, { redirectUrl: 'https://apply.youx.test/continue/1' });
    const { status, json: body } = await apply(application({ purchasePrice: 36_000 }));
    expect(status).toBe(200);
    expect(body).toEqual({ redirectUrl: 'https://apply.youx.test/continue/1' });
    const [lead] = await handle.db
      .select()
      .from(leads)
      .where(eq(leads.id, (received[0] as { additionalData: { lead_id: string } }).additionalData.lead_id));
    // The dealer's copy carries the lender's own quote, the one the popup showed.
    expect(lead.payload).toMatchObject({
      finance: { quote: { weekly_repayment: 131, advertised_rate: 8.1, comparison_rate: 10.2 } },
    });
    expect(received).toEqual([
      {
        data: expect.objectContaining({
          phoneNumber: '0412000911',
          purchasePrice: 36_000,
          firstName: 'Jane',
        }),
        additionalData: expect.objectContaining({ car_id: coastalCar.id, lead_id: expect.any(String) }),
      },
    ]);
  });

  it.each([
    ['fails', json(503, {}), CUSTOMER_FAILED_MESSAGE],
    ['sends no redirect URL', json(200, { ok: true }), NO_REDIRECT_MESSAGE],
  ])(
    'when the lender %s: 502 with the spec’s message, and the lead kept',
    async (_label, behaviour, message) => {
      applyThroughLender();
      respond = behaviour;
      const before = await leadCount();
      const { status, json: body } = await apply(application({ purchasePrice: 37_000 + before }));
      expect(status).toBe(502);
      expect(body).toEqual({ error: message });
      expect(await leadCount()).toBe(before + 1);
    },
  );

  it('when the lender cannot quote, the application is stored without a quote and goes on', async () => {
    applyThroughLender();
    lenderQuotes = false;
    respond = (response) =>
      json(response.req.url?.endsWith('/quick-quote') ? 503 : 201, {
        redirectUrl: 'https://apply.youx.test/continue/3',
      })(response);
    try {
      const { status, json: body } = await apply(application({ purchasePrice: 39_500 }));
      expect(status).toBe(200);
      expect(body).toEqual({ redirectUrl: 'https://apply.youx.test/continue/3' });
      const leadId = (received.at(-1) as { additionalData: { lead_id: string } }).additionalData.lead_id;
      const [lead] = await handle.db.select().from(leads).where(eq(leads.id, leadId));
      expect(lead.payload).toMatchObject({ finance: { purchase_price: 39_500, quote: null } });
    } finally {
      lenderQuotes = true;
    }
  });

  it('when nothing listens: 502, the lead kept, and a retry is the same lead', async () => {
    applyThroughLender(`http://127.0.0.1:${await freePort()}`);
    const before = await leadCount();
    const first = await apply(application({ purchasePrice: 48_000 }));
    expect(first).toEqual({ status: 502, json: { error: 'Failed to create customer with YouX' } });
    applyThroughLender();
    respond = json(200, { redirectUrl: 'https://apply.youx.test/continue/2' });
    const retry = await apply(application({ purchasePrice: 48_000 }));
    expect(retry.json).toEqual({ redirectUrl: 'https://apply.youx.test/continue/2' });
    expect(await leadCount()).toBe(before + 1);
  });
});
