import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadMailbox, emailLine as line } from '../../../tests/helpers/lead-email';
import { createTestDb } from '../../../tests/helpers/test-db';
import { setDbHandleForTests } from '../../db';
import { logger } from '../../lib/logger';
import { clearSiteCache, getSite, type Site } from '../../tenancy/get-site';
import { submitOnlinePaymentLead } from './online-payment-lead';

// The dealer's email of a lead that names no location (an online payment) tells its times on the clock of the
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
    const email = await mailbox.emailOf(leadId);
    expect(email.subject).toBe('Payment received: Online Payment — Payment Received');
    expect(line(email, 'Received')).toBe('2026-06-15T10:00:00+10:00');
    expect(line(email, 'Paid at')).toBe('2026-06-15T09:00:00+10:00');
  });
});
