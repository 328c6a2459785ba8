import { describe, expect, it } from 'vitest';
import { WebhookSignatureError } from './provider';
import { deriveTestWebhookKey, signTestWebhook, verifyTestWebhook } from './signature';

const key = deriveTestWebhookKey('p'.repeat(40));
const body = JSON.stringify({ id: 'tpe_1', type: 'checkout.paid' });
const sentAt = 1_795_000_000;
const at = (secondsLater: number) => new Date((sentAt + secondsLater) * 1000);
const header = signTestWebhook(body, key, sentAt);

describe('test webhook signatures', () => {
  it('are t=…,v1=… with a hex HMAC, and differ per platform key', () => {
    expect(header).toMatch(/^t=1795000000,v1=[0-9a-f]{64}$/);
    expect(deriveTestWebhookKey('q'.repeat(40))).not.toBe(key);
    expect(deriveTestWebhookKey('p'.repeat(40))).toBe(key);
  });

  it.each([
    ['at once', 0],
    ['4 min 59 s later', 299],
    ['exactly 5 minutes later', 300],
    ['with the sender’s clock a little ahead', -30],
  ])('verify a good signature %s', (_label, later) => {
    expect(() => verifyTestWebhook(body, header, key, at(later))).not.toThrow();
  });

  it.each([
    ['a missing header', body, null, key, 0, /No x-test-payments-signature header/],
    ['an empty header', body, '', key, 0, /No x-test-payments-signature header/],
    ['a header that is not t=…,v1=…', body, 'sha256=abc', key, 0, /not t=…,v1=…/],
    ['a header with no v1', body, `t=${sentAt}`, key, 0, /not t=…,v1=…/],
    ['a tampered body', body.replace('paid', 'failed'), header, key, 0, /does not match/],
    ['the wrong key', body, header, deriveTestWebhookKey('q'.repeat(40)), 0, /does not match/],
    [
      'a timestamp changed after signing',
      body,
      header.replace(`t=${sentAt}`, `t=${sentAt + 1}`),
      key,
      1,
      /does not match/,
    ],
    ['a signature older than 5 minutes', body, header, key, 301, /outside the tolerance/],
    ['a signature from the far future', body, header, key, -301, /outside the tolerance/],
  ])('refuse %s', (_label, payload, given, verifyKey, later, message) => {
    const verify = () => verifyTestWebhook(payload, given, verifyKey, at(later));
    expect(verify).toThrow(WebhookSignatureError);
    expect(verify).toThrow(message);
  });

  it('accepts any one matching v1 among several (a key being rotated)', () => {
    const other = signTestWebhook(body, 'old-key', sentAt).split(',')[1];
    expect(() => verifyTestWebhook(body, `${header},${other}`, key, at(0))).not.toThrow();
    expect(() => verifyTestWebhook(body, `t=${sentAt},${other}`, key, at(0))).toThrow(WebhookSignatureError);
  });
});
