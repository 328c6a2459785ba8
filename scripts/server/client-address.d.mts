import type { IncomingMessage, ServerResponse } from 'node:http';

export const CLIENT_ADDRESS_HEADER: 'x-client-address';
export function withClientAddress(
  handler: (req: IncomingMessage, res: ServerResponse) => unknown,
): (req: IncomingMessage, res: ServerResponse) => unknown;
