import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { valuationPhotos, valuations } from '@/db/schema';
import type { TradeInDetails } from '@/enquiries';
import type { TradeInStage } from '@/enquiries/rules';
import { usedCarValueFor } from '@/inventory/market/market';
import { shownPrice } from '@/inventory/price-rules';
import { findSiteCarById } from '@/inventory/site-car';
import { dateAt, ddMMyyyyAt, longDateTimeAt, stateTimeZone } from '@/lib/dates';
import { absoluteUrl, apiPaths, paths } from '@/lib/paths';
import { isUuid } from '@/lib/uuid';
import type { Site } from '@/tenancy/get-site';
import { siteContact } from '@/tenancy/site-contact';
import { messageOrigin, siteOrigin } from '@/tenancy/site-origin';
import type { StartValuation } from './schema';
import { submitTradeInLead } from './trade-in-lead';
import { valuationEmail } from './valuation-email';
import {
  ADJUSTMENT_QUESTIONS,
  type AdjustmentAnswers,
  answerLabel,
  offerExpiry,
  onlineRefusal,
  priceLessTradeIn,
  type QuestionId,
  valuationFrom,
} from './valuation-rules';
import { NO_ONLINE_FIGURE_TEXT, type NoOnlineFigure, type ValuationView } from './valuation-view';

// Valuations (AF §3, §4, §7; docs/decisions/020): started with the shopper's details, valued once the
// condition answers are in, accepted while the offer stands. Every stage is also a lead through the
// outbox (the leads feature), keyed by valuation and stage so a retried call never doubles one.

type Row = typeof valuations.$inferSelect;

async function findRow(site: Site, id: string): Promise<Row | null> {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const [row] = await db
    .select()
    .from(valuations)
    .where(and(eq(valuations.id, id), eq(valuations.siteId, site.id)))
    .limit(1);
  return row ?? null;
}

/** The site's car a valuation trades against, when it still shows it and allows a trade-in. */
async function tradeAgainst(site: Site, carId: number | null) {
  if (carId === null) return null;
  const found = await findSiteCarById(site, carId);
  return found?.car.tradeInAllowed ? found.car : null;
}

async function view(site: Site, row: Row, now: Date): Promise<ValuationView> {
  const db = await getDb();
  const car = await tradeAgainst(site, row.carId);
  const [{ photos }] = await db
    .select({ photos: sql<number>`count(*)::int` })
    .from(valuationPhotos)
    .where(eq(valuationPhotos.valuationId, row.id));
  const evidence = row.evidence as ValuationView['basedOn'] & { noOnlineFigure?: NoOnlineFigure | null };
  const estimate =
    row.offer !== null && row.estimateLow !== null && row.estimateHigh !== null
      ? { low: row.estimateLow, high: row.estimateHigh, offer: row.offer }
      : null;
  const price = car ? shownPrice(car).now : null;
  return {
    id: row.id,
    status: row.status,
    rego: row.rego,
    regoState: row.regoState,
    vehicle: row.vehicle,
    kms: row.kms,
    preferredContact: String(
      (row.contact as { PreferredContactMethod?: string }).PreferredContactMethod ?? 'Phone',
    ),
    estimate,
    basedOn: evidence && 'comparables' in evidence ? evidence : null,
    noOnlineFigure: evidence?.noOnlineFigure ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    expiresOn: row.expiresAt ? ddMMyyyyAt(row.expiresAt, stateTimeZone(site.config.defaultState)) : null,
    expired: row.status === 'valued' && row.expiresAt !== null && row.expiresAt <= now,
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    car: car && {
      id: car.id,
      name: car.name,
      path: paths.car(car.slug),
      price,
      priceLessTradeIn: price !== null && estimate ? priceLessTradeIn(price, estimate.offer) : null,
    },
    photos,
  };
}

export async function valuationView(site: Site, id: string, now = new Date()): Promise<ValuationView | null> {
  const row = await findRow(site, id);
  return row ? view(site, row, now) : null;
}

type Context = {
  userId: string | null;
  ip: string | null;
  userAgent: string | null;
  /** The host the shopper came in on (requestShopperOrigin), kept with a new valuation for its emails' links. */
  origin: string;
  now: Date;
};

/** The lead of a valuation's stage: its details as the dealer reads them. */
async function leadFor(
  site: Site,
  row: Row,
  stage: TradeInStage,
  ctx: Context,
  extra?: { url?: string | null },
) {
  const contact = row.contact as {
    name: string;
    last_name: string | null;
    email: string;
    phone: string;
    postcode: string | null;
    PreferredContactMethod: string;
    has_trade_in: string | null;
    location_id: number | null;
    url: string | null;
    lead_attributes: { visited_pages: string[]; linked_query_params: Record<string, string> };
  };
  const evidence = row.evidence as { noOnlineFigure?: NoOnlineFigure | null } | null;
  const db = await getDb();
  const photos = await db
    .select({ id: valuationPhotos.id })
    .from(valuationPhotos)
    .where(eq(valuationPhotos.valuationId, row.id));
  // The dealer's photo links are the site's public ones (decision 021); the shopper's link, theirs.
  const origin = siteOrigin(site.config);
  const tradeIn: TradeInDetails = {
    valuation_id: row.id,
    rego: row.rego,
    rego_state: row.regoState,
    ...row.vehicle,
    kms: row.kms,
    condition: ADJUSTMENT_QUESTIONS.filter((q) => row.answers?.[q.id]).map((q) => [
      q.label,
      answerLabel(q.id as QuestionId, row.answers?.[q.id] ?? ''),
    ]),
    preferred_contact: contact.PreferredContactMethod,
    has_trade_in: contact.has_trade_in,
    estimate_low: row.estimateLow,
    estimate_high: row.estimateHigh,
    offer: row.offer,
    offer_expires_at: row.expiresAt?.toISOString() ?? null,
    no_online_figure: evidence?.noOnlineFigure ? NO_ONLINE_FIGURE_TEXT[evidence.noOnlineFigure] : null,
    photos: photos.map((p) => absoluteUrl(origin, apiPaths.valuationPhoto(row.id, p.id))),
  };
  const sender = await siteContact(db, site, contact.location_id);
  const shopperEmail =
    stage === 'started'
      ? null
      : {
          userId: row.userId,
          ...valuationEmail(stage, {
            siteName: site.config.name,
            firstName: contact.name,
            vehicle: [row.vehicle.year, row.vehicle.make, row.vehicle.model, row.vehicle.badge]
              .filter(Boolean)
              .join(' '),
            estimate:
              row.offer !== null && row.estimateLow !== null && row.estimateHigh !== null
                ? { low: row.estimateLow, high: row.estimateHigh, offer: row.offer }
                : null,
            expiresText: row.expiresAt ? longDateTimeAt(row.expiresAt, sender.timeZone) : null,
            noOnlineFigure: tradeIn.no_online_figure,
            valuationUrl: absoluteUrl(messageOrigin(row.shopperOrigin, site.config), paths.valuation(row.id)),
          }),
          sender,
        };
  await submitTradeInLead(site, {
    idempotencyKey: `valuation:${row.id}:${stage}`,
    stage,
    carId: row.carId,
    locationId: contact.location_id,
    contact: {
      name: contact.name,
      lastName: contact.last_name ?? '',
      email: contact.email,
      phone: contact.phone,
      postcode: contact.postcode ?? '',
    },
    tradeIn,
    url: extra?.url ?? contact.url,
    leadAttributes: contact.lead_attributes,
    userAgent: ctx.userAgent,
    ip: ctx.ip,
    now: ctx.now,
    shopperEmail,
  });
}

export type StartResult = { status: 200 | 201; view: ValuationView } | { status: 404; error: string };
export const CAR_NOT_FOUND = 'Car not found';

/**
 * Starts a valuation (AF §7 trade-in lead create) and stores its first lead, '1. Details Submitted'.
 * The same idempotency key again answers the valuation already started (200).
 */
export async function startValuation(site: Site, body: StartValuation, ctx: Context): Promise<StartResult> {
  const db = await getDb();
  const carId = body.car_id ?? null;
  if (carId !== null && !(await findSiteCarById(site, carId))) return { status: 404, error: CAR_NOT_FOUND };
  const [created] = await db
    .insert(valuations)
    .values({
      siteId: site.id,
      carId,
      userId: ctx.userId,
      shopperOrigin: ctx.origin,
      idempotencyKey: body.idempotency_key,
      rego: body.rego,
      regoState: body.regoState,
      vehicle: body.vehicle,
      kms: body.kms,
      contact: {
        name: body.name,
        last_name: body.last_name,
        email: body.email,
        phone: body.phone,
        postcode: body.postcode,
        PreferredContactMethod: body.PreferredContactMethod,
        location_id: body.location_id ?? null,
        has_trade_in: body['do-you-have-a-trade-in'] ?? null,
        url: body.url,
        lead_attributes: body.lead_attributes,
      },
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .onConflictDoNothing({ target: [valuations.siteId, valuations.idempotencyKey] })
    .returning();
  const row =
    created ??
    (
      await db
        .select()
        .from(valuations)
        .where(and(eq(valuations.siteId, site.id), eq(valuations.idempotencyKey, body.idempotency_key)))
    )[0];
  // A repeat stores its lead too: the first attempt may have died between the two writes.
  await leadFor(site, row, 'started', ctx);
  return { status: created ? 201 : 200, view: await view(site, row, ctx.now) };
}

export type StepResult = { status: 200; view: ValuationView } | { status: 404 | 409; error: string };
export const VALUATION_NOT_FOUND = 'Valuation not found';
export const ALREADY_VALUED = 'This valuation is complete. Start a new one to change your answers.';
export const NOT_VALUED = 'This valuation has no offer to accept.';
export const OFFER_EXPIRED = 'This offer has expired. Start a new valuation for an up-to-date figure.';

/** A valuation made signed in is changed only by that shopper, or by a browser signed in as no one. */
const mayChange = (row: Row, ctx: Context) => !row.userId || !ctx.userId || row.userId === ctx.userId;

const sameAnswers = (a: Record<string, string> | null, b: Record<string, string>) =>
  a !== null && ADJUSTMENT_QUESTIONS.every((q) => a[q.id] === b[q.id]);

/**
 * Takes the condition answers (AF §7 adjustments submit) and values the car: from what used cars like it
 * are worth at its year and km, less the site's margin and the reconditioning, when it is 7 years old or
 * less and at 100,000 km or less and that value is sure enough; otherwise the dealer inspects it. Stores the lead of that stage.
 * The same answers again answer the same valuation; different ones after valuing are refused (409).
 */
export async function submitAdjustments(
  site: Site,
  id: string,
  answers: AdjustmentAnswers,
  ctx: Context,
): Promise<StepResult> {
  const row = await findRow(site, id);
  if (!row || !mayChange(row, ctx)) return { status: 404, error: VALUATION_NOT_FOUND };
  if (row.status !== 'started') {
    if (!sameAnswers(row.answers, answers)) return { status: 409, error: ALREADY_VALUED };
    await leadFor(site, row, row.status === 'inspection' ? 'inspection' : 'valued', ctx);
    return { status: 200, view: await view(site, row, ctx.now) };
  }

  const { marginPercent, offerValidDays } = site.config.tradeIn;
  const refusal = onlineRefusal({ year: row.vehicle.year, kms: row.kms }, currentYear(site, ctx.now));
  const market = refusal
    ? null
    : await usedCarValueFor(
        {
          make: row.vehicle.make,
          model: row.vehicle.model,
          badge: row.vehicle.badge,
          year: row.vehicle.year,
          km: row.kms,
        },
        ctx.now,
      );
  const valuation = market && valuationFrom(market, answers, marginPercent);
  const noOnlineFigure: NoOnlineFigure | null = refusal ?? (valuation ? null : 'market');
  const db = await getDb();
  const [updated] = await db
    .update(valuations)
    .set({
      answers,
      status: valuation ? 'valued' : 'inspection',
      estimateLow: valuation?.low ?? null,
      estimateHigh: valuation?.high ?? null,
      offer: valuation?.offer ?? null,
      evidence: valuation
        ? {
            comparables: valuation.market.comparables,
            badge: market?.badge ?? null,
            marketMin: valuation.market.low,
            marketMax: valuation.market.high,
            marketMean: valuation.market.value,
            marketError: valuation.market.error,
            marginPercent: valuation.marginPercent,
            reconditioning: valuation.reconditioning,
            noOnlineFigure: null,
          }
        : { noOnlineFigure },
      expiresAt: valuation ? offerExpiry(ctx.now, offerValidDays) : null,
      updatedAt: ctx.now,
    })
    // Only from 'started': two submissions at once value the car once.
    .where(and(eq(valuations.id, row.id), eq(valuations.status, 'started')))
    .returning();
  if (!updated) return submitAdjustments(site, id, answers, ctx);
  await leadFor(site, updated, valuation ? 'valued' : 'inspection', ctx);
  return { status: 200, view: await view(site, updated, ctx.now) };
}

/** Accepts the offer while it stands (AF §4: '3. Offer Accepted'); accepting again changes nothing. */
export async function acceptOffer(site: Site, id: string, ctx: Context): Promise<StepResult> {
  const row = await findRow(site, id);
  if (!row || !mayChange(row, ctx)) return { status: 404, error: VALUATION_NOT_FOUND };
  if (row.status === 'accepted') {
    await leadFor(site, row, 'accepted', ctx);
    return { status: 200, view: await view(site, row, ctx.now) };
  }
  if (row.status !== 'valued') return { status: 409, error: NOT_VALUED };
  if (row.expiresAt && row.expiresAt <= ctx.now) return { status: 409, error: OFFER_EXPIRED };
  const db = await getDb();
  const [updated] = await db
    .update(valuations)
    .set({ status: 'accepted', acceptedAt: ctx.now, updatedAt: ctx.now })
    .where(and(eq(valuations.id, row.id), eq(valuations.status, 'valued')))
    .returning();
  const accepted = updated ?? (await findRow(site, id));
  if (accepted?.status !== 'accepted') return { status: 409, error: NOT_VALUED };
  await leadFor(site, accepted, 'accepted', ctx);
  return { status: 200, view: await view(site, accepted, ctx.now) };
}

/** The calendar year now on the site's own clock (its home state's zone): a car's age in model years. */
const currentYear = (site: Site, now: Date) =>
  Number(dateAt(now, stateTimeZone(site.config.defaultState)).slice(0, 4));
