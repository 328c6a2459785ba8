import { refundPaymentRoute } from '@/features/console';

// POST /api/console/sites/{site}/payments/online/{payment}/refund: a manager refunds an online payment, once.
export const POST = refundPaymentRoute;
