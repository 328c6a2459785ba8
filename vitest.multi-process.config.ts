import { defineConfig } from 'vitest/config';
import { testAliases } from './vitest.aliases';

// `npm run test:multi-process`: tests that start real production servers (a build must exist) on a
// PostgreSQL database: two servers on one database, and what one server answers over HTTP. Kept apart from
// `vitest run`: they need a build and a server.
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
