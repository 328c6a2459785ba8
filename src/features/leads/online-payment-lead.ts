import 'server-only';
import { getDb } from '@/db';
import type { Site } from '@/tenancy/get-site';
import { visibleDealerships } from '@/tenancy/site';
import { findSiteLocation } from './availability';
import type { LeadPayload, OnlinePaymentDetails, StoredLeadForm } from './delivery/delivery-rules';
import { carPayloadFields } from './lead-car';
import { leadCategory } from './rules';
import { storeLead } from './store';

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
  const db = await getDb();
  const { category, subcategory } = leadCategory('online-payment', {});
  const location = input.locationId === null ? null : await findSiteLocation(db, site, input.locationId);
  const dealer =
    (location && site.dealerships.find((d) => d.id === location.dealershipId)) ??
    visibleDealerships(site)[0] ??
    null;
  const { contact } = input;
  const payload: LeadPayload = {
    url: input.url,
    source: 'Website',
    ...carPayloadFields(null),
    user_agent: null,
    lead_attributes: { visited_pages: [], linked_query_params: {} },
    page_id: null,
    name: contact.name,
    last_name: contact.lastName,
    email: contact.email,
    phone: contact.phone,
    postcode: '',
    message: input.note ?? '',
    category,
    subcategory,
    location: location?.name ?? null,
    location_id: location?.id ?? null,
    dealership_slug: dealer?.slug ?? null,
    opt_in: false,
    terms_conditions: false,
    additional_services: [],
    online_payment: input.payment,
  };
  const form: StoredLeadForm = {
    kind: 'online-payment',
    fields: { ...contact, note: input.note, ...input.payment },
    vehicle: null,
    booking: null,
  };
  return storeLead(db, site, {
    dealer,
    carId: null,
    idempotencyKey: `online-payment:${input.payment.online_payment_id}`,
    category,
    subcategory,
    form,
    payload,
    ip: null,
    now: input.now,
  });
}
