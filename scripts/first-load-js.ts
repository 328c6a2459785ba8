// First-load JavaScript of pages, gzip-compressed (total, and added over the scripts all listed pages
// share). Needs a running server (`npm start`):
//   npx tsx scripts/first-load-js.ts [--port 3000] [--site summit-motor-group] [paths...]
import { firstLoad, pageScripts } from './bench/first-load';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args.splice(i, 2)[1] : fallback;
};
const port = Number(option('port', '3000'));
const site = option('site', 'summit-motor-group');
const paths = args.length ? args : ['/', '/search', '/search/mazda', '/brands'];

console.log('page                          first-load JS (gzip)   added over shared');
for (const page of firstLoad(await pageScripts(port, site, paths))) {
  console.log(
    `${page.path.padEnd(30)}${page.total_kb.toFixed(1).padStart(8)} KB  (${page.files} files)${page.added_kb.toFixed(1).padStart(10)} KB`,
  );
}
