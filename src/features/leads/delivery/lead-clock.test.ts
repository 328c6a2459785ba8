import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../../tests/helpers/test-db';
import { setDbHandleForTests } from '../../../db';
import { logger } from '../../../lib/logger';
import type { Mailer, MailMessage } from '../../../lib/mail';
import { clearSiteCache, getSite, type Site } from '../../../tenancy/get-site';
import { submitOnlinePaymentLead } from '../online-payment-lead';
import { submitTradeInLead } from '../trade-in-lead';
import { deliverDueLeads } from './outbox';

// The dealer's email of a lead that names no location (an online payment, a trade-in whose shopper chose
// none) tells its times on the clock of the dealership it goes to, and says what happened in its subject.
// Coastal Toyota's dealership is in Queensland: UTC+10:00 all year.

let handle: Awaited<ReturnType<typeof createTestDb>>;
let coastal: Site;
const NOW = new Date('2026-06-15T00:00:00Z');
const mail: MailMessage[] = [];
const mailer: Mailer = { kind: 'files', send: async (email) => void mail.push(email), close: () => {} };
const contact = { name: 'Jo', lastName: 'Citizen', email: 'jo@example.com', phone: '0412345678' };

beforeAll(async () => {
  logger.level = 'silent';
  handle = await createTestDb({ cars: 20, now: NOW });
  setDbHandleForTests(handle);
  clearSiteCache();
  coastal = (await getSite('coastal-toyota')) as Site;
}, 120_000);
afterAll(async () => {
  await handle?.drop();
});

async function emailOf(leadId: string): Promise<MailMessage> {
  await deliverDueLeads({ db: handle.db, mailer, now: NOW });
  const email = mail.find((m) => m.headers?.['X-Lead-Id'] === leadId);
  if (!email) throw new Error(`No email for lead ${leadId}`);
  return email;
}

const line = (email: MailMessage, label: string) =>
  new RegExp(`^${label}: (.*)$`, 'm').exec(email.text)?.[1] ?? null;

describe("a lead without a location, on its dealership's clock", () => {
  it('an online payment: received and paid at in Queensland time', async () => {
    const { leadId } = await submitOnlinePaymentLead(coastal, {
      contact,
      payment: {
        online_payment_id: 'e5a3c7d0-0000-4000-8000-000000000001',
        reference: 'INV-1',
        amount: 99.5,
        payment_reference: 'tpi_1',
        paid_at: '2026-06-14T23:00:00.000Z',
      },
      note: null,
      locationId: null,
      url: 'http://coastal-toyota.localhost:3000/online-payment',
      now: NOW,
    });
    const email = await emailOf(leadId);
    expect(email.subject).toBe('Payment received: Online Payment — Payment Received');
    expect(line(email, 'Received')).toBe('2026-06-15T10:00:00+10:00');
    expect(line(email, 'Paid at')).toBe('2026-06-15T09:00:00+10:00');
  });

  it("a trade-in valued: received and the offer's end in Queensland time", async () => {
    const { leadId } = await submitTradeInLead(coastal, {
      idempotencyKey: 'valuation:clock-test:valued',
      stage: 'valued',
      carId: null,
      locationId: null,
      contact: { ...contact, postcode: '4000' },
      tradeIn: {
        valuation_id: 'clock-test',
        rego: 'ABC123',
        rego_state: 'QLD',
        year: 2021,
        make: 'Toyota',
        model: 'Corolla',
        badge: null,
        series: null,
        vin: null,
        kms: 40_000,
        condition: [],
        preferred_contact: 'Phone',
        has_trade_in: 'No',
        estimate_low: 16_000,
        estimate_high: 19_000,
        offer: 17_500,
        offer_expires_at: '2026-06-22T13:59:59.000Z',
        no_online_figure: null,
        photos: [],
      },
      url: null,
      leadAttributes: { visited_pages: [], linked_query_params: {} },
      userAgent: null,
      ip: null,
      now: NOW,
    });
    const email = await emailOf(leadId);
    expect(email.subject).toBe('Valuation completed: Trade-In Valuation — 2. Valuation Completed');
    expect(line(email, 'Received')).toBe('2026-06-15T10:00:00+10:00');
    expect(line(email, 'Offer stands until')).toBe('2026-06-22T23:59:59+10:00');
  });
});
