import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadMailbox, emailLine as line } from '../../../tests/helpers/lead-email';
import { createTestDb } from '../../../tests/helpers/test-db';
import { setDbHandleForTests } from '../../db';
import { logger } from '../../lib/logger';
import { clearSiteCache, getSite, type Site } from '../../tenancy/get-site';
import { submitTradeInLead } from './trade-in-lead';

// The dealer's email of a lead that names no location (a trade-in whose shopper chose none) tells its times on the clock of the
// dealership it goes to, and says what happened in its subject. Coastal Toyota's dealership is in
// Queensland: UTC+10:00 all year.

let handle: Awaited<ReturnType<typeof createTestDb>>;
let coastal: Site;
let mailbox: ReturnType<typeof leadMailbox>;
const NOW = new Date('2026-06-15T00:00:00Z');
const contact = { name: 'Jo', lastName: 'Citizen', email: 'jo@example.com', phone: '0412345678' };

beforeAll(async () => {
  logger.level = 'silent';
  handle = await createTestDb({ cars: 20, now: NOW });
  setDbHandleForTests(handle);
  clearSiteCache();
  coastal = (await getSite('coastal-toyota')) as Site;
  mailbox = leadMailbox(handle.db, NOW);
}, 120_000);
afterAll(async () => {
  await handle?.drop();
});

describe("a lead without a location, on its dealership's clock", () => {
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
    const email = await mailbox.emailOf(leadId);
    expect(email.subject).toBe('Valuation completed: Trade-In Valuation — 2. Valuation Completed');
    expect(line(email, 'Received')).toBe('2026-06-15T10:00:00+10:00');
    expect(line(email, 'Offer stands until')).toBe('2026-06-22T23:59:59+10:00');
  });
});
