import 'server-only';
import { poll } from '@/lib/poll';
import { reconcileStaleOnlinePayments, tellDealersUntold } from './online-payments';
import { reconcileStale, refundOwed, releaseEndedHolds, tellUntold } from './reservations';

// Every server process looks after reservations: holds that have run out go back on sale, deposits owed
// are refunded (again, when the provider could not take it before), and payments whose webhook never came
// are asked about (online payments' too). Each step starts from the state it expects, so processes never
// do one twice.

export const RESERVATIONS_INTERVAL_MS = 30_000;

const store = globalThis as unknown as { __reservations?: () => void };

export function startReservationKeeper(options: { intervalMs?: number } = {}): () => void {
  if (store.__reservations) return store.__reservations;
  const stop = poll(
    async () => {
      const now = new Date();
      await releaseEndedHolds(now);
      await refundOwed(now);
      await reconcileStale(now);
      await tellUntold(now);
      await reconcileStaleOnlinePayments(now);
      await tellDealersUntold(now);
    },
    {
      intervalMs: options.intervalMs ?? RESERVATIONS_INTERVAL_MS,
      failureMessage: 'Reservations could not be looked after; trying again',
      immediately: true,
    },
  );
  store.__reservations = () => {
    stop();
    store.__reservations = undefined;
  };
  return store.__reservations;
}
