import { defineConfig } from 'vitest/config';
import { testAliases } from './vitest.aliases';

// `npm run test:multi-process`: tests that start real `next start` servers (a build must exist) against one
// PostgreSQL database. Kept apart from `vitest run`: they need a build and a server, and take ~30 s.
export default defineConfig({
  resolve: { alias: testAliases },
  test: {
    include: ['tests/multi-process/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 240_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
