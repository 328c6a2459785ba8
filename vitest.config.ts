import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(__dirname, 'src'),
      '@config': path.resolve(__dirname, 'config'),
      // Route handlers import 'server-only'; under Vitest they run on the server anyway.
      'server-only': path.resolve(__dirname, 'tests/helpers/empty-module.ts'),
    },
  },
  test: {
    include: [
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'tests/**/*.test.ts',
      'tests/**/*.test.tsx',
      'scripts/**/*.test.ts',
    ],
    // Multi-process tests need a build and run from vitest.multi-process.config.ts.
    exclude: ['tests/e2e/**', 'tests/multi-process/**', 'node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    setupFiles: ['tests/helpers/dom-setup.ts'],
  },
});
