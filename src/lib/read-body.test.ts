import { describe, expect, it } from 'vitest';
import { readBodyWithin } from './read-body';

const LIMIT = 10;

/** A body sent in 3-byte chunks with no Content-Length, as a chunked upload arrives. */
function streamed(size: number): Request {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= size) return controller.close();
      const chunk = new Uint8Array(Math.min(3, size - sent)).fill(0x61);
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return new Request('http://localhost/x', { method: 'POST', body, duplex: 'half' } as RequestInit);
}

describe('readBodyWithin', () => {
  it.each([
    [LIMIT - 1, true],
    [LIMIT, true],
    [LIMIT + 1, false],
  ])('a streamed body of %i bytes (limit 10) is read whole: %s', async (size, accepted) => {
    const body = await readBodyWithin(streamed(size), LIMIT);
    expect(body === null ? null : body.byteLength).toBe(accepted ? size : null);
  });

  it.each([
    [LIMIT - 1, true],
    [LIMIT, true],
    [LIMIT + 1, false],
  ])('a body declaring %i bytes (limit 10) is accepted: %s', async (size, accepted) => {
    const request = new Request('http://localhost/x', {
      method: 'POST',
      body: 'a'.repeat(size),
      headers: { 'content-length': String(size) },
    });
    expect((await readBodyWithin(request, LIMIT))?.byteLength ?? null).toBe(accepted ? size : null);
  });

  it('no body is an empty one', async () => {
    expect((await readBodyWithin(new Request('http://localhost/x'), LIMIT))?.byteLength).toBe(0);
  });
});
