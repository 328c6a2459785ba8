import { createHmac, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_TOLERANCE_SECONDS, WebhookSignatureError } from './provider';

// The embedded test provider signs its webhooks the way Stripe does: HMAC-SHA256 over
// `${timestamp}.${body}`, sent as `x-test-payments-signature: t={unix seconds},v1={hex}`. The timestamp is
// signed too, so an old delivery replayed later is refused once it is past the tolerance.

export const TEST_SIGNATURE_HEADER = 'x-test-payments-signature';

/**
 * The signing key, derived from the platform key so every server process shares it with no setting of its
 * own, while the platform key itself never signs anything a shopper's browser relays.
 */
export function deriveTestWebhookKey(platformKey: string): string {
  return createHmac('sha256', platformKey).update('test-payments-webhook-v1').digest('hex');
}

const hmac = (key: string, timestamp: number, body: string) =>
  createHmac('sha256', key).update(`${timestamp}.${body}`).digest('hex');

/** The signature header's value for `body` sent at `timestamp` (unix seconds). */
export function signTestWebhook(body: string, key: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmac(key, timestamp, body)}`;
}

/** Throws WebhookSignatureError unless `header` signs `body` with `key` within the tolerance of `now`. */
export function verifyTestWebhook(
  body: string,
  header: string | null,
  key: string,
  now: Date,
  toleranceSeconds = WEBHOOK_TOLERANCE_SECONDS,
): void {
  if (!header) throw new WebhookSignatureError(`No ${TEST_SIGNATURE_HEADER} header`);
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamps = parts.filter(([name]) => name === 't').map(([, value]) => value);
  const signatures = parts.filter(([name]) => name === 'v1').map(([, value]) => value ?? '');
  if (timestamps.length !== 1 || !/^\d{1,12}$/.test(timestamps[0] ?? '') || signatures.length === 0) {
    throw new WebhookSignatureError('The signature header is not t=…,v1=…');
  }
  const timestamp = Number(timestamps[0]);
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) {
    throw new WebhookSignatureError('The signature is outside the tolerance: too old, or from the future');
  }
  const expected = Buffer.from(hmac(key, timestamp, body), 'hex');
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookSignatureError('The signature does not match the body');
}
