// The methods each API route serves, read from its route file (src/app/api/**/route.ts exports one const
// per method), so the server in front of Next.js answers a method a route does not serve with 405 and the
// route's Allow (RFC 9110 §15.5.6), before the proxy's content-type rule could answer 415 first. Next.js
// answers such a method itself with a bare 405 and no Allow.
import fs from 'node:fs';
import path from 'node:path';

export type ApiRoute = { path: string; methods: string[] };

const METHOD_EXPORT = /^export const (GET|POST|PUT|PATCH|DELETE)\b/gm;

/** Every route file under `dir` with its methods: [{ path: '/api/cars/[slug]/pdf', methods: ['GET'] }]. */
export function readApiRoutes(dir: string = path.resolve(import.meta.dirname, '../app/api')): ApiRoute[] {
  const routes: ApiRoute[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'route.ts') {
        const methods = [...fs.readFileSync(full, 'utf8').matchAll(METHOD_EXPORT)].map((m) => m[1]);
        const relative = path.relative(dir, folder).split(path.sep).join('/');
        routes.push({ path: `/api${relative ? `/${relative}` : ''}`, methods });
      }
    }
  };
  walk(dir);
  return routes;
}

/** A segment's rank as Next.js routes: a name before a [param], a [param] before a [...rest]. */
const rank = (segment: string) => (segment.startsWith('[...') ? 2 : segment.startsWith('[') ? 1 : 0);

function matches(pattern: string, parts: readonly string[]): boolean {
  const want = pattern.split('/').filter(Boolean);
  for (let i = 0; i < want.length; i++) {
    if (rank(want[i]) === 2) return parts.length > i;
    if (i >= parts.length || (rank(want[i]) === 0 && want[i] !== parts[i])) return false;
  }
  return want.length === parts.length;
}

/** The route Next.js serves `pathname` from, or null: names beat parameters, segment by segment. */
export function routeFor(routes: readonly ApiRoute[], pathname: string): ApiRoute | null {
  const parts = pathname.split('/').filter(Boolean);
  const ranks = (route: ApiRoute) => route.path.split('/').filter(Boolean).map(rank);
  const found = routes.filter((route) => matches(route.path, parts));
  found.sort((a, b) => {
    const [x, y] = [ranks(a), ranks(b)];
    for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] - y[i];
    return 0;
  });
  return found[0] ?? null;
}

/** What a route answers to: its methods, HEAD with GET, and OPTIONS (both answered by Next.js). */
export function allowedMethods(route: ApiRoute): string[] {
  const methods = new Set([...route.methods, 'OPTIONS']);
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods].sort();
}
