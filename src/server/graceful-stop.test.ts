import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createDrain, stopServing, withDraining } from './graceful-stop';

type Answer = { status: number; body: string; connection: string | undefined };

/** A server whose POST /slow answers once its whole body has come, the rest at once. */
function startServer() {
  const drain = createDrain();
  const server = http.createServer(
    withDraining((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => res.end(`${req.method} ${req.url} ${body}`));
    }, drain),
  );
  return new Promise<{ server: http.Server; drain: typeof drain; port: number }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, drain, port: (server.address() as AddressInfo).port }),
    ),
  );
}

/** A request whose body is sent only when `finish` is called: in flight until then. */
function slowPost(port: number) {
  const request = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/slow', agent: false });
  request.setHeader('content-length', '4');
  request.write('le');
  const answer = new Promise<Answer>((resolve, reject) => {
    request.on('response', (response) => {
      let body = '';
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body, connection: response.headers.connection }),
      );
    });
    request.on('error', reject);
  });
  return { answer, finish: () => request.end('ad') };
}

function get(port: number, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent: false }, (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body, connection: response.headers.connection }),
        );
      })
      .on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let running: http.Server | undefined;
afterEach(() => {
  running?.closeAllConnections();
  running?.close();
});

describe('stopServing', () => {
  it('answers /readyz 503 while draining, then refuses new connections and finishes the request in flight', async () => {
    const { server, drain, port } = await startServer();
    running = server;
    expect((await get(port, '/readyz')).body).toBe('GET /readyz ');
    const inFlight = slowPost(port);
    await sleep(50);

    const stopped = stopServing(server, drain, { drainMs: 300, graceMs: 5000 });
    // While draining it serves, but its probe says it is stopping and every connection closes after its answer.
    expect(await get(port, '/readyz?full')).toEqual({
      status: 503,
      body: '{"status":"stopping"}',
      connection: 'close',
    });
    expect(await get(port, '/cars')).toEqual({ status: 200, body: 'GET /cars ', connection: 'close' });

    await sleep(400);
    await expect(get(port, '/cars')).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    inFlight.finish();
    expect(await inFlight.answer).toMatchObject({ status: 200, body: 'POST /slow lead' });
    expect(await stopped).toBe(true);
  });

  it('cuts what is still in flight at the grace time', async () => {
    const { server, drain, port } = await startServer();
    running = server;
    const inFlight = slowPost(port);
    await sleep(50);
    const started = performance.now();
    expect(await stopServing(server, drain, { drainMs: 0, graceMs: 200 })).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
    await expect(inFlight.answer).rejects.toThrow();
  });
});
