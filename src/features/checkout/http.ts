import 'server-only';
import { tenantRoute } from '@/lib/api-route';
import { jsonError, readJsonObject, validationError } from '@/lib/http';
import { bookHandover, handoverSlots } from './handover';
import { cancelReservation } from './holds';
import { OnlinePaymentRequestSchema } from './online-payment-schema';
import { onlinePaymentView, startOnlinePayment } from './online-payments';
import {
  type IdContext,
  idParam,
  NO_STORE,
  webhookRoute as paymentWebhookRoute,
  startRoute,
  viewRoute,
} from './payment/http';
import { PAYMENT_POLICIES } from './payment-policies';
import type { FindValuation } from './purchase';
import { reservationView, startReservation } from './reservations';
import { HandoverRequestSchema, ReserveRequestSchema } from './schema';

// The checkout calls (README, API): the route files under src/app/api only bind these to their paths.

export const SIGN_IN_TO_RESERVE_MESSAGE = 'Please sign in to reserve this car.';
export const SIGN_IN_TO_PAY_MESSAGE = 'Please sign in to make a payment.';
const RESERVATION_ID_MESSAGE = 'Must be a reservation id.';

/**
 * POST /api/checkout/reservations: a reservation (or a purchase's deposit) and the provider's page to pay
 * it on. The app hands in how a purchase's trade-in valuation is read.
 */
export const reserveRoute = (findValuation: FindValuation) =>
  startRoute({
    gate: 'checkout',
    signInMessage: SIGN_IN_TO_RESERVE_MESSAGE,
    schema: ReserveRequestSchema,
    limited: false,
    answerKey: 'reservation',
    start: (site, body, ctx) => startReservation(site, body, { ...ctx, findValuation }),
  });

/** GET /api/checkout/reservations/{id}: the reservation, its payment asked about first while pending. */
export const reservationRoute = viewRoute({
  idMessage: RESERVATION_ID_MESSAGE,
  notFound: 'Reservation not found',
  answerKey: 'reservation',
  view: reservationView,
});

/**
 * POST /api/online-payments: a pending payment against the dealer's reference and the provider's page to
 * pay it on. A valid new one counts against the connection's lead allowance, as every form does.
 */
export const startOnlinePaymentRoute = startRoute({
  gate: 'online-payment',
  signInMessage: SIGN_IN_TO_PAY_MESSAGE,
  schema: OnlinePaymentRequestSchema,
  limited: true,
  answerKey: 'payment',
  start: startOnlinePayment,
});

/** GET /api/online-payments/{id}: the payment, asked about with the provider first while pending. */
export const onlinePaymentRoute = viewRoute({
  idMessage: 'Must be an online payment id.',
  notFound: 'Payment not found',
  answerKey: 'payment',
  view: onlinePaymentView,
});

/** POST /api/payments/webhook: the provider's signed events, each applied once by the use it names. */
export const webhookRoute = paymentWebhookRoute(PAYMENT_POLICIES);

/** POST /api/checkout/reservations/{id}/cancel: cancelled within the hold, the deposit refunded. */
export const cancelRoute = tenantRoute<IdContext>(async (_request, site, ctx) => {
  const id = await idParam(ctx, RESERVATION_ID_MESSAGE);
  if (id instanceof Response) return id;
  const result = await cancelReservation(site, id);
  if ('error' in result) return jsonError(result.status, result.error);
  return Response.json({ reservation: result.view }, { headers: NO_STORE });
});

/** GET /api/checkout/reservations/{id}/handover: a held purchase's free handover slots, day by day. */
export const handoverSlotsRoute = tenantRoute<IdContext>(async (_request, site, ctx) => {
  const id = await idParam(ctx, RESERVATION_ID_MESSAGE);
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
  const id = await idParam(ctx, RESERVATION_ID_MESSAGE);
  if (id instanceof Response) return id;
  const body = await readJsonObject(request);
  if (body instanceof Response) return body;
  const parsed = HandoverRequestSchema.safeParse(body);
  if (!parsed.success) return validationError(parsed.error);
  const result = await bookHandover(site, id, parsed.data);
  if ('error' in result) return jsonError(result.status, result.error);
  return Response.json({ reservation: result.view }, { headers: NO_STORE });
});
