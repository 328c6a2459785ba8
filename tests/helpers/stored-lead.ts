import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/client';
import { leadDeliveries, leads } from '../../src/db/schema';
import type { LeadPayload, LeadVehicle } from '../../src/enquiries';
import type { LeadKind } from '../../src/enquiries/rules';

// A lead as POST /api/leads stores it (its whole payload and form), written straight to the database for
// tests that read leads back: the console's inbox, the isolation matrix.

export function leadPayload(overrides: Partial<LeadPayload> = {}): LeadPayload {
  return {
    url: 'http://localhost:3000/cars/a-car',
    source: 'Website',
    user_agent: 'vitest',
    car_id: null,
    car_dealership_id: null,
    lead_attributes: { visited_pages: ['/', '/search'], linked_query_params: {} },
    page_id: null,
    name: 'Sam',
    last_name: 'Shopper',
    email: 'sam@example.com',
    phone: '0412 345 678',
    postcode: '4000',
    message: 'Is it still available?',
    category: 'General Enquiry',
    subcategory: null,
    location: null,
    location_id: null,
    dealership_slug: null,
    manufacturer_slug: null,
    stock_number: null,
    'Vehicle Make': null,
    'Vehicle Model': null,
    car_type: null,
    vehicle_status: null,
    opt_in: false,
    Rego: null,
    terms_conditions: true,
    additional_services: [],
    ...overrides,
  };
}

export type StoredLeadInput = {
  siteId: number;
  dealershipId?: number | null;
  kind?: LeadKind;
  vehicle?: LeadVehicle | null;
  carId?: number | null;
  createdAt?: Date;
  payload?: Partial<LeadPayload>;
  /** Its delivery rows: none unless given. */
  deliveries?: {
    channel: 'email' | 'webhook';
    target: string;
    status?: 'pending' | 'delivered' | 'failed';
  }[];
};

/** Stores a lead and returns its id. */
export async function storeTestLead(db: Db, input: StoredLeadInput): Promise<string> {
  const payload = leadPayload(input.payload);
  const [lead] = await db
    .insert(leads)
    .values({
      siteId: input.siteId,
      dealershipId: input.dealershipId ?? null,
      carId: input.carId ?? null,
      idempotencyKey: randomUUID(),
      category: payload.category,
      subcategory: payload.subcategory,
      form: { kind: input.kind ?? 'enquiry', fields: {}, vehicle: input.vehicle ?? null, booking: null },
      payload,
      createdAt: input.createdAt ?? new Date(),
    })
    .returning({ id: leads.id });
  for (const delivery of input.deliveries ?? [])
    await db.insert(leadDeliveries).values({
      leadId: lead.id,
      channel: delivery.channel,
      target: delivery.target,
      format: delivery.channel === 'email' ? 'text' : 'json',
      status: delivery.status ?? 'delivered',
    });
  return lead.id;
}
