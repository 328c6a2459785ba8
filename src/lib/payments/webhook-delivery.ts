import { logger } from '@/lib/logger';
import type { PaymentEvent } from './provider';
import { signTestWebhook, TEST_SIGNATURE_HEADER } from './signature';

// Sends one of the test provider's events to the platform's webhook endpoint: signed afresh on each
// attempt (a retry is never refused as old), three attempts with a short wait between them. A delivery
// that still fails is logged, and nothing is lost: the platform reconciles with retrieve().

export type WebhookDelivery = {
  url: string;
  key: string;
  /** Waits before the second and third attempts. */
  retryDelaysMs: readonly number[];
  timeoutMs: number;
  now: () => Date;
};

export const DEFAULT_RETRY_DELAYS_MS = [200, 800] as const;
export const DEFAULT_WEBHOOK_TIMEOUT_MS = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the endpoint took the event (answered 2xx) within the attempts. */
export async function deliverWebhook(event: PaymentEvent, delivery: WebhookDelivery): Promise<boolean> {
  const body = JSON.stringify(event);
  const attempts = delivery.retryDelaysMs.length + 1;
  let last = '';
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (attempt > 1) await sleep(delivery.retryDelaysMs[attempt - 2]);
    const timestamp = Math.floor(delivery.now().getTime() / 1000);
    try {
      const response = await fetch(delivery.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [TEST_SIGNATURE_HEADER]: signTestWebhook(body, delivery.key, timestamp),
        },
        body,
        redirect: 'error',
        signal: AbortSignal.timeout(delivery.timeoutMs),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (response.ok) return true;
      last = `answered ${response.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
  }
  logger.warn(
    { eventId: event.id, type: event.type, url: delivery.url, attempts, last },
    'Test payment webhook not delivered; the platform learns the outcome from retrieve()',
  );
  return false;
}
