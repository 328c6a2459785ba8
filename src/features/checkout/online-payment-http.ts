import 'server-only';
import { z } from 'zod';
import { getDb } from '@/db';
import { leadRateRefusal } from '@/enquiries';
import { RATE_LIMITED_MESSAGE } from '@/enquiries/rules';
import { tenantRoute } from '@/lib/api-route';
import { clientAddress } from '@/lib/client-address';
import { jsonError, readJsonObject, validationError } from '@/lib/http';
import { shopperFromRequest } from '@/session';
import { needsSignIn } from '@/session/gates';
import { requestShopperOrigin } from '@/tenancy/site-origin';
import { NO_STORE } from './http';
import { OnlinePaymentRequestSchema } from './online-payment-schema';
import { onlinePaymentView, startOnlinePayment } from './online-payments';

// The online payment calls (README, API): the route files under src/app/api only bind these to paths.

export const SIGN_IN_TO_PAY_MESSAGE = 'Please sign in to make a payment.';
const ID_MESSAGE = 'Must be an online payment id.';
const IdSchema = z.uuid({ message: ID_MESSAGE });
type IdContext = { params: Promise<{ id: string }> };

/**
 * POST /api/online-payments: a pending payment against the dealer's reference and the provider's page to
 * pay it on. A valid new one counts against the connection's lead allowance, as every form does.
 */
export const startOnlinePaymentRoute = tenantRoute(async (request, site) => {
  const shopper = await shopperFromRequest(request, site);
  if (!shopper && needsSignIn(site.config.features, 'online-payment'))
    return jsonError(401, SIGN_IN_TO_PAY_MESSAGE);
  const body = await readJsonObject(request);
  if (body instanceof Response) return body;
  const parsed = OnlinePaymentRequestSchema.safeParse(body);
  if (!parsed.success) return validationError(parsed.error);
  const now = new Date();
  const refusal = await leadRateRefusal(await getDb(), site.id, clientAddress(request), now);
  if (refusal)
    return Response.json(
      { error: RATE_LIMITED_MESSAGE },
      { status: 429, headers: { ...NO_STORE, 'retry-after': String(refusal.retryAfterSeconds) } },
    );
  const result = await startOnlinePayment(site, parsed.data, {
    userId: shopper?.id ?? null,
    origin: requestShopperOrigin(request, site.config),
    now,
  });
  if (result.status === 400)
    return jsonError(400, `Invalid field: ${result.field}`, [{ field: result.field, message: result.error }]);
  if ('error' in result) return jsonError(result.status, result.error);
  return Response.json(
    { payment: result.view, payUrl: result.payUrl },
    { status: result.status, headers: NO_STORE },
  );
});

/** GET /api/online-payments/{id}: the payment, asked about with the provider first while pending. */
export const onlinePaymentRoute = tenantRoute<IdContext>(async (_request, site, ctx) => {
  const parsed = IdSchema.safeParse((await ctx.params).id);
  if (!parsed.success) return jsonError(400, 'Invalid field: id', [{ field: 'id', message: ID_MESSAGE }]);
  const view = await onlinePaymentView(site, parsed.data);
  if (!view) return jsonError(404, 'Payment not found');
  return Response.json({ payment: view }, { headers: NO_STORE });
});
