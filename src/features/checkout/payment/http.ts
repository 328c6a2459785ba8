import 'server-only';
import { type ZodType, z } from 'zod';
import { getDb } from '@/db';
import { paymentEvents } from '@/db/schema';
import { leadRateRefusal } from '@/enquiries';
import { RATE_LIMITED_MESSAGE } from '@/enquiries/rules';
import { apiRoute, tenantRoute } from '@/lib/api-route';
import { clientAddress } from '@/lib/client-address';
import { jsonError, readJsonObject, validationError } from '@/lib/http';
import { logger } from '@/lib/logger';
import { PaymentProviderError, paymentProvider, WebhookSignatureError } from '@/lib/payments';
import { shopperFromRequest } from '@/session';
import { needsSignIn, type SignInType } from '@/session/gates';
import type { Site } from '@/tenancy/get-site';
import { requestShopperOrigin } from '@/tenancy/site-origin';
import { applyEvent, type Started } from './flow';
import type { AnyPaymentPolicy, StartContext } from './policy';

// The payment calls every use answers alike (README, API): start one, read one, and the provider's
// webhook. The route files under src/app/api only bind them to their paths.

export const NO_STORE = { 'cache-control': 'no-store' };

export type IdContext = { params: Promise<{ id: string }> };

/** The route's id when it is a UUID, else the 400 that says what it must be. */
export async function idParam(ctx: IdContext, message: string): Promise<string | Response> {
  const parsed = z.uuid({ message }).safeParse((await ctx.params).id);
  return parsed.success ? parsed.data : jsonError(400, 'Invalid field: id', [{ field: 'id', message }]);
}

/**
 * POST: a pending payment and the provider's page to pay it on, under `answerKey`. Where the site gates
 * `gate` a signed-out shopper is a 401; a `limited` use counts a valid new one against the connection's
 * lead allowance, as every form does.
 */
export function startRoute<Body, View>(use: {
  gate: SignInType;
  signInMessage: string;
  schema: ZodType<Body>;
  limited: boolean;
  answerKey: string;
  start: (site: Site, body: Body, ctx: StartContext) => Promise<Started<View>>;
}) {
  return tenantRoute(async (request, site) => {
    const shopper = await shopperFromRequest(request, site);
    if (!shopper && needsSignIn(site.config.features, use.gate)) return jsonError(401, use.signInMessage);
    const body = await readJsonObject(request);
    if (body instanceof Response) return body;
    const parsed = use.schema.safeParse(body);
    if (!parsed.success) return validationError(parsed.error);
    const now = new Date();
    const refusal =
      use.limited && (await leadRateRefusal(await getDb(), site.id, clientAddress(request), now));
    if (refusal)
      return Response.json(
        { error: RATE_LIMITED_MESSAGE },
        { status: 429, headers: { ...NO_STORE, 'retry-after': String(refusal.retryAfterSeconds) } },
      );
    const result = await use.start(site, parsed.data, {
      userId: shopper?.id ?? null,
      origin: requestShopperOrigin(request, site.config),
      now,
    });
    if (result.status === 400)
      return jsonError(400, `Invalid field: ${result.field}`, [
        { field: result.field, message: result.error },
      ]);
    if ('error' in result) return jsonError(result.status, result.error);
    return Response.json(
      { [use.answerKey]: result.view, payUrl: result.payUrl },
      { status: result.status, headers: NO_STORE },
    );
  });
}

/** GET {id}: the payment under `answerKey`, asked about with the provider first while pending. */
export function viewRoute<View>(use: {
  idMessage: string;
  notFound: string;
  answerKey: string;
  view: (site: Site, id: string) => Promise<View | null>;
}) {
  return tenantRoute<IdContext>(async (_request, site, ctx) => {
    const id = await idParam(ctx, use.idMessage);
    if (id instanceof Response) return id;
    const view = await use.view(site, id);
    if (!view) return jsonError(404, use.notFound);
    return Response.json({ [use.answerKey]: view }, { headers: NO_STORE });
  });
}

/**
 * POST /api/payments/webhook: the payment provider's signed events. The raw body is read before anything
 * parses it (the signature is over its bytes); a bad signature is a 400 and changes nothing. The event id
 * is stored before the change, so a replay finds it: a 200 that changes nothing.
 */
export function webhookRoute(policies: AnyPaymentPolicy[]) {
  return apiRoute(async (request) => {
    const raw = await request.text();
    let event: ReturnType<ReturnType<typeof paymentProvider>['parseWebhook']>;
    try {
      event = paymentProvider().parseWebhook(raw, request.headers);
    } catch (error) {
      if (error instanceof WebhookSignatureError || error instanceof PaymentProviderError) {
        logger.warn({ err: error }, 'Payment webhook refused');
        return jsonError(400, error.message);
      }
      throw error;
    }
    if (!event) return Response.json({ received: true });
    const now = new Date();
    const [fresh] = await (await getDb())
      .insert(paymentEvents)
      .values({ eventId: event.id, type: event.type, receivedAt: now })
      .onConflictDoNothing()
      .returning();
    if (fresh) await applyEvent(policies, event, now);
    return Response.json({ received: true, applied: Boolean(fresh) });
  });
}
