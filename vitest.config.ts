import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { testAliases } from './vitest.aliases';

const include = [
  'src/**/*.test.ts',
  'src/**/*.test.tsx',
  'tests/**/*.test.ts',
  'tests/**/*.test.tsx',
  'scripts/**/*.test.ts',
];
// Multi-process and fault tests need a build and run from their own configs.
const exclude = ['tests/e2e/**', 'tests/multi-process/**', 'tests/faults/**', 'node_modules/**'];

/**
 * Most test files check pure rules: they hold no state outside their own module and can share a worker's
 * loaded modules with the next file, which spares loading the app's modules again for each (about 2 s a
 * file). A file that makes a database, renders into a DOM, mocks modules, changes the environment or sets
 * process-wide state runs in a fresh module graph of its own, as every file did before.
 */
const NEEDS_ISOLATION =
  /createTestDb|TEST_DATABASE_URL|vitest-environment|vi\.(mock|doMock|stubEnv|stubGlobal)|process\.env\.[A-Z_]+ =|ForTests\(|globalThis/;
const excluded = exclude.map((pattern) => pattern.replace('/**', '/'));
const shared = ['src', 'tests', 'scripts']
  .flatMap((folder) =>
    fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) => path.join(folder, file)),
  )
  .filter((file) => /\.test\.tsx?$/.test(file) && !excluded.some((folder) => file.startsWith(folder)))
  .filter((file) => !NEEDS_ISOLATION.test(fs.readFileSync(file, 'utf8')));

export default defineConfig({
  resolve: { alias: testAliases },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Both cores: the isolated files spend much of their time waiting on a database.
    maxWorkers: 2,
    globalSetup: ['tests/helpers/test-db-setup.ts'],
    // The setup's teardown drops the run's template databases: a dozen drops on a busy server take a while.
    teardownTimeout: 120_000,
    setupFiles: ['tests/helpers/dom-setup.ts'],
    projects: [
      { extends: true, test: { name: 'shared', include: shared, isolate: false } },
      { extends: true, test: { name: 'isolated', include, exclude: [...exclude, ...shared] } },
    ],
  },
});
