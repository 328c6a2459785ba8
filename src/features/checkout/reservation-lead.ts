import 'server-only';
import { type ReservationDetails, submitEnquiry } from '@/enquiries';
import { PURCHASE_SUBCATEGORIES, type PurchaseStage } from '@/enquiries/rules';
import type { Site } from '@/tenancy/get-site';

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
  const { contact, reservation } = input;
  // The reservation's subcategories are the purchase's less the handover (rules.ts); both are stored as a
  // reservation.
  const result = await submitEnquiry(site, reservation.purchase ? 'purchase' : 'reservation', {
    idempotencyKey: `reservation:${reservation.reservation_id}:${input.stage}`,
    carId: input.carId,
    missingCar: 'omit',
    subcategory: PURCHASE_SUBCATEGORIES[input.stage],
    contact,
    url: input.url,
    attachment: { reservation },
    fields: { ...contact, stage: input.stage, reservation_id: reservation.reservation_id },
    storedAs: 'reservation',
    now: input.now,
  });
  if (result.outcome !== 'stored') throw new Error(`A reservation lead is never ${result.outcome}`);
  return { leadId: result.leadId, created: result.created };
}
