import 'server-only';
import { and, asc, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/db';
import { cars, shopperRecords } from '@/db/schema';
import { LOCATION_MESSAGE } from '@/enquiries/rules';
import { tenantRoute } from '@/lib/api-route';
import { clientAddress } from '@/lib/client-address';
import { invalidFieldsBody, jsonError, readJsonObject, validationError } from '@/lib/http';
import { logger } from '@/lib/logger';
import { visitorText } from '@/lib/visitor-input';
import { shopperFromRequest } from '@/session';
import { needsSignIn } from '@/session/gates';
import type { Site } from '@/tenancy/get-site';
import { requestShopperOrigin } from '@/tenancy/site-origin';
import { tradeInLocations } from './page-data';
import { AdjustmentsSchema, MiscellaneousSchema, StartValuationSchema } from './schema';
import type { AdjustmentAnswers } from './valuation-rules';
import { acceptOffer, startValuation, submitAdjustments, valuationView } from './valuations';

// The trade-in calls (AF §7; README, API): the route files under src/app/api only bind these to paths.

const NO_STORE = { 'cache-control': 'no-store' };
export const SIGN_IN_TO_VALUE_MESSAGE = 'Please sign in to value your car.';
export const SIGN_IN_TO_SAVE_MESSAGE = 'Please sign in to keep your valuation.';
const NOT_SAVED_HERE_MESSAGE = 'This site does not keep valuations on accounts.';

type IdContext = { params: Promise<{ id: string }> };

/**
 * Who is valuing: on a site that gates the trade-in pages, only a signed-in shopper may (the pages ask
 * first; the calls must not be a way round them). Elsewhere the shopper, if any, owns the valuation.
 */
async function valuer(request: Request, site: Site): Promise<{ userId: string | null } | Response> {
  const shopper = await shopperFromRequest(request, site);
  if (!shopper && needsSignIn(site.config.features, 'trade-in'))
    return jsonError(401, SIGN_IN_TO_VALUE_MESSAGE);
  return { userId: shopper?.id ?? null };
}

const context = (request: Request, site: Site, userId: string | null) => ({
  userId,
  ip: clientAddress(request),
  userAgent: request.headers.get('user-agent')?.slice(0, 500) ?? null,
  origin: requestShopperOrigin(request, site.config),
  now: new Date(),
});

const IdSchema = z.uuid({ message: 'Must be a valuation id.' });

async function valuationId(ctx: IdContext): Promise<string | Response> {
  const parsed = IdSchema.safeParse((await ctx.params).id);
  return parsed.success
    ? parsed.data
    : jsonError(400, 'Invalid field: id', [{ field: 'id', message: 'Must be a valuation id.' }]);
}

/** POST /api/trade-in/valuations: the trade-in lead create (AF §7). */
export const startValuationRoute = tenantRoute(async (request, site) => {
  const who = await valuer(request, site);
  if (who instanceof Response) return who;
  const body = await readJsonObject(request);
  if (body instanceof Response) return body;
  const parsed = StartValuationSchema.safeParse(body);
  if (!parsed.success) return validationError(parsed.error);
  const locationId = parsed.data.location_id;
  if (locationId !== undefined && !(await tradeInLocations(site)).some((l) => l.id === locationId)) {
    const issues = [{ field: 'location_id', message: LOCATION_MESSAGE }];
    return Response.json(invalidFieldsBody(issues), { status: 400, headers: NO_STORE });
  }
  const result = await startValuation(site, parsed.data, context(request, site, who.userId));
  if ('error' in result) return jsonError(result.status, result.error);
  return Response.json({ valuation: result.view }, { status: result.status, headers: NO_STORE });
});

/** GET /api/trade-in/valuations/{id}: the valuation, to resume the journey after a reload. */
export const valuationRoute = tenantRoute<IdContext>(async (_request, site, ctx) => {
  const id = await valuationId(ctx);
  if (id instanceof Response) return id;
  const view = await valuationView(site, id);
  if (!view) return jsonError(404, 'Valuation not found');
  return Response.json({ valuation: view }, { headers: NO_STORE });
});

/** POST /api/trade-in/valuations/{id}/adjustments: the condition answers, answered by the valuation. */
export const adjustmentsRoute = tenantRoute<IdContext>(async (request, site, ctx) => {
  const who = await valuer(request, site);
  if (who instanceof Response) return who;
  const id = await valuationId(ctx);
  if (id instanceof Response) return id;
  const body = await readJsonObject(request);
  if (body instanceof Response) return body;
  const parsed = AdjustmentsSchema.safeParse(body);
  if (!parsed.success) return validationError(parsed.error);
  const result = await submitAdjustments(
    site,
    id,
    parsed.data.adjustmentAnswers as AdjustmentAnswers,
    context(request, site, who.userId),
  );
  if ('error' in result) return jsonError(result.status, result.error);
  return Response.json({ valuation: result.view }, { headers: NO_STORE });
});

/** POST /api/trade-in/valuations/{id}/accept: the offer accepted (AF §4 '3. Offer Accepted'). */
export const acceptRoute = tenantRoute<IdContext>(async (request, site, ctx) => {
  const who = await valuer(request, site);
  if (who instanceof Response) return who;
  const id = await valuationId(ctx);
  if (id instanceof Response) return id;
  const result = await acceptOffer(site, id, context(request, site, who.userId));
  if ('error' in result) return jsonError(result.status, result.error);
  return Response.json({ valuation: result.view }, { headers: NO_STORE });
});

export const VariantsQuerySchema = z.object({
  make: visitorText().trim().min(1, 'Required.').max(60),
  model: visitorText().trim().min(1, 'Required.').max(60),
});

/**
 * GET /api/trade-in/variants?make=&model=: the badges and series the platform's vehicle data knows for
 * a make and model, offered on the confirm step of a site with Redbook vehicle data (features.redbook).
 */
export const variantsRoute = tenantRoute(async (request, site) => {
  if (!site.config.features.redbook) return jsonError(404, 'This site has no vehicle data');
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = VariantsQuerySchema.safeParse(query);
  if (!parsed.success) return validationError(parsed.error);
  const { make, model } = parsed.data;
  const db = await getDb();
  const matches = and(sql`lower(${cars.make}) = lower(${make})`, sql`lower(${cars.model}) = lower(${model})`);
  const [badges, series] = await Promise.all([
    db
      .selectDistinct({ value: cars.badge })
      .from(cars)
      .where(and(matches, isNotNull(cars.badge)))
      .orderBy(asc(cars.badge))
      .limit(50),
    db
      .selectDistinct({ value: cars.series })
      .from(cars)
      .where(and(matches, isNotNull(cars.series)))
      .orderBy(asc(cars.series))
      .limit(50),
  ]);
  return Response.json(
    { badges: badges.map((b) => b.value), series: series.map((s) => s.value) },
    { headers: { 'cache-control': 'public, max-age=3600' } },
  );
});

/**
 * POST /api/miscellaneous { column_name: 'valuation', data: { valuation_id } } (AF §7): keeps the
 * valuation on the signed-in shopper's account, on a site that asks for it (tradeIn.saveToAccount).
 */
export const miscellaneousRoute = tenantRoute(async (request, site) => {
  if (!site.config.tradeIn.saveToAccount) return jsonError(404, NOT_SAVED_HERE_MESSAGE);
  const shopper = await shopperFromRequest(request, site);
  if (!shopper) return jsonError(401, SIGN_IN_TO_SAVE_MESSAGE);
  const body = await readJsonObject(request);
  if (body instanceof Response) return body;
  const parsed = MiscellaneousSchema.safeParse(body);
  if (!parsed.success) return validationError(parsed.error);
  const view = await valuationView(site, parsed.data.data.valuation_id);
  if (!view) return jsonError(404, 'Valuation not found');
  const db = await getDb();
  const data = { valuation_id: view.id };
  await db
    .insert(shopperRecords)
    .values({ userId: shopper.id, siteId: site.id, columnName: parsed.data.column_name, data })
    .onConflictDoUpdate({
      target: [shopperRecords.userId, shopperRecords.siteId, shopperRecords.columnName],
      set: { data, updatedAt: new Date() },
    });
  logger.info({ site: site.slug, valuation: view.id }, 'Valuation kept on the account');
  return Response.json({ ok: true }, { headers: NO_STORE });
});
