import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { logLinesOf as linesOf } from '../../tests/helpers/log-lines';
import { withRequestId } from '../server/request-id.ts';
import { logger } from './logger';

const inRequest = (id: string, handle: () => Promise<void>) =>
  withRequestId(handle)(
    { headers: { 'x-request-id': id } } as unknown as IncomingMessage,
    { setHeader: () => undefined } as unknown as ServerResponse,
  ) as Promise<void>;

describe('logger', () => {
  it('writes the request id on every line written while a request is handled, after awaits too', async () => {
    const lines = await linesOf(() =>
      inRequest('abc-1', async () => {
        logger.warn('first');
        await new Promise((resolve) => setTimeout(resolve, 1));
        logger.child({ part: 'x' }).warn('second');
      }),
    );
    expect(lines).toEqual([
      expect.objectContaining({ msg: 'first', reqId: 'abc-1' }),
      expect.objectContaining({ msg: 'second', reqId: 'abc-1', part: 'x' }),
    ]);
  });

  it('keeps concurrent requests’ ids apart', async () => {
    const lines = await linesOf(async () => {
      await Promise.all(
        ['a', 'b'].map((id) =>
          inRequest(id, async () => {
            await new Promise((resolve) => setTimeout(resolve, id === 'a' ? 5 : 1));
            logger.warn(id);
          }),
        ),
      );
    });
    expect(lines.map((line) => [line.msg, line.reqId])).toEqual([
      ['b', 'b'],
      ['a', 'a'],
    ]);
  });

  it('writes no request id outside a request', async () => {
    const [line] = await linesOf(() => logger.warn('background'));
    expect(line).not.toHaveProperty('reqId');
  });
});
