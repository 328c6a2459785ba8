import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../tests/helpers/test-db';
import { setDbHandleForTests } from '../../db';
import { shopperMessages, valuations } from '../../db/schema';
import { logger } from '../../lib/logger';
import { clearSiteCache, getSite, type Site } from '../../tenancy/get-site';
import { adjustmentsRoute, startValuationRoute } from './http';
import { StartValuationSchema } from './schema';
import { acceptOffer, startValuation, submitAdjustments } from './valuations';

// The shopper hears of their valuation by email, once per stage, from the dealership: the figure and the
// offer with its last moment on the dealer's clock and the link back to it; the offer accepted; or the
// inspection instead. Starting one tells only the dealer.

let handle: Awaited<ReturnType<typeof createTestDb>>;
let coastal: Site;
const answers = {
  serviceHistory: 'full',
  accidentDamage: 'no',
  bodyInterior: 'good',
  tyres: 'good',
  keys: 'two',
  underFinance: 'No',
} as const;
// ICU writes 'Tuesday 30 June 2099, 10:00 am' or 'Tuesday 30 June 2099 at 10:00 am' by its version.
const UNTIL = /Our offer stands until Tuesday 30 June 2099,? (at )?10:00 am AEST\./;
const ctx = () => ({
  userId: null,
  ip: null,
  userAgent: null,
  origin: 'https://coastaltoyota.com.au',
  now: new Date(),
});

beforeAll(async () => {
  logger.level = 'silent';
  handle = await createTestDb({ cars: 20 });
  setDbHandleForTests(handle);
  clearSiteCache();
  coastal = (await getSite('coastal-toyota')) as Site;
}, 120_000);
afterAll(async () => {
  await handle?.drop();
});

const startBody = (email: string, year: number) => ({
  idempotency_key: crypto.randomUUID(),
  rego: 'ABC123',
  regoState: 'QLD',
  vehicle: { year, make: 'Toyota', model: 'Corolla', badge: 'Ascent Sport' },
  kms: 40_000,
  name: 'Ann',
  phone: '0412 345 678',
  email,
  lead_attributes: { visited_pages: [], linked_query_params: {} },
});

async function start(email: string, year: number) {
  const body = StartValuationSchema.parse(startBody(email, year));
  const started = await startValuation(coastal, body, ctx());
  if (started.status === 404) throw new Error(started.error);
  return started.view.id;
}
const emailsTo = (target: string) =>
  handle.db
    .select()
    .from(shopperMessages)
    .where(eq(shopperMessages.target, target))
    .orderBy(shopperMessages.id);

describe("a valuation's emails to the shopper", () => {
  it('tells the figure, the offer and its end with the link, then the offer accepted, once each', async () => {
    const email = 'ann.valued@example.com';
    const id = await start(email, new Date().getFullYear() - 3);
    expect(await emailsTo(email)).toEqual([]);
    // Valued as the market would value it: 10:00 on 30 June 2099 in Queensland is the offer's end.
    await handle.db
      .update(valuations)
      .set({
        status: 'valued',
        answers,
        estimateLow: 16_800,
        estimateHigh: 20_300,
        offer: 18_500,
        expiresAt: new Date('2099-06-30T00:00:00Z'),
      })
      .where(eq(valuations.id, id));
    expect((await submitAdjustments(coastal, id, answers, ctx())).status).toBe(200);
    expect((await submitAdjustments(coastal, id, answers, ctx())).status).toBe(200);

    const [valued] = await emailsTo(email);
    expect(valued).toMatchObject({
      channel: 'email',
      subject: `Your trade-in valuation: ${new Date().getFullYear() - 3} Toyota Corolla Ascent Sport, our offer $18,500`,
      replyTo: '"Coastal Toyota Tingalpa" <sales@coastal-toyota-tingalpa.example.com.au>',
    });
    expect(valued.text).toContain('We value it at $16,800 to $20,300, and we offer you $18,500.');
    expect(valued.text).toMatch(UNTIL);
    expect(valued.text).toContain(`Your valuation: https://coastaltoyota.com.au/trade-in?valuation=${id}`);
    expect(valued.html).toMatch(/^<!doctype html>/);

    expect((await acceptOffer(coastal, id, ctx())).status).toBe(200);
    expect((await acceptOffer(coastal, id, ctx())).status).toBe(200);
    const sent = await emailsTo(email);
    expect(sent).toHaveLength(2);
    expect(sent[1].subject).toMatch(/^You accepted our offer of \$18,500 for your \d{4} Toyota Corolla/);
    expect(sent[1].text).toMatch(UNTIL);
  });

  it('tells a car too old for an online figure that the dealer will inspect it', async () => {
    const email = 'ann.inspected@example.com';
    const id = await start(email, 2010);
    expect((await submitAdjustments(coastal, id, answers, ctx())).status).toBe(200);
    const sent = await emailsTo(email);
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toBe('Your trade-in valuation: 2010 Toyota Corolla Ascent Sport');
    expect(sent[0].text).toContain('our team will contact you to arrange an inspection');
  });
});

describe("the links in a valuation's emails", () => {
  /** A request to this platform as the browser sent it: to `origin`, through the proxy, which names the site. */
  const post = (origin: string, path: string, body: unknown) =>
    new Request(`${origin}${path}`, {
      method: 'POST',
      headers: {
        host: new URL(origin).host,
        'x-site-slug': 'coastal-toyota',
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
  const linksIn = (text: string) => text.match(/https?:\/\/[^\s"<>]+/g) ?? [];

  it.each([
    ['http://localhost:3000', 'http://localhost:3000'],
    ['http://coastal-toyota.localhost:3000', 'http://coastal-toyota.localhost:3000'],
    ['https://coastaltoyota.com.au', 'https://coastaltoyota.com.au'],
    // A Host header the site does not own is never where a link leads.
    ['http://evil.example', 'https://coastaltoyota.com.au'],
  ])('a valuation made on %s is emailed with links to %s', async (origin, expected) => {
    const email = `links.${new URL(origin).hostname}@example.com`;
    const started = await startValuationRoute(
      post(origin, '/api/trade-in/valuations', {
        ...startBody(email, 2010),
        idempotency_key: crypto.randomUUID(),
      }),
    );
    expect(started.status).toBe(201);
    const { valuation } = (await started.json()) as { valuation: { id: string } };
    const path = `/api/trade-in/valuations/${valuation.id}/adjustments`;
    const adjusted = await adjustmentsRoute(post(origin, path, { adjustmentAnswers: answers }), {
      params: Promise.resolve({ id: valuation.id }),
    });
    expect(adjusted.status).toBe(200);

    const [sent] = await emailsTo(email);
    expect(sent.text).toContain(`${expected}/trade-in?valuation=${valuation.id}`);
    const links = [...linksIn(sent.text), ...linksIn(sent.html ?? '')];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.startsWith(`${expected}/`), link).toBe(true);
  });
});
