import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../tests/helpers/test-db';
import { rateLimits } from '../db/schema';
import { hitRateLimit, pruneRateLimits, RATE_WINDOW_MS, rateSubject } from './rate-limit';

let handle: Awaited<ReturnType<typeof createTestDb>>;

beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => handle.drop());

const limits = { limit: 10, windowMs: RATE_WINDOW_MS };
const leadRateKey = (siteId: number, ip: string) => `lead:${siteId}:${rateSubject(ip)}`;
// 10-minute windows start on the epoch's 10-minute marks: 10:00:00 to 10:09:59.999 is one window.
const windowStart = new Date('2025-07-01T10:00:00Z');
const at = (ms: number) => new Date(windowStart.getTime() + ms);

describe('hitRateLimit', () => {
  it('allows 10 per 10 minutes: the 10th passes, the 11th is refused', async () => {
    const key = leadRateKey(1, '203.0.113.7');
    expect(key).toBe('lead:1:203.0.113.7');
    const results = [];
    for (let i = 0; i < 11; i++)
      results.push(await hitRateLimit(handle.db, key, { ...limits, now: at(i * 1000) }));
    expect(results.map((r) => r.count)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(results[9].allowed).toBe(true);
    expect(results[10].allowed).toBe(false);
    expect(results[10].retryAfterSeconds).toBe(600 - 10);
  });

  it('starts again at 1 in the next window', async () => {
    const key = leadRateKey(1, '198.51.100.1');
    for (let i = 0; i < 11; i++) await hitRateLimit(handle.db, key, { ...limits, now: at(0) });
    const lastOfWindow = await hitRateLimit(handle.db, key, { ...limits, now: at(RATE_WINDOW_MS - 1) });
    expect(lastOfWindow).toMatchObject({ allowed: false, count: 12, retryAfterSeconds: 1 });
    const next = await hitRateLimit(handle.db, key, { ...limits, now: at(RATE_WINDOW_MS) });
    expect(next).toMatchObject({ allowed: true, count: 1, retryAfterSeconds: 600 });
  });

  it('a hit stamped with an earlier window (a lagging clock) does not reset the count', async () => {
    const key = leadRateKey(1, '198.51.100.2');
    await hitRateLimit(handle.db, key, { ...limits, now: at(RATE_WINDOW_MS) });
    const late = await hitRateLimit(handle.db, key, { ...limits, now: at(RATE_WINDOW_MS - 1) });
    expect(late.count).toBe(2);
    const [row] = await handle.db.select().from(rateLimits).where(eq(rateLimits.key, key));
    expect(row.windowStart).toEqual(at(RATE_WINDOW_MS));
  });

  it('counts concurrent hits exactly', async () => {
    const key = leadRateKey(2, '192.0.2.9');
    const results = await Promise.all(
      Array.from({ length: 15 }, () => hitRateLimit(handle.db, key, { ...limits, now: at(5000) })),
    );
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 15 }, (_, i) => i + 1),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });

  it('keeps separate counters per key', async () => {
    const a = await hitRateLimit(handle.db, leadRateKey(3, '192.0.2.1'), { ...limits, now: at(0) });
    const b = await hitRateLimit(handle.db, leadRateKey(4, '192.0.2.1'), { ...limits, now: at(0) });
    expect([a.count, b.count]).toEqual([1, 1]);
  });
});

describe('pruneRateLimits', () => {
  it('deletes the counters whose window has ended and keeps the current window’s', async () => {
    const key = (n: number) => leadRateKey(9, `192.0.2.${n}`);
    const windowMs = RATE_WINDOW_MS;
    // Windows starting 2 windows ago, 1 window ago (ended exactly now) and now.
    await hitRateLimit(handle.db, key(1), { ...limits, now: at(0) });
    await hitRateLimit(handle.db, key(2), { ...limits, now: at(windowMs) });
    await hitRateLimit(handle.db, key(3), { ...limits, now: at(2 * windowMs) });
    await pruneRateLimits(handle.db, { now: at(2 * windowMs) });
    const left = await handle.db.select({ key: rateLimits.key }).from(rateLimits);
    const ours = left.map((row) => row.key).filter((k) => k.startsWith('lead:9:'));
    expect(ours).toEqual([key(3)]);
    // The address whose counter went starts again at 1, as it would have anyway.
    expect((await hitRateLimit(handle.db, key(2), { ...limits, now: at(2 * windowMs) })).count).toBe(1);
  });
});

describe('rateSubject', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:DB8:0001:0002:ffff::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1:2:3:4', 'fe80:0:0:0::/64'],
    ['not-an-address', 'not-an-address'],
  ])('%s → %s', (address, expected) => {
    expect(rateSubject(address)).toBe(expected);
  });
});
