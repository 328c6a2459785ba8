import 'server-only';
import { type LeadPayload, submitEnquiry, type TradeInDetails } from '@/enquiries';
import { TRADE_IN_SUBCATEGORIES, type TradeInStage } from '@/enquiries/rules';
import { absoluteUrl, paths } from '@/lib/paths';
import type { MessageSender } from '@/lib/shopper-messages';
import type { Site } from '@/tenancy/get-site';
import { siteOrigin } from '@/tenancy/site-origin';

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
  const { contact } = input;
  const result = await submitEnquiry(site, 'trade-in', {
    idempotencyKey: input.idempotencyKey,
    carId: input.carId,
    missingCar: 'omit',
    locationId: input.locationId,
    subcategory: TRADE_IN_SUBCATEGORIES[input.stage],
    contact,
    url: input.url ?? absoluteUrl(siteOrigin(site.config), paths.tradeIn()),
    leadAttributes: input.leadAttributes,
    userAgent: input.userAgent,
    ip: input.ip,
    attachment: { trade_in: input.tradeIn },
    fields: { ...contact, stage: input.stage, valuation_id: input.tradeIn.valuation_id },
    shopperMessage: input.shopperEmail && {
      ...input.shopperEmail,
      siteId: site.id,
      channel: 'email',
      target: contact.email,
    },
    now: input.now,
  });
  if (result.outcome !== 'stored') throw new Error(`A trade-in lead is never ${result.outcome}`);
  return { leadId: result.leadId, created: result.created };
}
