import 'server-only';
import { onlinePaymentPolicy } from './online-payments';
import { depositPolicy } from './reservations';

// The uses of the one payment flow (payment/), for what serves them all: the provider's webhook, which
// hands each event to the use its reference names, and the keeper (loop.ts), in this order.
export const PAYMENT_POLICIES = [depositPolicy, onlinePaymentPolicy];
