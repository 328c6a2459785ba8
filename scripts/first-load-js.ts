// First-load JavaScript of pages, gzip-compressed, as a modern browser downloads it (scripts marked
// noModule are the legacy polyfills and are skipped). Needs a running server (`npm start`):
//   npx tsx scripts/first-load-js.ts [--port 3000] [--site summit-motor-group] [paths...]
import http from 'node:http';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args.splice(i, 2)[1] : fallback;
};
const port = option('port', '3000');
const site = option('site', 'summit-motor-group');
const paths = args.length ? args : ['/', '/search', '/search/mazda', '/brands'];

// Node does not resolve *.localhost, so requests go to 127.0.0.1 with the tenant's Host header.
function get(path: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers: { host: `${site}.localhost:${port}` } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(Buffer.concat(chunks)));
      })
      .on('error', reject);
  });
}

const sizes = new Map<string, number>();
async function gzipSize(src: string): Promise<number> {
  const known = sizes.get(src);
  if (known !== undefined) return known;
  const size = gzipSync(await get(src), { level: 9 }).length;
  sizes.set(src, size);
  return size;
}

console.log('page                          first-load JS (gzip)');
for (const path of paths) {
  const html = (await get(path)).toString('utf8');
  const scripts = [...html.matchAll(/<script([^>]*)src="([^"]+\.js)"([^>]*)>/g)]
    .filter((m) => !/noModule/i.test(m[1] + m[3]))
    .map((m) => m[2]);
  let total = 0;
  for (const src of new Set(scripts)) total += await gzipSize(src);
  console.log(
    `${path.padEnd(30)}${(total / 1024).toFixed(1).padStart(8)} KB  (${new Set(scripts).size} files)`,
  );
}
