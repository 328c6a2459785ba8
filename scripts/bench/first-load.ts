import http from 'node:http';
import { gzipSync } from 'node:zlib';

// First-load JavaScript of a page, gzip-compressed, as a modern browser downloads it (scripts marked
// noModule are the legacy polyfills and are skipped). Requests go to 127.0.0.1 with the tenant's Host
// header, since Node does not resolve *.localhost.

export function getFrom(port: number, site: string, path: string): Promise<Buffer> {
  return getPage(port, site, path).then((page) => page.body);
}

/** A GET's status and body (not following redirects). */
export function getPage(port: number, site: string, path: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers: { host: `${site}.localhost:${port}` } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** POST a JSON body to a site's API and parse the JSON answer. */
export function postJson(port: number, site: string, path: string, body: unknown): Promise<unknown> {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: {
          host: `${site}.localhost:${port}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(data),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    request.on('error', reject);
    request.end(data);
  });
}

/** A page's script URLs with their gzip sizes (a script shared by pages is fetched once). */
export async function pageScripts(
  port: number,
  site: string,
  paths: string[],
): Promise<{ label: string; scripts: Map<string, number> }[]> {
  const sizes = new Map<string, number>();
  const out: { label: string; scripts: Map<string, number> }[] = [];
  for (const path of paths) {
    const html = (await getFrom(port, site, path)).toString('utf8');
    const srcs = new Set(
      [...html.matchAll(/<script([^>]*)src="([^"]+\.js)"([^>]*)>/g)]
        .filter((m) => !/noModule/i.test(m[1] + m[3]))
        .map((m) => m[2]),
    );
    const scripts = new Map<string, number>();
    for (const src of srcs) {
      let size = sizes.get(src);
      if (size === undefined) {
        size = gzipSync(await getFrom(port, site, src), { level: 9 }).length;
        sizes.set(src, size);
      }
      scripts.set(src, size);
    }
    out.push({ label: path, scripts });
  }
  return out;
}
