// First-load JavaScript of pages, gzip-compressed (total, and added over the scripts all listed pages
// share), against the budget of docs/decisions/003. Needs a running server (`npm start`):
//   npx tsx scripts/first-load-js.ts [--port 3000] [--site summit-motor-group] [paths...]
import { pageScripts } from './bench/first-load';
import { printScriptBudget, scriptBudget } from './bench/script-budget';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args.splice(i, 2)[1] : fallback;
};
const port = Number(option('port', '3000'));
const site = option('site', 'summit-motor-group');
const paths = args.length ? args : ['/', '/search', '/search/mazda', '/brands'];

printScriptBudget(scriptBudget(await pageScripts(port, site, paths)));
