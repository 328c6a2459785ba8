import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerChecker } from '../../scripts/fuzz/conformance';
import { createTestDb } from '../../tests/helpers/test-db';
import { GET as account } from '../app/api/account/route';
import { POST as sendCode } from '../app/api/auth/send-code/route';
import { GET as session } from '../app/api/auth/session/route';
import { POST as verifyCode } from '../app/api/auth/verify-code/route';
import { GET as autogauge } from '../app/api/cars/[slug]/autogauge/route';
import { GET as similar } from '../app/api/cars/[slug]/similar/route';
import { GET as view } from '../app/api/cars/[slug]/view.json/route';
import { POST as catalogue } from '../app/api/catalogue/search/route';
import { GET as contactExists } from '../app/api/check-if-contact-exists/route';
import { GET as deliveryPrice } from '../app/api/delivery-price/route';
import { POST as events } from '../app/api/events/route';
import { GET as financeCar } from '../app/api/finance/car/route';
import { GET as disclaimer } from '../app/api/finance/disclaimer/route';
import { POST as leads } from '../app/api/leads/route';
import { GET as openapi } from '../app/api/openapi.json/route';
import { POST as rateLimit } from '../app/api/rate-limit/route';
import { GET as savedSearches, POST as saveSearch } from '../app/api/saved-searches/route';
import { POST as multi } from '../app/api/search/multi/route';
import { POST as search } from '../app/api/search/route';
import { POST as secondary } from '../app/api/search/secondary/route';
import { POST as specialOffers } from '../app/api/special-offers/route';
import { GET as availability } from '../app/api/test-drive/availability/route';
import { GET as variants } from '../app/api/trade-in/variants/route';
import { GET as watchlistIds } from '../app/api/watchlist/ids/route';
import { POST as removeCar } from '../app/api/watchlist/remove-car/route';
import { POST as saveCar } from '../app/api/watchlist/save-car/route';
import { setDbHandleForTests } from '../db';
import { env } from '../lib/env';
import { latestSms } from '../lib/sms/file-sender';
import { SITE_HEADER } from '../tenancy/site-header';
import { apiDocument } from './document';

// Well-formed calls answered by the handlers themselves, each answer held to the OpenAPI document with the
// fuzz run's own checker: a client generated from the document reads every 2xx body it describes.

let handle: Awaited<ReturnType<typeof createTestDb>>;
const SITE = 'coastal-toyota';
const HOST = `${SITE}.localhost:3000`;
// A number of this test only: the embedded sender's folder is shared with other runs.
const PHONE = '0412 000 783';
const check = answerChecker(apiDocument() as never);
type Handler = (request: Request, context: never) => Promise<Response>;

beforeAll(async () => {
  handle = await createTestDb({ cars: 10 });
  setDbHandleForTests(handle);
}, 120_000);
afterAll(async () => handle?.drop());

async function call(
  handler: Handler,
  method: string,
  target: string,
  options: { body?: unknown; cookie?: string; params?: Record<string, string> } = {},
) {
  const response = await handler(
    new Request(`http://${HOST}${target}`, {
      method,
      headers: {
        host: HOST,
        [SITE_HEADER]: SITE,
        'content-type': 'application/json',
        'x-forwarded-for': '198.51.100.9',
        ...(options.cookie && { cookie: options.cookie }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    }),
    { params: Promise.resolve(options.params ?? {}) } as never,
  );
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    body: await response.text(),
    ms: 1,
    cookie: response.headers.get('set-cookie') ?? undefined,
  };
}

describe('well-formed calls answer as the OpenAPI document says', () => {
  it('for a shopper who signs in, searches, saves and enquires', async () => {
    const answers: Array<[string, string, Awaited<ReturnType<typeof call>>]> = [];
    const ask = async (
      template: string,
      handler: Handler,
      method: string,
      target: string,
      options?: Parameters<typeof call>[3],
    ) => {
      const answer = await call(handler, method, target, options);
      answers.push([`${method.toLowerCase()} ${template}`, target, answer]);
      return answer;
    };

    await ask(
      '/api/check-if-contact-exists',
      contactExists,
      'GET',
      `/api/check-if-contact-exists?phone_number=${PHONE}`,
    );
    await ask('/api/rate-limit', rateLimit, 'POST', '/api/rate-limit', { body: { phone: PHONE } });
    await ask('/api/auth/send-code', sendCode, 'POST', '/api/auth/send-code', {
      body: { phone_number: PHONE },
    });
    const sms = await latestSms(env.SMS_DIR, `+61${PHONE.replace(/\D/g, '').slice(1)}`);
    const verified = await ask('/api/auth/verify-code', verifyCode, 'POST', '/api/auth/verify-code', {
      body: {
        phone_number: PHONE,
        code: /^(\d{6})/.exec(sms?.body ?? '')?.[1],
        first_name: 'Jo',
        last_name: 'Citizen',
        email: 'jo@example.com',
      },
    });
    const cookie = verified.cookie?.match(/shopper_session=[^;]+/)?.[0] ?? '';
    await ask('/api/auth/session', session, 'GET', '/api/auth/session', { cookie });
    await ask('/api/account', account, 'GET', '/api/account', { cookie });

    const found = await ask('/api/search', search, 'POST', '/api/search', { body: { hitsPerPage: 5 } });
    const [car] = (
      JSON.parse(found.body) as { hits: Array<{ id: number; slug: string; make: string; model: string }> }
    ).hits;
    const params = { slug: car.slug };
    await ask('/api/search/secondary', secondary, 'POST', '/api/search/secondary', { body: {} });
    await ask('/api/search/multi', multi, 'POST', '/api/search/multi', {
      body: { queries: [{ query: 'a' }] },
    });
    await ask('/api/special-offers', specialOffers, 'POST', '/api/special-offers', { body: {} });
    await ask('/api/catalogue/search', catalogue, 'POST', '/api/catalogue/search', { body: {} });
    await ask('/api/cars/{slug}/autogauge', autogauge, 'GET', `/api/cars/${car.slug}/autogauge`, { params });
    await ask('/api/cars/{slug}/similar', similar, 'GET', `/api/cars/${car.slug}/similar`, { params });
    await ask('/api/cars/{slug}/view.json', view, 'GET', `/api/cars/${car.slug}/view.json`, { params });
    await ask(
      '/api/delivery-price',
      deliveryPrice,
      'GET',
      `/api/delivery-price?postcode=4000&car=${car.slug}`,
    );
    await ask(
      '/api/test-drive/availability',
      availability,
      'GET',
      `/api/test-drive/availability?car=${car.slug}`,
    );
    await ask('/api/finance/car', financeCar, 'GET', `/api/finance/car?car_id=${car.id}`);
    await ask('/api/finance/disclaimer', disclaimer, 'GET', `/api/finance/disclaimer?car_id=${car.id}`);
    await ask(
      '/api/trade-in/variants',
      variants,
      'GET',
      `/api/trade-in/variants?make=${car.make}&model=${car.model}`,
    );

    await ask('/api/watchlist/save-car', saveCar, 'POST', '/api/watchlist/save-car', {
      body: { car_id: car.id },
      cookie,
    });
    await ask('/api/watchlist/ids', watchlistIds, 'GET', '/api/watchlist/ids', { cookie });
    await ask('/api/watchlist/remove-car', removeCar, 'POST', '/api/watchlist/remove-car', {
      body: { car_id: car.id },
      cookie,
    });
    await ask('/api/saved-searches', saveSearch, 'POST', '/api/saved-searches', {
      body: { url: '/search', channel: 'sms' },
      cookie,
    });
    await ask('/api/saved-searches', savedSearches, 'GET', '/api/saved-searches', { cookie });
    await ask('/api/events', events, 'POST', '/api/events', { body: { event_id: 49, page: '/search' } });
    await ask('/api/leads', leads, 'POST', '/api/leads', {
      body: {
        form: 'contact',
        idempotency_key: 'answers-test-0001',
        url: 'https://example.com.au/contact',
        fields: {
          name: 'Jane',
          last_name: 'Citizen',
          email: 'jane@example.com',
          phone: '0412 345 678',
          postcode: '4000',
          message: 'Is it still available?',
          terms_conditions: true,
        },
      },
    });
    await ask('/api/openapi.json', openapi as Handler, 'GET', '/api/openapi.json');

    const problems = answers.flatMap(([operation, target, answer]) => {
      const [method, template] = operation.split(' ');
      return check(method, template, target, answer).map((p) => `${p} → ${answer.body.slice(0, 200)}`);
    });
    expect(problems).toEqual([]);
    const succeeded = answers.filter(([, , a]) => a.status < 300).map(([operation]) => operation);
    expect(succeeded.length).toBeGreaterThanOrEqual(20);
  }, 120_000);
});
