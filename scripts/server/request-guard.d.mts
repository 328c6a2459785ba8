import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ApiRoute } from './api-methods.mjs';

export const ALLOWED_METHODS: readonly string[];
export function refusal(
  request: Pick<IncomingMessage, 'method' | 'url'>,
  apiRoutes?: readonly ApiRoute[],
): { status: 400 | 405; headers: OutgoingHttpHeaders; error: string } | null;

type Handler = (request: IncomingMessage, response: ServerResponse) => unknown;
export function withRequestGuard(handler: Handler, options?: { apiRoutes?: readonly ApiRoute[] }): Handler;
export function refuseConnect(request: IncomingMessage, socket: Duplex): void;
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void;
export function hideInternalHeaders(response: ServerResponse): void;
