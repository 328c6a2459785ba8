import 'server-only';
import { getDb } from '@/db';
import type { Site } from '@/tenancy/get-site';
import type { LeadPayload, ReservationDetails, StoredLeadForm } from './delivery/delivery-rules';
import { carPayloadFields, findLeadCar, vehicleSnapshot } from './lead-car';
import { leadCategory, PURCHASE_SUBCATEGORIES, type PurchaseStage } from './rules';
import { storeLead } from './store';

// A car reserved or bought online as a lead (ARCHITECTURE §8): the dealer hears at once that a deposit is
// paid, with its payment reference (and a purchase's choices), again when a purchase's handover is booked,
// and when the hold is cancelled or runs out. One lead per reservation and
// stage, through the same outbox as every lead; the car is read from the database.

export type ReservationLeadInput = {
  /** A purchase (the checkout journey) has one more stage: its handover booked. */
  stage: PurchaseStage;
  carId: number;
  contact: { name: string; lastName: string; email: string; phone: string; postcode: string };
  reservation: ReservationDetails;
  url: string;
  now: Date;
};

export async function submitReservationLead(
  site: Site,
  input: ReservationLeadInput,
): Promise<{ leadId: string; created: boolean }> {
  const db = await getDb();
  const car = await findLeadCar(db, site, input.carId);
  // The reservation's subcategories are the purchase's less the handover (rules.ts).
  const { category, subcategory } = leadCategory(input.reservation.purchase ? 'purchase' : 'reservation', {
    subcategory: PURCHASE_SUBCATEGORIES[input.stage],
  });
  const { contact } = input;
  const payload: LeadPayload = {
    url: input.url,
    source: 'Website',
    ...carPayloadFields(car),
    user_agent: null,
    lead_attributes: { visited_pages: [], linked_query_params: {} },
    page_id: null,
    name: contact.name,
    last_name: contact.lastName,
    email: contact.email,
    phone: contact.phone,
    postcode: contact.postcode,
    message: '',
    category,
    subcategory,
    location: car?.locationName ?? null,
    location_id: car?.locationId ?? null,
    dealership_slug: car?.dealershipSlug ?? null,
    opt_in: false,
    terms_conditions: false,
    additional_services: [],
    reservation: input.reservation,
  };
  const form: StoredLeadForm = {
    kind: 'reservation',
    fields: { ...contact, stage: input.stage, reservation_id: input.reservation.reservation_id },
    vehicle: car ? vehicleSnapshot(car) : null,
    booking: null,
  };
  return storeLead(db, site, {
    dealer: car ? { id: car.dealershipId, slug: car.dealershipSlug } : null,
    carId: car?.id ?? null,
    idempotencyKey: `reservation:${input.reservation.reservation_id}:${input.stage}`,
    category,
    subcategory,
    form,
    payload,
    ip: null,
    now: input.now,
  });
}
