import 'server-only';
import { z } from 'zod';
import { apiRoute, tenantRoute } from '@/lib/api-route';
import { jsonError, readJsonObject, validationError } from '@/lib/http';
import { logger } from '@/lib/logger';
import { PaymentProviderError, paymentProvider, WebhookSignatureError } from '@/lib/payments';
import { shopperFromRequest } from '@/session';
import { needsSignIn } from '@/session/gates';
import { requestShopperOrigin } from '@/tenancy/site-origin';
import { bookHandover, handoverSlots } from './handover';
import { applyPaymentEvent } from './payment-events';
import type { FindValuation } from './purchase';
import { cancelReservation, reservationView, startReservation } from './reservations';
import { HandoverRequestSchema, ReserveRequestSchema } from './schema';

// The checkout calls (README, API): the route files under src/app/api only bind these to their paths.

export const NO_STORE = { 'cache-control': 'no-store' };
export const SIGN_IN_TO_RESERVE_MESSAGE = 'Please sign in to reserve this car.';

type IdContext = { params: Promise<{ id: string }> };
const IdSchema = z.uuid({ message: 'Must be a reservation id.' });

async function reservationId(ctx: IdContext): Promise<string | Response> {
  const parsed = IdSchema.safeParse((await ctx.params).id);
  return parsed.success
    ? parsed.data
    : jsonError(400, 'Invalid field: id', [{ field: 'id', message: 'Must be a reservation id.' }]);
}

/**
 * POST /api/checkout/reservations: a reservation (or a purchase's deposit) and the provider's page to pay
 * it on. The app hands in how a purchase's trade-in valuation is read.
 */
export const reserveRoute = (findValuation: FindValuation) =>
  tenantRoute(async (request, site) => {
    const shopper = await shopperFromRequest(request, site);
    if (!shopper && needsSignIn(site.config.features, 'checkout'))
      return jsonError(401, SIGN_IN_TO_RESERVE_MESSAGE);
    const body = await readJsonObject(request);
    if (body instanceof Response) return body;
    const parsed = ReserveRequestSchema.safeParse(body);
    if (!parsed.success) return validationError(parsed.error);
    const result = await startReservation(site, parsed.data, {
      userId: shopper?.id ?? null,
      origin: requestShopperOrigin(request, site.config),
      now: new Date(),
      findValuation,
    });
    if (result.status === 400)
      return jsonError(400, `Invalid field: ${result.field}`, [
        { field: result.field, message: result.error },
      ]);
    if ('error' in result) return jsonError(result.status, result.error);
    return Response.json(
      { reservation: result.view, payUrl: result.payUrl },
      { status: result.status, headers: NO_STORE },
    );
  });

/** GET /api/checkout/reservations/{id}: the reservation, its payment asked about first while pending. */
export const reservationRoute = tenantRoute<IdContext>(async (_request, site, ctx) => {
  const id = await reservationId(ctx);
  if (id instanceof Response) return id;
  const view = await reservationView(site, id);
  if (!view) return jsonError(404, 'Reservation not found');
  return Response.json({ reservation: view }, { headers: NO_STORE });
});

/** POST /api/checkout/reservations/{id}/cancel: cancelled within the hold, the deposit refunded. */
export const cancelRoute = tenantRoute<IdContext>(async (_request, site, ctx) => {
  const id = await reservationId(ctx);
  if (id instanceof Response) return id;
  const result = await cancelReservation(site, id);
  if ('error' in result) return jsonError(result.status, result.error);
  return Response.json({ reservation: result.view }, { headers: NO_STORE });
});

/** GET /api/checkout/reservations/{id}/handover: a held purchase's free handover slots, day by day. */
export const handoverSlotsRoute = tenantRoute<IdContext>(async (_request, site, ctx) => {
  const id = await reservationId(ctx);
  if (id instanceof Response) return id;
  const result = await handoverSlots(site, id);
  if ('error' in result) return jsonError(result.status, result.error);
  return Response.json(
    { location_id: result.locationId, time_zone: result.timeZone, days: result.days },
    { headers: NO_STORE },
  );
});

/** POST /api/checkout/reservations/{id}/handover: books a held purchase's handover at a free slot. */
export const bookHandoverRoute = tenantRoute<IdContext>(async (request, site, ctx) => {
  const id = await reservationId(ctx);
  if (id instanceof Response) return id;
  const body = await readJsonObject(request);
  if (body instanceof Response) return body;
  const parsed = HandoverRequestSchema.safeParse(body);
  if (!parsed.success) return validationError(parsed.error);
  const result = await bookHandover(site, id, parsed.data);
  if ('error' in result) return jsonError(result.status, result.error);
  return Response.json({ reservation: result.view }, { headers: NO_STORE });
});

/**
 * POST /api/payments/webhook: the payment provider's signed events. The raw body is read before anything
 * parses it (the signature is over its bytes); a bad signature is a 400 and changes nothing; a replay is a
 * 200 that changes nothing.
 */
export const webhookRoute = apiRoute(async (request) => {
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
  const applied = await applyPaymentEvent(event);
  return Response.json({ received: true, applied: applied === 'applied' });
});
