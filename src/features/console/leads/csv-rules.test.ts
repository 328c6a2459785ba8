import { describe, expect, it } from 'vitest';
import { BOM, csvLine } from '@/lib/csv';
import { CSV_HEADER, csvRow, exportFileName } from './csv-rules';
import type { InboxRow } from './inbox';

const row: InboxRow = {
  id: '6f1c1c52-2d1b-4c0e-9d55-0a7c8d2f0b11',
  createdAt: new Date('2026-11-27T23:30:00Z'),
  timeZone: 'Australia/Perth',
  kind: 'test-drive',
  category: 'Used Car Enquiry',
  subcategory: 'Test Drive',
  status: 'lost',
  lostReason: 'Price',
  name: 'Sam Lee',
  email: 'sam@example.com',
  phone: '0412 345 678',
  postcode: '6000',
  message: 'Is it, "really", available?',
  vehicle: {
    id: 1,
    slug: 'x',
    name: 'x',
    year: 2021,
    make: 'Toyota',
    model: 'RAV4',
    badge: 'GX',
    vin: null,
    stocknum: 'S123',
    price: 30000,
    carType: 'used',
  },
  stockNumber: 'S123',
  rego: null,
  dealershipId: 1,
  dealership: 'Perth Toyota',
  location: 'Perth',
  assigneeId: null,
  assignee: null,
  overdue: false,
  firstResponseAt: new Date('2026-11-28T00:10:00Z'),
};

describe('csvRow', () => {
  it("writes a lead's times on its location's clock, in the header's order, ending in CRLF", () => {
    const line = csvRow(row);
    expect(line.endsWith('\r\n')).toBe(true);
    expect(line).toBe(
      '2026-11-28T07:30:00+08:00,6f1c1c52-2d1b-4c0e-9d55-0a7c8d2f0b11,Lost,Price,Test drive,Used Car Enquiry,Test Drive,Sam Lee,sam@example.com,0412 345 678,6000,2021 Toyota RAV4 GX,S123,,Perth Toyota,Perth,,2026-11-28T08:10:00+08:00,"Is it, ""really"", available?"\r\n',
    );
    expect(line.split(',').length).toBeGreaterThanOrEqual(CSV_HEADER.length);
  });

  it('opens the file with the byte-order mark Excel reads as UTF-8', () => {
    expect(BOM).toBe('\uFEFF');
    expect(csvLine(['a', 'b'])).toBe('a,b\r\n');
    expect(exportFileName('carzone', '2026-11-28')).toBe('leads-carzone-2026-11-28.csv');
  });
});
