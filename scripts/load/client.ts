import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import zlib from 'node:zlib';
import type { Agent, Dispatcher } from 'undici-types';

// HTTP for the simulated shoppers: undici, as bundled with Node (the `undici` package is not a dependency),
// through an Agent of its own: keep-alive connection pools per server, with the Host header set per site,
// which fetch() would overwrite. Node exposes the bundled Agent only as the class of its global dispatcher.
// Over HTTPS a request goes to the site's own name at the server's port, as a browser's would: the name
// in the handshake picks the site's certificate (a TLS terminator in front, such as `npm run cluster`'s
// Caddy; its authority trusted through NODE_EXTRA_CA_CERTS), and each site has connections of its own.

type AgentClass = new (options: Agent.Options) => Agent;

function bundledAgentClass(): AgentClass {
  const dispatcher = (globalThis as Record<symbol, unknown>)[Symbol.for('undici.globalDispatcher.1')];
  if (!dispatcher) throw new Error('this Node has no bundled undici dispatcher; run the load on Node 24');
  return (dispatcher as object).constructor as AgentClass;
}

/** `*.localhost` is the loopback, as browsers resolve it (RFC 6761); any other name as the system does. */
const lookup: LookupFunction = (hostname, options, callback) => {
  if (hostname !== 'localhost' && !hostname.endsWith('.localhost'))
    return dns.lookup(hostname, options, callback);
  if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
  else callback(null, '127.0.0.1', 4);
};

/** The origin a request is sent to: the server's, over HTTPS with the Host header's name in its place. */
export function targetOrigin(origin: string, host: string | undefined): string {
  const url = new URL(origin);
  if (url.protocol !== 'https:' || !host) return url.origin;
  url.hostname = host.replace(/:\d+$/, '');
  return url.origin;
}

export type Answer = {
  status: number;
  ms: number;
  /** The body as text, decompressed as the Content-Encoding says (once, when first read); throws when cut short. */
  text: () => string;
};

function decoded(body: Buffer, encoding: string | string[] | undefined): Buffer {
  switch (String(encoding ?? '').toLowerCase()) {
    case 'gzip':
      return zlib.gunzipSync(body);
    case 'br':
      return zlib.brotliDecompressSync(body);
    case 'deflate':
      return zlib.inflateSync(body);
    default:
      return body;
  }
}

export type Client = {
  send: (request: {
    origin: string;
    method: 'GET' | 'POST';
    path: string;
    headers: Record<string, string>;
    body?: string;
  }) => Promise<Answer>;
  /** Closes every connection at once, requests in flight included. */
  destroy: () => Promise<void>;
  /** Whether destroy() was called: the shoppers stop rather than fail request after request. */
  destroyed: () => boolean;
};

/** A client with at most `connections` keep-alive connections to each server. */
export function createClient(connections: number): Client {
  const Agent = bundledAgentClass();
  const agent = new Agent({
    connections,
    keepAliveTimeout: 30_000,
    headersTimeout: 30_000,
    bodyTimeout: 30_000,
    connect: { lookup },
  });
  let destroyed = false;
  return {
    async send({ origin, method, path, headers, body }) {
      const started = performance.now();
      const response: Dispatcher.ResponseData = await agent.request({
        origin: targetOrigin(origin, headers.host),
        method,
        path,
        headers,
        body,
      });
      // Latency is the whole answer, as a browser waits for it: the body read to its end.
      const received = Buffer.from(await response.body.arrayBuffer());
      const ms = performance.now() - started;
      const encoding = response.headers['content-encoding'];
      let text: string | undefined;
      return {
        status: response.statusCode,
        ms,
        text: () => {
          text ??= decoded(received, encoding).toString('utf8');
          return text;
        },
      };
    },
    destroy: () => {
      destroyed = true;
      return agent.destroy();
    },
    destroyed: () => destroyed,
  };
}
