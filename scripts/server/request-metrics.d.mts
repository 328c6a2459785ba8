import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Histogram } from './prometheus.mjs';

export function methodLabel(method: string | undefined): string;
export function routeKind(url: string | undefined): 'api' | 'operations' | 'asset' | 'page';
export function statusClass(status: number, finished: boolean): string;
export function withRequestMetrics(
  handler: (req: IncomingMessage, res: ServerResponse) => unknown,
  histogram: Histogram<'method' | 'kind' | 'status'>,
  now?: () => number,
): (req: IncomingMessage, res: ServerResponse) => unknown;
export function requestObserver(
  histogram: Histogram<'method' | 'kind' | 'status'>,
): (method: string, kind: string, status: string, seconds: number) => void;
export function hitObserver(
  histogram: Histogram<'method' | 'kind' | 'status'>,
): (req: IncomingMessage, seconds: number) => void;
