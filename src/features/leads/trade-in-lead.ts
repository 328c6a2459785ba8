import 'server-only';
import { getDb } from '@/db';
import { absoluteUrl, paths } from '@/lib/paths';
import type { MessageSender } from '@/lib/shopper-messages';
import type { Site } from '@/tenancy/get-site';
import { visibleDealerships } from '@/tenancy/site';
import { siteOrigin } from '@/tenancy/site-origin';
import { findSiteLocation } from './availability';
import type { LeadPayload, StoredLeadForm, TradeInDetails } from './delivery/delivery-rules';
import { carPayloadFields, findLeadCar, vehicleSnapshot } from './lead-car';
import { leadCategory, TRADE_IN_SUBCATEGORIES, type TradeInStage } from './rules';
import { leadIdForKey, storeLead } from './store';

// A trade-in valuation as a lead, at each of its stages (rules.ts TRADE_IN_SUBCATEGORIES): stored with
// its outbox rows before the shopper is answered, so the dealer hears of every valuation even when the
// shopper never accepts. The trade-in feature has validated it; the car traded against and the location
// are read from the database here, never from the browser.

export type TradeInLeadInput = {
  /** One lead per valuation and stage: the same stage sent again is the lead already stored. */
  idempotencyKey: string;
  stage: TradeInStage;
  /** The site's car the shopper trades against (/cars/trade-in?car_id=), when there is one. */
  carId: number | null;
  locationId: number | null;
  contact: { name: string; lastName: string; email: string; phone: string; postcode: string };
  tradeIn: TradeInDetails;
  /** The page the valuation was made on; the site's trade-in page when unknown. */
  url: string | null;
  leadAttributes: LeadPayload['lead_attributes'];
  userAgent: string | null;
  ip: string | null;
  now: Date;
  /** The shopper's email of this stage, sent once with its lead; none for a stage the shopper is not told of. */
  shopperEmail?: {
    userId: string | null;
    subject: string;
    text: string;
    html: string;
    sender: MessageSender;
  } | null;
};

/**
 * Stores the stage's lead (created) or finds the one stored under its key. The car traded against and
 * the location must be the site's; one that is not (sold since, hidden) is left off rather than losing
 * the lead: the dealer still gets the shopper and their car.
 */
export async function submitTradeInLead(
  site: Site,
  input: TradeInLeadInput,
): Promise<{ leadId: string; created: boolean }> {
  const db = await getDb();
  const repeat = await leadIdForKey(db, site.id, input.idempotencyKey);
  if (repeat) return { leadId: repeat, created: false };

  const car = input.carId === null ? null : await findLeadCar(db, site, input.carId);
  const location = input.locationId === null ? null : await findSiteLocation(db, site, input.locationId);
  const dealer = car
    ? { id: car.dealershipId, slug: car.dealershipSlug }
    : ((location && site.dealerships.find((d) => d.id === location.dealershipId)) ??
      visibleDealerships(site)[0] ??
      null);
  const { category, subcategory } = leadCategory('trade-in', {
    subcategory: TRADE_IN_SUBCATEGORIES[input.stage],
  });
  const { contact } = input;
  const payload: LeadPayload = {
    url: input.url ?? absoluteUrl(siteOrigin(site.config), paths.tradeIn()),
    source: 'Website',
    ...carPayloadFields(car),
    user_agent: input.userAgent,
    lead_attributes: input.leadAttributes,
    page_id: null,
    name: contact.name,
    last_name: contact.lastName,
    email: contact.email,
    phone: contact.phone,
    postcode: contact.postcode,
    message: '',
    category,
    subcategory,
    location: location?.name ?? car?.locationName ?? null,
    location_id: location?.id ?? car?.locationId ?? null,
    dealership_slug: dealer?.slug ?? null,
    opt_in: false,
    terms_conditions: false,
    additional_services: [],
    trade_in: input.tradeIn,
  };
  const form: StoredLeadForm = {
    kind: 'trade-in',
    fields: { ...contact, stage: input.stage, valuation_id: input.tradeIn.valuation_id },
    vehicle: car ? vehicleSnapshot(car) : null,
    booking: null,
  };
  return storeLead(db, site, {
    dealer,
    carId: car?.id ?? null,
    idempotencyKey: input.idempotencyKey,
    category,
    subcategory,
    form,
    payload,
    ip: input.ip,
    now: input.now,
    shopperMessage: input.shopperEmail && {
      ...input.shopperEmail,
      siteId: site.id,
      channel: 'email',
      target: contact.email,
    },
  });
}
