import type { IncomingMessage, ServerResponse } from 'node:http';

export const REQUEST_ID_HEADER: 'x-request-id';
export function acceptedRequestId(value: unknown): string | null;
export function currentRequestId(): string | undefined;
export function withRequestId(
  handler: (req: IncomingMessage, res: ServerResponse) => unknown,
  newId?: () => string,
): (req: IncomingMessage, res: ServerResponse) => unknown;
