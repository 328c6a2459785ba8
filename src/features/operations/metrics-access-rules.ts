import { createHash, timingSafeEqual } from 'node:crypto';

// /metrics is off unless a token is set (METRICS_TOKEN), and then answers only a scraper that sends it as
// `Authorization: Bearer <token>`: figures of the traffic and the outboxes are not for the public.

export type MetricsAccess = 'disabled' | 'denied' | 'allowed';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

export function metricsAccess(token: string | undefined, authorization: string | null): MetricsAccess {
  if (!token) return 'disabled';
  const match = /^Bearer +(\S+) *$/i.exec(authorization ?? '');
  // Compared as digests of equal length, in constant time, so the answer's timing tells nothing of the token.
  return match && timingSafeEqual(digest(match[1]), digest(token)) ? 'allowed' : 'denied';
}
