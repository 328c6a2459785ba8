import 'server-only';
import { getDb } from '@/db';
import { paymentEvents } from '@/db/schema';
import type { PaymentEvent } from '@/lib/payments';
import { applyOnlinePaymentEvent } from './online-payments';
import { applyReservationEvent } from './reservations';

/**
 * Applies a verified webhook once: its event id is stored before the change, so a replay finds it and
 * changes nothing. The provider's reference says what the event is about: an online payment's is
 * `op_{id}`, a reservation's its UUID.
 */
export async function applyPaymentEvent(
  event: PaymentEvent,
  now = new Date(),
): Promise<'applied' | 'replay'> {
  const db = await getDb();
  const [fresh] = await db
    .insert(paymentEvents)
    .values({ eventId: event.id, type: event.type, receivedAt: now })
    .onConflictDoNothing()
    .returning();
  if (!fresh) return 'replay';
  if (!(await applyOnlinePaymentEvent(event, now))) await applyReservationEvent(event, now);
  return 'applied';
}
