import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dropTemplates } from './test-db-server';

// The run's cache of test databases (see createTestDb): made empty at the start, and removed at the end
// with the PostgreSQL template databases the run made, on whichever server each was made.
export default function setup(project: TestProject) {
  const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'testdb-'));
  project.provide('testDbCache', cache);
  return async () => {
    await dropTemplates(cache);
    fs.rmSync(cache, { recursive: true, force: true });
  };
}
