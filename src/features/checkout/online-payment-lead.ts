import 'server-only';
import { type OnlinePaymentDetails, submitEnquiry } from '@/enquiries';
import type { Site } from '@/tenancy/get-site';

// A payment made at /online-payment as a lead (ARCHITECTURE §8): the dealer hears that money came in
// against their reference, with the payer and the provider's payment id, through the same outbox as every
// lead. One lead per payment: its idempotency key is the payment's.

export type OnlinePaymentLeadInput = {
  contact: { name: string; lastName: string; email: string; phone: string };
  payment: OnlinePaymentDetails;
  note: string | null;
  /** The location paid, chosen on a site of several dealerships; none: the site's first dealership. */
  locationId: number | null;
  url: string;
  now: Date;
};

export async function submitOnlinePaymentLead(
  site: Site,
  input: OnlinePaymentLeadInput,
): Promise<{ leadId: string; created: boolean }> {
  const { contact, payment } = input;
  const result = await submitEnquiry(site, 'online-payment', {
    idempotencyKey: `online-payment:${payment.online_payment_id}`,
    locationId: input.locationId,
    contact: { ...contact, postcode: '' },
    message: input.note ?? '',
    url: input.url,
    attachment: { online_payment: payment },
    fields: { ...contact, note: input.note, ...payment },
    now: input.now,
  });
  if (result.outcome !== 'stored') throw new Error(`An online payment's lead is never ${result.outcome}`);
  return { leadId: result.leadId, created: result.created };
}
