import { register } from 'node:module';

// The product's request → engine query code (stock-search.ts) is marked `import 'server-only'`, which
// throws outside a React Server environment. The bench must time that very code, not a copy, so it maps
// 'server-only' to an empty module before loading it (what Next.js does for server code).

type SearchService = typeof import('../../src/search/stock-search');

const hook = `export async function resolve(specifier, context, next) {
  if (specifier === 'server-only') return { url: 'data:text/javascript,export{}', shortCircuit: true };
  return next(specifier, context);
}`;

let loaded: Promise<SearchService> | null = null;

export function loadSearchService(): Promise<SearchService> {
  if (!loaded) {
    register(`data:text/javascript,${encodeURIComponent(hook)}`);
    loaded = import('../../src/search/stock-search');
  }
  return loaded;
}
