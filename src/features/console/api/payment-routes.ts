import 'server-only';
import { jsonError, readValidJson } from '@/lib/http';
import { actOnHold } from '../payments/hold-actions';
import { listPayments, paymentViewer } from '../payments/payment-list';
import { refundOnlinePayment } from '../payments/payment-refund';
import {
  type HoldAction,
  PAYMENT_PAGE_SIZE,
  paymentPageCount,
  readPaymentFilter,
} from '../payments/payment-rules';
import { actorOf } from './actor';
import { PaymentActionRequest } from './payment-schemas';
import { consoleSiteRoute, NOT_FOUND } from './site-route';

// GET /api/console/sites/{site}/payments?state&kind&page
//   → { payments, total, page, pageSize, pageCount }: the deposits and online payments of the member's reach.
export const listPaymentsRoute = consoleSiteRoute('payments.read', async (request, staff, db, site) => {
  const viewer = await paymentViewer(staff, site);
  if (!viewer) return jsonError(404, NOT_FOUND);
  const filter = readPaymentFilter(new URL(request.url).searchParams);
  const { rows, total } = await listPayments(db, viewer, filter);
  return Response.json({
    payments: rows,
    total,
    page: filter.page,
    pageSize: PAYMENT_PAGE_SIZE,
    pageCount: paymentPageCount(total),
  });
});

// POST /api/console/sites/{site}/payments/reservations/{reservation}/{cancel|extend|convert} { seen }
//   → { hold }: 404 for a deposit of another dealership, 409 when the hold no longer stands, was extended
//   before (extend) or changed after `seen`.
const holdActionRoute = (action: HoldAction) =>
  consoleSiteRoute<{ site: string; reservation: string }>(
    'payments.manage',
    async (request, staff, db, site, params) => {
      const viewer = await paymentViewer(staff, site);
      if (!viewer) return jsonError(404, NOT_FOUND);
      const body = await readValidJson(request, PaymentActionRequest);
      if (body instanceof Response) return body;
      const outcome = await actOnHold(
        db,
        viewer,
        actorOf(staff, request),
        action,
        params.reservation,
        new Date(body.seen),
      );
      if (!outcome.ok) return jsonError(outcome.status, outcome.error);
      return Response.json({ hold: outcome.hold });
    },
  );

export const cancelHoldRoute = holdActionRoute('cancel');
export const extendHoldRoute = holdActionRoute('extend');
export const convertHoldRoute = holdActionRoute('convert');

// POST /api/console/sites/{site}/payments/online/{payment}/refund { seen } → { payment }: all of it, once;
//   404 for a payment outside the member's reach, 409 when it is not paid, refunded or changed after
//   `seen`, 502 when the provider did not take it.
export const refundPaymentRoute = consoleSiteRoute<{ site: string; payment: string }>(
  'payments.manage',
  async (request, staff, db, site, params) => {
    const viewer = await paymentViewer(staff, site);
    if (!viewer) return jsonError(404, NOT_FOUND);
    const body = await readValidJson(request, PaymentActionRequest);
    if (body instanceof Response) return body;
    const outcome = await refundOnlinePayment(
      db,
      viewer,
      actorOf(staff, request),
      params.payment,
      new Date(body.seen),
    );
    if (!outcome.ok) return jsonError(outcome.status, outcome.error);
    return Response.json({ payment: outcome.payment });
  },
);
