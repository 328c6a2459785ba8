import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { buildAdf } from './adf';
import type { DeliverableLead } from './delivery-rules';

const vehicle = {
  id: 7,
  slug: '2021-toyota-rav4-gx-abc123',
  name: '2021 Toyota RAV4 GX',
  year: 2021,
  make: 'Toyota',
  model: 'RAV4',
  badge: 'GX',
  vin: 'JTMW1RFV00D012345',
  stocknum: 'CZ1234',
  price: 36990,
  carType: 'used' as const,
};

const lead: DeliverableLead = {
  id: '6f1c1f57-0c39-4bd8-9f0e-2c1d8e4a5b11',
  createdAt: new Date('2025-07-01T00:30:00Z'),
  category: 'Used Car Enquiry',
  subcategory: null,
  site: { name: 'Carzone', host: 'carzone.com.au' },
  dealership: { name: 'Carzone Rocklea' },
  timeZone: null,
  vehicle,
  payload: {
    url: 'https://carzone.com.au/cars/2021-toyota-rav4-gx-abc123?utm_source=fb&x=1',
    source: 'Website',
    user_agent: 'Mozilla/5.0',
    car_id: 7,
    car_dealership_id: 2,
    lead_attributes: { visited_pages: [], linked_query_params: {} },
    page_id: null,
    name: 'Jane <b>',
    last_name: 'O’Brien & "Sons"',
    email: 'jane@example.com',
    phone: '0412345678',
    postcode: '4000',
    message: 'Is it <still> available? 5 > 4 & yes\u0007',
    category: 'Used Car Enquiry',
    subcategory: null,
    location: 'Carzone Rocklea',
    location_id: 3,
    dealership_slug: 'carzone-rocklea',
    manufacturer_slug: 'toyota',
    stock_number: 'CZ1234',
    'Vehicle Make': 'Toyota',
    'Vehicle Model': 'RAV4',
    car_type: 'used',
    vehicle_status: 'in_stock',
    opt_in: true,
    Rego: null,
    terms_conditions: false,
    additional_services: [],
  },
};

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', ignoreDeclaration: false });

type Node = Record<string, unknown>;
const asArray = (value: unknown) => (Array.isArray(value) ? value : [value]) as Node[];
const textOf = (value: unknown) => (typeof value === 'object' && value ? (value as Node)['#text'] : value);

describe('buildAdf', () => {
  const doc = buildAdf(lead);

  it('is well-formed XML starting with the ADF processing instructions', () => {
    expect(XMLValidator.validate(doc)).toBe(true);
    expect(doc.startsWith('<?xml version="1.0"?>\n<?adf version="1.0"?>\n<adf>')).toBe(true);
  });

  it('has the elements and attributes ADF 1.0 requires', () => {
    const adf = parser.parse(doc).adf as Node;
    const prospect = adf.prospect as Node;
    expect(prospect['@status']).toBe('new');
    const id = prospect.id as Node;
    expect(id['#text']).toBe(lead.id);
    expect(id['@sequence']).toBe('1');
    expect(id['@source']).toBe('carzone.com.au');
    expect(prospect.requestdate).toBe('2025-07-01T00:30:00.000Z');

    const [vehicle] = asArray(prospect.vehicle);
    expect(vehicle['@interest']).toBe('buy');
    expect(vehicle['@status']).toBe('used');
    expect(vehicle.year).toBe(2021);
    expect(vehicle.make).toBe('Toyota');
    expect(vehicle.model).toBe('RAV4');
    expect(vehicle.trim).toBe('GX');
    expect(vehicle.vin).toBe('JTMW1RFV00D012345');
    expect(vehicle.stock).toBe('CZ1234');
    expect(vehicle.price).toMatchObject({ '#text': 36990, '@type': 'asking', '@currency': 'AUD' });

    const contact = (prospect.customer as Node).contact as Node;
    const names = asArray(contact.name);
    expect(names.length).toBeGreaterThanOrEqual(1);
    expect(names.map((n) => [n['@part'], n['#text']])).toEqual([
      ['first', 'Jane <b>'],
      ['last', 'O’Brien & "Sons"'],
    ]);
    expect(contact.email ?? textOf(contact.phone)).toBeTruthy();
    expect(contact.email).toBe('jane@example.com');
    expect(contact.phone).toMatchObject({ '#text': 412345678, '@type': 'voice' });
    expect(contact.address).toMatchObject({ postalcode: 4000, country: 'AU' });
    // The message arrives intact, its markup escaped and the bell character dropped.
    expect((prospect.customer as Node).comments).toBe('Is it <still> available? 5 > 4 & yes');

    const vendor = prospect.vendor as Node;
    expect(vendor.vendorname).toBe('Carzone Rocklea');
    expect((vendor.contact as Node).name).toMatchObject({ '#text': 'Carzone Rocklea', '@part': 'full' });
    const provider = prospect.provider as Node;
    expect(provider.name).toMatchObject({ '#text': 'Carzone', '@part': 'full' });
    expect(provider.service).toBe('Used Car Enquiry');
    expect(provider.url).toBe(lead.payload.url);
  });

  it('keeps the phone as text (a leading 0 is not a number)', () => {
    expect(doc).toContain('<phone type="voice">0412345678</phone>');
  });

  it('sends a new car as new, a demo as used, and a test drive with its booking', () => {
    const newCar = buildAdf({ ...lead, vehicle: { ...vehicle, carType: 'new' } });
    expect(newCar).toContain('<vehicle interest="buy" status="new">');
    const demo = buildAdf({ ...lead, vehicle: { ...vehicle, carType: 'demo' } });
    expect(demo).toContain('status="used"');
    const testDrive = buildAdf({
      ...lead,
      category: 'Test Drive',
      timeZone: 'Australia/Sydney',
      payload: {
        ...lead.payload,
        category: 'Test Drive',
        booking_date: '2026-01-15',
        booking_time: '10:00',
        booking_time_zone: 'Australia/Sydney',
      },
    });
    expect(testDrive).toContain('<vehicle interest="test-drive"');
    expect(testDrive).toContain('Requested test drive: 2026-01-15T10:00:00+11:00 (Australia/Sydney)');
    // Times carry the location's offset: 00:30 UTC on 1 July is 10:30 in Sydney (standard time).
    expect(testDrive).toContain('<requestdate>2025-07-01T10:30:00+10:00</requestdate>');
  });

  it('leaves out a price of 0 (no advertised price)', () => {
    expect(buildAdf({ ...lead, vehicle: { ...vehicle, price: 0 } })).not.toContain('<price');
  });

  it('still names a vehicle with year, make and model for a lead about no car', () => {
    const general = buildAdf({
      ...lead,
      vehicle: null,
      dealership: null,
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
      payload: { ...lead.payload, location: null, last_name: '' },
    });
    expect(XMLValidator.validate(general)).toBe(true);
    const prospect = (parser.parse(general).adf as Node).prospect as Node;
    const [vehicle] = asArray(prospect.vehicle);
    expect(Object.keys(vehicle)).toEqual(expect.arrayContaining(['year', 'make', 'model']));
    expect((prospect.vendor as Node).vendorname).toBe('Carzone');
    expect((prospect.provider as Node).service).toBe('General Enquiry — Career Enquiry');
    expect(asArray(((prospect.customer as Node).contact as Node).name)).toHaveLength(1);
  });
});

describe('a trade-in in ADF', () => {
  it('is a second vehicle, interest "trade-in", with its odometer and appraisal, and a line in the comments', () => {
    const xml = buildAdf({
      ...lead,
      payload: {
        ...lead.payload,
        trade_in: {
          valuation_id: 'b7e1c0de-0000-4000-8000-000000000001',
          rego: 'ABC123',
          rego_state: 'QLD',
          year: 2019,
          make: 'Mazda',
          model: 'CX-5',
          badge: 'Maxx',
          series: null,
          vin: 'JM0KF4W7A00123456',
          kms: 61_000,
          condition: [],
          preferred_contact: 'Phone',
          has_trade_in: null,
          estimate_low: 21_000,
          estimate_high: 24_500,
          offer: 22_700,
          offer_expires_at: null,
          no_online_figure: null,
          photos: [],
        },
      },
    });
    expect(XMLValidator.validate(xml)).toBe(true);
    const prospect = new XMLParser({ ignoreAttributes: false }).parse(xml).adf.prospect;
    const tradeIn = prospect.vehicle.find((v: Record<string, string>) => v['@_interest'] === 'trade-in');
    expect(tradeIn).toMatchObject({
      year: 2019,
      make: 'Mazda',
      model: 'CX-5',
      trim: 'Maxx',
      vin: 'JM0KF4W7A00123456',
    });
    expect(tradeIn.odometer['#text']).toBe(61000);
    expect(tradeIn.odometer['@_units']).toBe('km');
    expect(tradeIn.price['#text']).toBe(22700);
    expect(prospect.customer.comments).toContain(
      'Trade-in: 2019 Mazda CX-5 Maxx, rego ABC123 QLD, 61,000 km; offer $22,700',
    );
  });
});
