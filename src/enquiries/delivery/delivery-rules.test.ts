import { describe, expect, it } from 'vitest';
import { type DeliverableLead, leadLines, leadSubject } from './delivery-rules';

const lead: DeliverableLead = {
  id: '6f1c1f57-0c39-4bd8-9f0e-2c1d8e4a5b11',
  createdAt: new Date('2025-07-01T00:30:00Z'),
  category: 'Used Car Enquiry',
  subcategory: null,
  site: { name: 'Carzone', host: 'carzone.com.au' },
  dealership: { name: 'Carzone Rocklea' },
  timeZone: null,
  vehicle: {
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
    carType: 'used',
  },
  payload: {
    url: 'https://carzone.com.au/cars/2021-toyota-rav4-gx-abc123',
    source: 'Website',
    user_agent: 'Mozilla/5.0',
    car_id: 7,
    car_dealership_id: 2,
    lead_attributes: { visited_pages: ['/', '/search'], linked_query_params: { utm_source: 'fb' } },
    page_id: 'vdp',
    name: 'Jane',
    last_name: 'Citizen',
    email: 'jane@example.com',
    phone: '0412345678',
    postcode: '4000',
    message: 'Is it still available?',
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
    Rego: '123ABC',
    terms_conditions: true,
    additional_services: ['Tinting'],
  },
};

describe('leadSubject', () => {
  it('names the car and the category', () => {
    expect(leadSubject(lead)).toBe('New enquiry: 2021 Toyota RAV4 GX — Used Car Enquiry');
  });

  it('adds the subcategory in brackets after the car', () => {
    expect(leadSubject({ ...lead, subcategory: 'Find me something similar' })).toBe(
      'New enquiry: 2021 Toyota RAV4 GX — Used Car Enquiry (Find me something similar)',
    );
  });

  it('without a car names the category and subcategory', () => {
    expect(leadSubject({ category: 'General Enquiry', subcategory: 'Career Enquiry', vehicle: null })).toBe(
      'New enquiry: General Enquiry — Career Enquiry',
    );
    expect(leadSubject({ category: 'Sales Enquiry', subcategory: null, vehicle: null })).toBe(
      'New enquiry: Sales Enquiry',
    );
  });

  it.each([
    ['Reserve Online', 'Cancelled, Deposit Refunded', 'Cancelled: 2021 Toyota RAV4 GX'],
    ['Reserve Online', 'Hold Ended, Deposit Refunded', 'Hold ended: 2021 Toyota RAV4 GX'],
    ['Reserve Online', 'Deposit Paid', 'Deposit paid: 2021 Toyota RAV4 GX'],
    ['Buy Online', 'Handover Booked', 'Handover booked: 2021 Toyota RAV4 GX'],
    ['Trade-In Valuation', '1. Details Submitted', 'New enquiry: 2021 Toyota RAV4 GX'],
    ['Trade-In Valuation', '2. Valuation Completed', 'Valuation completed: 2021 Toyota RAV4 GX'],
    ['Trade-In Valuation', '2. Inspection Requested', 'Inspection requested: 2021 Toyota RAV4 GX'],
    ['Trade-In Valuation', '3. Offer Accepted', 'Offer accepted: 2021 Toyota RAV4 GX'],
    ['Sales Enquiry', 'constructor', 'New enquiry: 2021 Toyota RAV4 GX'],
  ])('opens a %s (%s) lead with what happened', (category, subcategory, opening) => {
    expect(leadSubject({ ...lead, category, subcategory })).toBe(`${opening} — ${category} (${subcategory})`);
  });

  it('says a payment was received, not a new enquiry', () => {
    expect(leadSubject({ category: 'Online Payment', subcategory: 'Payment Received', vehicle: null })).toBe(
      'Payment received: Online Payment — Payment Received',
    );
  });
});

describe('leadLines', () => {
  it('lists every field of the payload', () => {
    const lines = Object.fromEntries(leadLines(lead));
    expect(lines).toMatchObject({
      'First name': 'Jane',
      'Last name': 'Citizen',
      Email: 'jane@example.com',
      Phone: '0412345678',
      Postcode: '4000',
      Comments: 'Is it still available?',
      Vehicle: '2021 Toyota RAV4 GX',
      'Stock number': 'CZ1234',
      'Vehicle Make': 'Toyota',
      'Vehicle Model': 'RAV4',
      Rego: '123ABC',
      VIN: 'JTMW1RFV00D012345',
      Price: '$36,990',
      'Additional services': 'Tinting',
      'Opt in': 'Yes',
      'Terms accepted': 'Yes',
      'Visited pages': '/\n/search',
      'Campaign parameters': 'utm_source=fb',
    });
    expect(lines['Test drive booked']).toBeUndefined();
  });

  it.each([
    // Blacktown (NSW) in January: daylight saving, UTC+11
    ['2026-01-15', '10:00', 'Australia/Sydney', '2026-01-15 10:00 (Australia/Sydney, UTC+11:00)'],
    // The last day of standard time before Sydney's clocks go forward on 4 October 2026 …
    ['2026-10-03', '10:00', 'Australia/Sydney', '2026-10-03 10:00 (Australia/Sydney, UTC+10:00)'],
    // … and the first after
    ['2026-10-04', '10:00', 'Australia/Sydney', '2026-10-04 10:00 (Australia/Sydney, UTC+11:00)'],
    ['2027-04-04', '10:00', 'Australia/Adelaide', '2027-04-04 10:00 (Australia/Adelaide, UTC+09:30)'],
    ['2027-01-04', '10:00', 'Australia/Adelaide', '2027-01-04 10:00 (Australia/Adelaide, UTC+10:30)'],
    ['2027-01-04', '10:00', 'Australia/Perth', '2027-01-04 10:00 (Australia/Perth, UTC+08:00)'],
    ['2027-01-04', '10:00', 'Australia/Darwin', '2027-01-04 10:00 (Australia/Darwin, UTC+09:30)'],
    ['2027-01-04', '10:00', undefined, '2027-01-04 10:00 (Australia/Brisbane, UTC+10:00)'],
  ])('shows a booking on %s at %s in %s as the location’s time', (date, time, zone, text) => {
    const booked = {
      ...lead,
      payload: { ...lead.payload, booking_date: date, booking_time: time, booking_time_zone: zone },
    };
    expect(Object.fromEntries(leadLines(booked))['Test drive booked']).toBe(text);
  });

  it.each([
    [null, '2025-07-01T00:30:00.000Z'],
    ['Australia/Brisbane', '2025-07-01T10:30:00+10:00'],
    ['Australia/Adelaide', '2025-07-01T10:00:00+09:30'],
    ['Australia/Perth', '2025-07-01T08:30:00+08:00'],
  ])('tells when it came in at the location (%s): %s', (timeZone, received) => {
    expect(Object.fromEntries(leadLines({ ...lead, timeZone })).Received).toBe(received);
  });
});

describe('a trade-in lead', () => {
  const tradeIn = {
    valuation_id: 'b7e1c0de-0000-4000-8000-000000000001',
    rego: 'ABC123',
    rego_state: 'QLD',
    year: 2021,
    make: 'Toyota',
    model: 'Corolla',
    badge: 'Ascent Sport',
    series: 'ZWE211R',
    vin: null,
    kms: 40_000,
    condition: [['Tyres', 'Need replacing soon']] as [string, string][],
    preferred_contact: 'SMS',
    has_trade_in: 'Yes',
    estimate_low: 16_800,
    estimate_high: 20_300,
    offer: 18_500,
    offer_expires_at: '2026-12-01T00:00:00.000Z',
    no_online_figure: null,
    photos: ['https://x.test/a.webp', 'https://x.test/b.webp'],
  };

  it('lists the car, its condition, the figures and the photos for the dealer', () => {
    const lines = Object.fromEntries(leadLines({ ...lead, payload: { ...lead.payload, trade_in: tradeIn } }));
    expect(lines).toMatchObject({
      'Trade-in': '2021 Toyota Corolla Ascent Sport ZWE211R',
      'Trade-in rego': 'ABC123 (QLD)',
      'Trade-in odometer': '40,000 km',
      Tyres: 'Need replacing soon',
      'Preferred contact': 'SMS',
      'Trading in against a purchase': 'Yes',
      Valuation: '$16,800 to $20,300',
      Offer: '$18,500',
      'Trade-in photos': 'https://x.test/a.webp\nhttps://x.test/b.webp',
    });
  });

  it('says why there is no figure when the car is inspected instead', () => {
    const inspection = {
      ...tradeIn,
      estimate_low: null,
      estimate_high: null,
      offer: null,
      offer_expires_at: null,
      no_online_figure: 'Over 7 years old',
    };
    const lines = Object.fromEntries(
      leadLines({ ...lead, payload: { ...lead.payload, trade_in: inspection } }),
    );
    expect(lines.Valuation).toBe('Over 7 years old');
    expect(lines.Offer).toBe('');
    expect(lines['Offer stands until']).toBe('');
  });

  it.each([
    ['Australia/Brisbane', '2026-12-01T10:00:00+10:00'],
    ['Australia/Sydney', '2026-12-01T11:00:00+11:00'],
    ['Australia/Perth', '2026-12-01T08:00:00+08:00'],
  ])("tells the offer's end on the location's clock (%s): %s", (timeZone, until) => {
    const lines = Object.fromEntries(
      leadLines({ ...lead, timeZone, payload: { ...lead.payload, trade_in: tradeIn } }),
    );
    expect(lines['Offer stands until']).toBe(until);
  });
});

describe('the times of a payment and a reservation', () => {
  const paid = {
    ...lead,
    timeZone: 'Australia/Adelaide',
    payload: {
      ...lead.payload,
      online_payment: {
        online_payment_id: 'op-1',
        reference: 'INV-1',
        amount: 10,
        payment_reference: 'pi_1',
        // Stored on another location's clock: told again on the lead's.
        paid_at: '2026-12-01T10:00:00+10:00',
      },
      reservation: {
        reservation_id: 'r-1',
        deposit: 200,
        payment_reference: 'pi_2',
        hold_until: '2026-12-03T00:00:00.000Z',
        status: 'held',
        purchase: {
          price: 30_000,
          fulfilment: 'Pick-up',
          trade_in: null,
          payment: 'Pay in full',
          balance: 29_800,
          handover_at: '2026-12-02T23:00:00.000Z',
        },
      },
    },
  };

  it("tells every instant on the lead's clock", () => {
    const lines = Object.fromEntries(leadLines(paid));
    expect(lines).toMatchObject({
      Received: '2025-07-01T10:00:00+09:30',
      'Paid at': '2026-12-01T10:30:00+10:30',
      'Held until': '2026-12-03T10:30:00+10:30',
      Handover: '2026-12-03T09:30:00+10:30',
    });
  });
});
