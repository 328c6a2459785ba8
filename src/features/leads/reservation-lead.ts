import 'server-only';
import { getDb } from '@/db';
import type { Site } from '@/tenancy/get-site';
import type { LeadPayload, ReservationDetails, StoredLeadForm } from './delivery/delivery-rules';
import { carPayloadFields, findLeadCar, vehicleSnapshot } from './lead-car';
import { leadCategory, RESERVATION_SUBCATEGORIES, type ReservationStage } from './rules';
import { storeLead } from './store';

// A car reserved online as a lead (ARCHITECTURE §8): the dealer hears at once that a deposit is paid, with
// its payment reference, and again when the hold is cancelled or runs out. One lead per reservation and
// stage, through the same outbox as every lead; the car is read from the database.

export type ReservationLeadInput = {
  stage: ReservationStage;
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
  const { category, subcategory } = leadCategory('reservation', {
    subcategory: RESERVATION_SUBCATEGORIES[input.stage],
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
