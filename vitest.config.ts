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
const testFiles = ['src', 'tests', 'scripts']
  .flatMap((folder) =>
    fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) => path.join(folder, file)),
  )
  .filter((file) => /\.test\.tsx?$/.test(file) && !excluded.some((folder) => file.startsWith(folder)))
  .map((file) => ({ file, source: fs.readFileSync(file, 'utf8') }));
const shared = testFiles.filter(({ source }) => !NEEDS_ISOLATION.test(source)).map(({ file }) => file);

/**
 * `npm test` runs the files that make a database once, on the PostgreSQL server production runs on (its
 * second pass, `TEST_DATABASE_URL`); its first pass leaves them out (VITEST_DATABASE_FILES=elsewhere).
 * Without a server they run here, on PGlite, as in a plain `vitest run`.
 */
const USES_DATABASE = /createTestDb|TEST_DATABASE_URL/;
const databaseFiles =
  process.env.VITEST_DATABASE_FILES === 'elsewhere'
    ? testFiles.filter(({ source }) => USES_DATABASE.test(source)).map(({ file }) => globEscape(file))
    : [];

function globEscape(file: string): string {
  return file.replace(/[[\]()*?{}!+@]/g, (c) => `\\${c}`);
}

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
      {
        extends: true,
        test: { name: 'isolated', include, exclude: [...exclude, ...shared, ...databaseFiles] },
      },
    ],
  },
});
