import 'server-only';
import { getDb } from '@/db';
import { tenantRoute } from '@/lib/api-route';
import { clientAddress } from '@/lib/client-address';
import { jsonError, readJsonObject, validationError } from '@/lib/http';
import { logger } from '@/lib/logger';
import { hitRateLimit, RATE_WINDOW_MS, rateSubject } from '@/lib/rate-limit';
import { LenderError } from '@/lib/youx/client';
import { financeCarCard, financeDisclaimer } from '@/repayments/car-finance';
import { quoteAnswer } from '@/repayments/quote-rules';
import { offersInstantQuote } from '@/repayments/repayment-rules';
import { shopperFromRequest } from '@/session';
import type { Site } from '@/tenancy/get-site';
import { applyForFinance } from './application';
import {
  NO_INSTANT_QUOTE_MESSAGE,
  QUOTE_FAILED_MESSAGE,
  SIGN_IN_TO_APPLY_MESSAGE,
  TOO_MANY_QUOTES_MESSAGE,
} from './messages';
import { instantQuoteProvider } from './provider';
import { CarQuerySchema, CreateCustomerRequestSchema, QuoteRequestSchema } from './schema';

// The finance calls (README, API): the route files under src/app/api only bind these to their paths.

const NO_STORE = { 'cache-control': 'no-store' };

/** Quotes one connection may ask a site for per 10 minutes: the popup asks again 500 ms after each change. */
export const QUOTE_RATE_LIMIT = 300;

const instantQuoteSite = (site: Site) => offersInstantQuote(site.config.finance);

/** POST /api/youx/quote (AF §7). */
export const quoteRoute = tenantRoute(async (request, site) => {
  if (!instantQuoteSite(site)) return jsonError(404, NO_INSTANT_QUOTE_MESSAGE);
  const body = await readJsonObject(request);
  if (body instanceof Response) return body;
  const parsed = QuoteRequestSchema.safeParse(body);
  if (!parsed.success) return validationError(parsed.error);
  const now = new Date();
  const ip = clientAddress(request);
  if (ip) {
    const key = `youx-quote:${site.id}:${rateSubject(ip)}`;
    const limit = await hitRateLimit(await getDb(), key, {
      limit: QUOTE_RATE_LIMIT,
      windowMs: RATE_WINDOW_MS,
      now,
    });
    if (!limit.allowed) {
      return Response.json(
        { error: TOO_MANY_QUOTES_MESSAGE },
        { status: 429, headers: { 'retry-after': String(limit.retryAfterSeconds) } },
      );
    }
  }
  try {
    const quote = await instantQuoteProvider().quote(parsed.data, now);
    return Response.json(quoteAnswer(quote, parsed.data), { headers: NO_STORE });
  } catch (error) {
    if (!(error instanceof LenderError)) throw error;
    logger.warn({ err: error, site: site.slug }, 'YouX quick quote failed');
    return jsonError(502, QUOTE_FAILED_MESSAGE);
  }
});

/** POST /api/youx/create-customer (AF §7): signed in, with the verified mobile the application names. */
export const createCustomerRoute = tenantRoute(async (request, site) => {
  if (!instantQuoteSite(site)) return jsonError(404, NO_INSTANT_QUOTE_MESSAGE);
  const shopper = await shopperFromRequest(request, site);
  if (!shopper) return jsonError(401, SIGN_IN_TO_APPLY_MESSAGE);
  const body = await readJsonObject(request);
  if (body instanceof Response) return body;
  const parsed = CreateCustomerRequestSchema.safeParse(body);
  if (!parsed.success) return validationError(parsed.error);
  const outcome = await applyForFinance(site, shopper, parsed.data, {
    ip: clientAddress(request),
    userAgent: request.headers.get('user-agent'),
    now: new Date(),
  });
  return Response.json(outcome.body, {
    status: outcome.status,
    headers: { ...NO_STORE, ...outcome.headers },
  });
});

/** The car id of a finance lookup's query, or the 400 naming `car_id` (checked before any query runs). */
function carIdOf(request: Request): number | Response {
  const value = new URL(request.url).searchParams.get('car_id') ?? undefined;
  const parsed = CarQuerySchema.safeParse({ car_id: value });
  return parsed.success ? parsed.data.car_id : validationError(parsed.error);
}

/** GET /api/finance/car?car_id=42: the finance page's side card of the car (AF §2, §7). */
export const financeCarRoute = tenantRoute(async (request, site) => {
  const id = carIdOf(request);
  if (id instanceof Response) return id;
  const car = await financeCarCard(site, id, new Date());
  return car ? Response.json({ car }) : jsonError(404, 'Car not found');
});

/** GET /api/finance/disclaimer?car_id=42: the car's finance disclaimer on this site (AF §7). */
export const financeDisclaimerRoute = tenantRoute(async (request, site) => {
  const id = carIdOf(request);
  if (id instanceof Response) return id;
  const answer = await financeDisclaimer(site, id, new Date());
  return answer ? Response.json(answer) : jsonError(404, 'Car not found');
});
