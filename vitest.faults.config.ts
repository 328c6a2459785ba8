import { defineConfig } from 'vitest/config';
import { testAliases } from './vitest.aliases';

// `npm run faults`: real production servers on a PostgreSQL server of the run's own, with their mail
// server, CRM, database and processes failing on purpose. Needs a build; takes minutes (FAULTS_OUTAGE_SECONDS
// sets how long mail and the CRM stay down: 600 by default).
export default defineConfig({
  resolve: { alias: testAliases },
  test: {
    include: ['tests/faults/**/*.test.ts'],
    testTimeout: 3_600_000,
    hookTimeout: 300_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
