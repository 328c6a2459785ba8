import 'server-only';
import { poll } from '@/lib/poll';
import { keep } from './payment/flow';
import { PAYMENT_POLICIES } from './payment-policies';

// Every server process looks after reservations: holds that have run out go back on sale, deposits owed
// are refunded (again, when the provider could not take it before), and payments whose webhook never came
// are asked about (online payments' too). Each step starts from the state it expects, so processes never
// do one twice.

export const RESERVATIONS_INTERVAL_MS = 30_000;

const store = globalThis as unknown as { __reservations?: () => Promise<void> };

export function startReservationKeeper(options: { intervalMs?: number } = {}): () => Promise<void> {
  if (store.__reservations) return store.__reservations;
  const stop = poll(
    async () => {
      const now = new Date();
      for (const policy of PAYMENT_POLICIES) await keep(policy, now);
    },
    {
      intervalMs: options.intervalMs ?? RESERVATIONS_INTERVAL_MS,
      failureMessage: 'Reservations could not be looked after; trying again',
      immediately: true,
    },
  );
  store.__reservations = async () => {
    store.__reservations = undefined;
    await stop();
  };
  return store.__reservations;
}
