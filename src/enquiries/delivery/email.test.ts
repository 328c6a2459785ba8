import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer, mailFromFor } from '../../lib/mail';
import type { DeliverableLead } from './delivery-rules';
import { composeLeadEmail } from './email';
import { webhookBody } from './webhook';

const lead: DeliverableLead = {
  id: '0d5b6a2e-8f4c-4f7e-9a41-3c2b1d0e9f88',
  createdAt: new Date('2026-01-14T22:15:00Z'),
  category: 'Test Drive',
  subcategory: null,
  site: { name: 'Summit Motor Group', host: 'summit.example.com.au' },
  dealership: { name: 'Summit Blacktown' },
  timeZone: 'Australia/Sydney',
  vehicle: null,
  payload: {
    url: 'https://summit.example.com.au/book-test-drive',
    source: 'Website',
    user_agent: 'Mozilla/5.0',
    car_id: null,
    car_dealership_id: null,
    lead_attributes: { visited_pages: ['/', '/book-test-drive'], linked_query_params: {} },
    page_id: null,
    name: 'Jane',
    last_name: 'Citizen',
    email: 'jane@example.com',
    phone: '0412345678',
    postcode: '2148',
    message: 'First line\nSecond line',
    category: 'Test Drive',
    subcategory: null,
    location: 'Summit Blacktown',
    location_id: 12,
    dealership_slug: 'summit-blacktown',
    manufacturer_slug: null,
    stock_number: null,
    'Vehicle Make': null,
    'Vehicle Model': null,
    car_type: null,
    vehicle_status: null,
    opt_in: true,
    Rego: null,
    terms_conditions: true,
    additional_services: [],
    booking_date: '2026-01-15',
    booking_time: '10:00',
    booking_time_zone: 'Australia/Sydney',
  },
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lead-eml-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the lead email', () => {
  const email = composeLeadEmail(lead, 'sales@example.com', 'leads@example.com');

  it('gives its HTML part a title (the subject)', () => {
    expect(email.html).toMatch(
      /<head><meta charset="utf-8">\s*<title>New enquiry: Test Drive<\/title><\/head>/,
    );
  });

  it('tells the booking and the time it came in at the location, with the offset', () => {
    expect(email.text).toContain('Test drive booked: 2026-01-15 10:00 (Australia/Sydney, UTC+11:00)');
    expect(email.text).toContain('Received: 2026-01-15T09:15:00+11:00');
  });

  it("attaches the lead's ADF/XML, the same document the CRM webhook's adf format posts", () => {
    expect(email.attachments).toEqual([
      {
        filename: `lead-${lead.id}.xml`,
        contentType: 'application/xml',
        content: webhookBody(lead, 'adf').body,
      },
    ]);
  });

  it("comes from the site's own sender, else the platform's", () => {
    const own = { ...lead, site: { ...lead.site, mail: { from: 'leads@summitmotorgroup.com.au' } } };
    expect(composeLeadEmail(own, 'sales@example.com', mailFromFor(own.site)).from).toBe(
      'leads@summitmotorgroup.com.au',
    );
    expect(mailFromFor(lead.site)).toBe('leads@dealer-platform.com.au');
    expect(mailFromFor(null, 'leads@example.com')).toBe('leads@example.com');
  });

  it('is written as an .eml whose every line ends in CRLF (RFC 5322)', async () => {
    const mailer = createMailer({ mailDir: dir });
    try {
      await mailer.send(email);
    } finally {
      mailer.close();
    }
    const eml = fs.readFileSync(path.join(dir, `lead-${lead.id}.eml`), 'latin1');
    const lines = eml.split('\r\n');
    expect(lines.length).toBeGreaterThan(20);
    // No bare LF or CR anywhere: split on CRLF leaves none inside a line.
    for (const line of lines) expect(line).not.toMatch(/[\r\n]/);
    expect(eml.endsWith('\r\n')).toBe(true);
    // The ADF travels as its own part, named and typed, its text intact once decoded.
    const unfolded = eml.replace(/\r\n[ \t]+/g, ' ');
    const part = unfolded.match(
      /Content-Type: application\/xml; name=(\S+)\r\nContent-Transfer-Encoding: base64\r\nContent-Disposition: attachment; filename=(\S+)\r\n\r\n([A-Za-z0-9+/=\r\n]+?)\r\n--/,
    );
    expect(part?.slice(1, 3)).toEqual([`lead-${lead.id}.xml`, `lead-${lead.id}.xml`]);
    expect(Buffer.from(part?.[3] ?? '', 'base64').toString('utf8')).toBe(webhookBody(lead, 'adf').body);
  });
});
