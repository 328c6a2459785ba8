import path from 'node:path';

/** The import aliases of every Vitest config: the app's own, and 'server-only' as a no-op under tests. */
export const testAliases = {
  '@': path.resolve(import.meta.dirname, 'src'),
  '@config': path.resolve(import.meta.dirname, 'config'),
  // Route handlers import 'server-only'; under Vitest they run on the server anyway.
  'server-only': path.resolve(import.meta.dirname, 'tests/helpers/empty-module.ts'),
};
