import { metricsAccess, metricsText } from '@/features/operations';
import { env } from '@/lib/env';
import { jsonError } from '@/lib/http';
import { PROMETHEUS_CONTENT_TYPE } from '@/lib/metrics';

// This process's metrics for Prometheus, when METRICS_TOKEN is set and sent as a bearer token.
export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  const access = metricsAccess(env.METRICS_TOKEN, request.headers.get('authorization'));
  if (access === 'disabled') return jsonError(404, 'Not found');
  if (access === 'denied') {
    const denied = jsonError(401, 'Send the metrics token as Authorization: Bearer <token>');
    denied.headers.set('www-authenticate', 'Bearer');
    return denied;
  }
  return new Response(await metricsText(), {
    headers: { 'content-type': PROMETHEUS_CONTENT_TYPE, 'cache-control': 'no-store' },
  });
}
