import { defineConfig } from 'vitest/config';
import { testAliases } from './vitest.aliases';

export default defineConfig({
  resolve: { alias: testAliases },
  test: {
    include: [
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'tests/**/*.test.ts',
      'tests/**/*.test.tsx',
      'scripts/**/*.test.ts',
    ],
    // Multi-process and fault tests need a build and run from their own configs.
    exclude: ['tests/e2e/**', 'tests/multi-process/**', 'tests/faults/**', 'node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Both cores: most files wait on a database, and each file has a database of its own.
    maxWorkers: 2,
    globalSetup: ['tests/helpers/test-db-setup.ts'],
    setupFiles: ['tests/helpers/dom-setup.ts'],
  },
});
