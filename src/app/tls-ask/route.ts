import { askedName, certificateAllowed, servedNames } from '@/features/operations';
import { jsonError } from '@/lib/http';
import { logger } from '@/lib/logger';

// The on-demand TLS check of the server in front (Caddy's `on_demand_tls { ask … }`): 200 when the
// platform serves `?domain=`, so it may get a certificate; 404 for a name of no site; 400 for what is no
// host name. On any host, never cached; it tells no more than asking for the name's home page would.
export const dynamic = 'force-dynamic';

const NO_STORE = { 'cache-control': 'no-store' };

export async function GET(request: Request) {
  const asked = askedName(new URL(request.url).searchParams.get('domain'));
  if (!asked.ok) return withHeaders(jsonError(400, asked.error));
  try {
    const allowed = certificateAllowed(asked.name, await servedNames(asked.name));
    return Response.json(
      { status: allowed ? 'allowed' : 'unknown' },
      {
        status: allowed ? 200 : 404,
        headers: NO_STORE,
      },
    );
  } catch (error) {
    // No answer is a refusal to the asker; it asks again at the name's next handshake.
    logger.warn({ err: error }, 'Could not read the sites to answer a certificate check');
    return withHeaders(jsonError(503, 'The sites cannot be read right now'));
  }
}

function withHeaders(response: Response): Response {
  for (const [name, value] of Object.entries(NO_STORE)) response.headers.set(name, value);
  return response;
}
