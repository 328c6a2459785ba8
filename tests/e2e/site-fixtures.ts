import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_PGLITE_DIR, PLATFORM_KEY_FILE } from '../../playwright.config';

// The documented `site` command, run against the e2e server: the server holds the embedded database, so
// the command goes through its admin API with the key the server keeps.

const port = Number(process.env.E2E_PORT ?? 3100);

export function site(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      'node_modules/.bin/tsx',
      ['scripts/site.ts', ...args],
      {
        env: {
          ...process.env,
          PORT: String(port),
          PGLITE_DIR: E2E_PGLITE_DIR,
          PLATFORM_KEY_FILE,
          LOG_LEVEL: 'warn',
        },
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** A site document written as the JSON file a dealer would hand over. */
export function writeSiteDocument(slug: string, content: unknown): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'site-')), `${slug}.json`);
  fs.writeFileSync(file, JSON.stringify(content, null, 2));
  return file;
}
