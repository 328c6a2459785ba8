import { readiness } from '@/features/operations';

// Readiness: 200 when this process may take traffic, else 503 naming each failing check. On any host.
export const dynamic = 'force-dynamic';

export async function GET() {
  const body = await readiness();
  return Response.json(body, {
    status: body.status === 'ready' ? 200 : 503,
    headers: { 'cache-control': 'no-store' },
  });
}
