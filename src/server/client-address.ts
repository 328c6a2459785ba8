// The socket's address reaches the app (src/lib/client-address.ts) in a header set here on every request,
// replacing whatever the client sent under that name, so no client can pick the address it is counted as.
import type { IncomingMessage, ServerResponse } from 'node:http';

export const CLIENT_ADDRESS_HEADER = 'x-client-address';

/** `handler`, with the socket's remote address in CLIENT_ADDRESS_HEADER (absent when the socket has none). */
export function withClientAddress(
  handler: (req: IncomingMessage, res: ServerResponse) => unknown,
): (req: IncomingMessage, res: ServerResponse) => unknown {
  return (req, res) => {
    const address = req.socket?.remoteAddress;
    if (address) req.headers[CLIENT_ADDRESS_HEADER] = address;
    else delete req.headers[CLIENT_ADDRESS_HEADER];
    return handler(req, res);
  };
}
