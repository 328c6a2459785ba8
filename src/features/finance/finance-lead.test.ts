import http from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverDueLeads } from '@/enquiries/delivery/outbox';
import { RATE_LIMITED_MESSAGE } from '@/enquiries/rules';
import { freePort } from '../../../scripts/free-port';
import { firstCarOf } from '../../../tests/helpers/cars';
import { createTestDb } from '../../../tests/helpers/test-db';
import { setDbHandleForTests } from '../../db';
import { type cars, dealerships, leadDeliveries } from '../../db/schema';
import type { Mailer, MailMessage } from '../../lib/mail';
import { clearSiteCache, getSite, type Site } from '../../tenancy/get-site';
import { type FinanceLeadInput, storedFinanceApplication, submitFinanceLead } from './finance-lead';

// A finance application stored as a lead and delivered through the outbox like any other: the dealer's
// email lists the loan asked for, and the CRM's ADF carries it in the comments.

let handle: Awaited<ReturnType<typeof createTestDb>>;
let coastal: Site;
let car: typeof cars.$inferSelect;
let crm: http.Server;
const hooks: string[] = [];
const NOW = new Date('2026-06-15T00:00:00Z');

beforeAll(async () => {
  handle = await createTestDb({ cars: 60, now: NOW });
  setDbHandleForTests(handle);
  clearSiteCache();
  coastal = (await getSite('coastal-toyota')) as Site;
  car = await firstCarOf(handle.db, 'coastal-toyota-tingalpa');
  const port = await freePort();
  crm = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      hooks.push(body);
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => crm.listen(port, '127.0.0.1', resolve));
  await handle.db
    .update(dealerships)
    .set({
      leadEmail: 'sales@coastal.example',
      crmWebhookUrl: `http://127.0.0.1:${port}/leads`,
      crmFormat: 'adf',
    })
    .where(eq(dealerships.id, car.dealershipId));
}, 120_000);
afterAll(async () => {
  crm?.closeAllConnections();
  await new Promise<void>((resolve) => crm?.close(() => resolve()));
  await handle?.drop();
});

const input = (over: Partial<FinanceLeadInput> = {}): FinanceLeadInput => ({
  idempotencyKey: 'finance-test-1',
  carId: car.id,
  contact: {
    firstName: 'Jane',
    lastName: 'Citizen',
    email: 'jane@example.com',
    phone: '0412000911',
    postcode: '4000',
    subscribe: false,
  },
  application: {
    purchase_price: 35_000,
    loan_term: 5,
    self_assessed_credit_score: 'DECENT',
    quote: { weekly_repayment: 120, advertised_rate: 7.4, comparison_rate: 9.89 },
    who_is_helping: null,
    vin: car.vin,
    nvic: null,
    year: car.year,
  },
  url: null,
  pageId: null,
  leadAttributes: { visited_pages: [], linked_query_params: {} },
  ...over,
});

describe('submitFinanceLead', () => {
  it('stores the application and the outbox delivers it to the dealer’s email and CRM', async () => {
    const result = await submitFinanceLead(coastal, input(), { ip: null, userAgent: null, now: NOW });
    expect(result).toEqual({ status: 201, leadId: expect.any(String) });
    const leadId = (result as { leadId: string }).leadId;

    const sent: MailMessage[] = [];
    const mailer: Mailer = { kind: 'files', send: async (email) => void sent.push(email), close: () => {} };
    const run = await deliverDueLeads({ db: handle.db, mailer, now: NOW });
    expect(run).toMatchObject({ delivered: 2, failed: 0 });

    const rows = await handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, leadId));
    expect(rows.map((row) => row.status)).toEqual(['delivered', 'delivered']);
    const [email] = sent;
    expect(email.subject).toMatch(/^New enquiry: .* — Finance Enquiry \(Instant pre-approval\)$/);
    expect(email.text).toContain('Purchase price: $35,000');
    expect(email.text).toContain('Loan term: 5 years');
    expect(email.text).toContain('Credit history (self-assessed): DECENT');
    // The quote the shopper saw: the weekly repayment and both rates.
    expect(email.text).toContain('Weekly repayment (estimate): $120');
    expect(email.text).toContain('Interest rate: 7.40% p.a.');
    expect(email.text).toContain('Comparison rate: 9.89% p.a.');
    expect(email.text).toContain('Opt in: No');
    // The page it came from, when the browser did not say: the site's finance page.
    expect(email.text).toMatch(/Page: https?:\/\/[^/\s]+\/finance/);
    expect(hooks).toHaveLength(1);
    expect(hooks[0]).toContain(
      'Finance pre-approval requested: $35,000 over 5 years, self-assessed credit history DECENT. Quoted $120 a week at 7.40% p.a. (comparison rate 9.89% p.a.).',
    );
    expect(hooks[0]).toContain('<service>Finance Enquiry — Instant pre-approval</service>');
  });

  it('is the same lead for the same key, and counts against the connection’s limit', async () => {
    const repeat = await submitFinanceLead(coastal, input(), {
      ip: '203.0.113.5',
      userAgent: null,
      now: NOW,
    });
    expect(repeat.status).toBe(200);
    for (let i = 0; i < 10; i++) {
      const lead = await submitFinanceLead(coastal, input({ idempotencyKey: `finance-limit-${i}` }), {
        ip: '203.0.113.5',
        userAgent: null,
        now: NOW,
      });
      expect(lead.status).toBe(201);
    }
    expect(
      await submitFinanceLead(coastal, input({ idempotencyKey: 'finance-limit-10' }), {
        ip: '203.0.113.5',
        userAgent: null,
        now: NOW,
      }),
    ).toMatchObject({ status: 429, error: RATE_LIMITED_MESSAGE });
  });
});

describe('storedFinanceApplication', () => {
  it("names the applicant and the car for the site's own application, nothing for any other id", async () => {
    const result = await submitFinanceLead(coastal, input({ idempotencyKey: 'finance-test-confirm' }), {
      ip: null,
      userAgent: null,
      now: NOW,
    });
    const leadId = (result as { leadId: string }).leadId;
    expect(await storedFinanceApplication(coastal, leadId)).toEqual({ firstName: 'Jane', carName: car.name });

    const carzone = (await getSite('carzone')) as Site;
    expect(await storedFinanceApplication(carzone, leadId)).toBeNull();
    expect(await storedFinanceApplication(coastal, '00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await storedFinanceApplication(coastal, 'not-an-id')).toBeNull();
    expect(await storedFinanceApplication(coastal, '')).toBeNull();
  });
});
