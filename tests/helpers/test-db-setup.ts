import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { adminQuery, templatePrefix } from './test-db-server';

// The run's cache of test databases (see createTestDb): made empty at the start, and removed at the end
// with the PostgreSQL template databases the run made.
export default function setup(project: TestProject) {
  const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'testdb-'));
  project.provide('testDbCache', cache);
  return async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl) {
      const prefix = templatePrefix(cache);
      const { rows } = await adminQuery(
        serverUrl,
        'select datname from pg_database where starts_with(datname, $1)',
        [prefix],
      );
      for (const { datname } of rows)
        await adminQuery(serverUrl, `drop database if exists ${datname} with (force)`);
    }
    fs.rmSync(cache, { recursive: true, force: true });
  };
}
