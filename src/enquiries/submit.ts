import 'server-only';
import { getDb } from '@/db';
import type { QueuedMessage } from '@/lib/shopper-messages';
import type { Site } from '@/tenancy/get-site';
import { visibleDealerships } from '@/tenancy/site';
import { findSiteLocation, type SiteLocation } from '@/tenancy/site-locations';
import type { LeadPayload, LeadVehicle, StoredLeadForm } from './delivery/delivery-rules';
import { carPayloadFields, findLeadCar, type LeadCar, vehicleSnapshot } from './lead-car';
import { type LeadKind, leadCategory } from './rules';
import { leadIdForKey, leadRateRefusal, storeLead } from './store';

// Every enquiry a shopper makes, whatever form or journey it came from (ARCHITECTURE §8, "nothing lost"):
// a repeat of its idempotency key is the lead already stored; the car and the location are read from the
// database for the site (never from the browser); the per-connection limit counts it; then the lead, its
// booking and its delivery rows (ADF, email, webhook) are stored in one transaction before the caller
// answers, and the outbox delivers them. A feature maps its own payload to `EnquiryDetails`.

export type EnquiryContact = {
  name: string;
  lastName: string;
  email: string;
  /** National form, '0412345678'. */
  phone: string;
  postcode: string;
};

type Dealer = { id: number; slug: string };
type Place = { id: number; name: string };

export type EnquiryDetails = {
  /** The same enquiry sent again (a double click, a retry after a lost answer) is one lead. */
  idempotencyKey: string;
  contact: EnquiryContact;
  message?: string;
  /** The shopper's consent to hear from the dealer. */
  optIn?: boolean;
  termsAccepted?: boolean;
  additionalServices?: string[];
  /** What the shopper picked, for the kinds whose category follows it (leadCategory). */
  category?: string | null;
  subcategory?: string | null;
  /** The site's car the enquiry is about, or the car already read by a caller that validated against it. */
  carId?: number | null;
  car?: LeadCar | null;
  /**
   * A car id the site does not show: 'refuse' when the shopper asked about that car (the answer is
   * `car-not-found`), 'omit' when the enquiry stands without it (the dealer still hears of the shopper).
   */
  missingCar?: 'refuse' | 'omit';
  /** A location the shopper picked; one that is not the site's is left off. */
  locationId?: number | null;
  /** Where the caller has already routed it (the lead form checks its picks against the site first). */
  route?: { dealer: Dealer | null; location: Place | null };
  booking?: {
    locationId: number;
    date: string;
    time: string;
    timeZone: string;
    startsAt: Date;
  } | null;
  url: string;
  pageId?: string | null;
  leadAttributes?: LeadPayload['lead_attributes'];
  userAgent?: string | null;
  ip?: string | null;
  /** A shopper's own submission counts against their connection's limit; a payment's record does not. */
  rateLimited?: boolean;
  /** The kind's own block of the payload: a finance application, a trade-in, a reservation, a payment. */
  attachment?: Pick<LeadPayload, 'finance' | 'trade_in' | 'reservation' | 'online_payment'>;
  /** The fields kept with the lead, as the shopper gave them. */
  fields: Record<string, unknown>;
  /** The kind the lead is stored as, where it differs from the category's (a purchase is a reservation). */
  storedAs?: LeadKind;
  /** What the shopper is told of it, queued with the lead: once, as the lead is stored once. */
  shopperMessage?: QueuedMessage | null;
  now: Date;
};

export type EnquiryResult =
  | { outcome: 'stored'; leadId: string; created: boolean }
  | { outcome: 'car-not-found' }
  | { outcome: 'rate-limited'; retryAfterSeconds: number };

const NO_ATTRIBUTES: LeadPayload['lead_attributes'] = { visited_pages: [], linked_query_params: {} };

/** The dealer: the car's, else the picked location's, else the site's first visible dealership. */
function defaultDealer(site: Site, car: LeadCar | null, location: SiteLocation | null): Dealer | null {
  if (car) return { id: car.dealershipId, slug: car.dealershipSlug };
  return (
    (location && site.dealerships.find((d) => d.id === location.dealershipId)) ??
    visibleDealerships(site)[0] ??
    null
  );
}

/** The location: the one picked, else the car's. */
function defaultLocation(car: LeadCar | null, location: SiteLocation | null): Place | null {
  if (location) return location;
  return car?.locationId && car.locationName ? { id: car.locationId, name: car.locationName } : null;
}

export async function submitEnquiry(
  site: Site,
  kind: LeadKind,
  details: EnquiryDetails,
): Promise<EnquiryResult> {
  const db = await getDb();
  const repeat = await leadIdForKey(db, site.id, details.idempotencyKey);
  if (repeat) return { outcome: 'stored', leadId: repeat, created: false };

  const car =
    details.car !== undefined
      ? details.car
      : details.carId == null
        ? null
        : await findLeadCar(db, site, details.carId);
  if (details.carId != null && !car && details.missingCar === 'refuse') return { outcome: 'car-not-found' };

  if (details.rateLimited) {
    const refusal = await leadRateRefusal(db, site.id, details.ip ?? null, details.now);
    if (refusal) return { outcome: 'rate-limited', ...refusal };
  }

  let route = details.route;
  if (!route) {
    const picked = details.locationId == null ? null : await findSiteLocation(db, site, details.locationId);
    route = { dealer: defaultDealer(site, car, picked), location: defaultLocation(car, picked) };
  }
  const { category, subcategory } = leadCategory(kind, {
    carType: car?.carType,
    category: details.category,
    subcategory: details.subcategory,
  });
  const { contact, booking } = details;
  const payload: LeadPayload = {
    url: details.url,
    source: 'Website',
    ...carPayloadFields(car),
    user_agent: details.userAgent ?? null,
    lead_attributes: details.leadAttributes ?? NO_ATTRIBUTES,
    page_id: details.pageId ?? null,
    name: contact.name,
    last_name: contact.lastName,
    email: contact.email,
    phone: contact.phone,
    postcode: contact.postcode,
    message: details.message ?? '',
    category,
    subcategory,
    location: route.location?.name ?? null,
    location_id: route.location?.id ?? null,
    dealership_slug: route.dealer?.slug ?? null,
    opt_in: details.optIn ?? false,
    terms_conditions: details.termsAccepted ?? false,
    additional_services: details.additionalServices ?? [],
    ...details.attachment,
    ...(booking
      ? { booking_date: booking.date, booking_time: booking.time, booking_time_zone: booking.timeZone }
      : {}),
  };
  const vehicle: LeadVehicle | null = car ? vehicleSnapshot(car) : null;
  const form: StoredLeadForm = {
    kind: details.storedAs ?? kind,
    fields: details.fields,
    vehicle,
    booking: booking
      ? {
          location_id: booking.locationId,
          starts_at: booking.startsAt.toISOString(),
          time_zone: booking.timeZone,
        }
      : null,
  };
  // A booked time another lead took a moment before throws SlotTakenError (store.ts).
  const stored = await storeLead(db, site, {
    dealer: route.dealer,
    carId: car?.id ?? null,
    idempotencyKey: details.idempotencyKey,
    category,
    subcategory,
    form,
    payload,
    ip: details.ip ?? null,
    now: details.now,
    booking: booking && { locationId: booking.locationId, startsAt: booking.startsAt },
    shopperMessage: details.shopperMessage,
  });
  return { outcome: 'stored', ...stored };
}
