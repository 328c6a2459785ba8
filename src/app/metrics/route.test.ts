import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { env } from '@/lib/env';
import { processMetrics } from '@/lib/metrics';
import { createTestDb } from '../../../tests/helpers/test-db';
import { setDbHandleForTests } from '../../db';
import { GET } from './route';

const TOKEN = 'metrics-token-for-tests-0123';
let handle: Awaited<ReturnType<typeof createTestDb>>;

beforeAll(async () => {
  handle = await createTestDb();
  setDbHandleForTests(handle);
});
afterAll(async () => handle.drop());
afterEach(() => {
  env.METRICS_TOKEN = undefined;
});

const scrape = (authorization?: string) =>
  GET(new Request('http://any-host.example/metrics', { headers: authorization ? { authorization } : {} }));

describe('GET /metrics', () => {
  it('is not there unless METRICS_TOKEN is set', async () => {
    expect((await scrape(`Bearer ${TOKEN}`)).status).toBe(404);
  });

  it('asks for the token when it is missing or wrong', async () => {
    env.METRICS_TOKEN = TOKEN;
    for (const authorization of [undefined, 'Bearer wrong-token', TOKEN]) {
      const response = await scrape(authorization);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
    }
  });

  it('serves the process’s metrics in the Prometheus text format, the outboxes read at the scrape', async () => {
    env.METRICS_TOKEN = TOKEN;
    processMetrics().httpRequestDuration.observe({ method: 'GET', kind: 'page', status: '2xx' }, 0.02);
    processMetrics().outboxFailures.inc({ outbox: 'leads', final: 'false' });
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    for (const name of [
      'http_request_duration_seconds histogram',
      'search_duration_seconds histogram',
      'outbox_depth gauge',
      'outbox_oldest_age_seconds gauge',
      'outbox_lag_seconds gauge',
      'outbox_delivery_failures_total counter',
    ]) {
      expect(text).toContain(`# TYPE ${name}\n`);
    }
    expect(text).toContain('http_request_duration_seconds_count{method="GET",kind="page",status="2xx"} 1\n');
    expect(text).toContain('outbox_depth{outbox="leads"} 0\n');
    expect(text).toContain('outbox_depth{outbox="shopper_messages"} 0\n');
    expect(text).toContain('outbox_delivery_failures_total{outbox="leads",final="false"} 1\n');
  });
});
