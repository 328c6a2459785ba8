import http from 'node:http';
import type { Outcome } from './checks';
import type { FuzzRequest } from './requests';

// Sends a request as built, byte for byte: node:http keeps the Host header and the raw path (fetch would
// resolve '..' and re-encode what the fuzzer meant to send malformed).

/** Enough for any JSON answer of the API (the document itself is about 300 KB), so each can be checked whole. */
const MAX_KEPT_BODY = 4 * 1024 * 1024;

export function send(baseUrl: string, request: FuzzRequest, timeoutMs: number): Promise<Outcome> {
  const url = new URL(baseUrl);
  const started = performance.now();
  return new Promise((resolve) => {
    const outgoing = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: request.target,
        headers: { ...request.headers, 'content-length': String(request.body?.byteLength ?? 0) },
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        let dropped = false;
        response.on('data', (chunk: Buffer) => {
          if (kept < MAX_KEPT_BODY) chunks.push(chunk);
          else dropped = true;
          kept += chunk.length;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: String(response.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
            cookie: response.headers['set-cookie']?.join('; '),
            truncated: dropped,
          }),
        );
        response.on('error', (error) => resolve({ failed: error.message }));
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
    outgoing.on('error', (error) => resolve({ failed: error.message }));
    outgoing.end(request.body ? Buffer.from(request.body) : undefined);
  });
}

/** A shell command that sends the same request again (the body from `bodyFile` when it has one). */
export function reproducer(baseUrl: string, request: FuzzRequest, bodyFile: string | null): string {
  const quote = (s: string) => `'${s.replaceAll("'", "'\\''")}'`;
  const headers = Object.entries(request.headers).map(
    ([k, v]) => `-H ${quote(`${k}: ${v.length > 200 ? `${v.slice(0, 200)}…` : v}`)}`,
  );
  const body = bodyFile ? [`--data-binary @${bodyFile}`] : [];
  return [
    'curl -sS --path-as-is',
    `-X ${request.method}`,
    ...headers,
    ...body,
    quote(`${baseUrl}${request.target}`),
  ].join(' ');
}
