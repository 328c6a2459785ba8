import 'server-only';
import { CLIENT_ADDRESS_HEADER } from '../server/client-address.ts';
import { env } from './env';
import { clientFromChain, type TrustProxy } from './trust-proxy';

// The production server (src/server/serve.ts) puts the socket's address in CLIENT_ADDRESS_HEADER on
// every request, overwriting whatever the client sent.
export { CLIENT_ADDRESS_HEADER };

/**
 * The shopper's address: the socket's, or with TRUST_PROXY the right-most X-Forwarded-For entry no trusted
 * proxy wrote (null only when nothing names an address). Without serve.ts in front (`next dev`, a bare
 * `next start`) the socket is out of reach: the right-most X-Forwarded-For entry stands in for it (Next.js
 * fills in the socket's address when the client sent none), which a client can forge, so production runs
 * serve.ts.
 */
export function clientAddress(request: Request, trust: TrustProxy = env.TRUST_PROXY): string | null {
  const forwarded = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const socket = request.headers.get(CLIENT_ADDRESS_HEADER)?.trim();
  const chain = socket ? [...forwarded, socket] : forwarded;
  return chain.length > 0 ? clientFromChain(chain, trust) : null;
}
