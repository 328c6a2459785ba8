import { execFile } from 'node:child_process';
import { expect } from '@playwright/test';
import { E2E_PGLITE_DIR, MAIL_DIR, PLATFORM_KEY_FILE } from '../../playwright.config';

// The console's fixtures: its address, the `staff` command and an invitation from it.

const port = Number(process.env.E2E_PORT ?? 3100);
export const consoleUrl = (path = '/') => `http://console.localhost:${port}${path}`;
export const PASSWORD = 'a long walk on Tingalpa beach';

export function staff(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      'node_modules/.bin/tsx',
      ['scripts/staff.ts', ...args],
      {
        env: {
          ...process.env,
          PORT: String(port),
          PGLITE_DIR: E2E_PGLITE_DIR,
          PLATFORM_KEY_FILE,
          MAIL_DIR,
          LOG_LEVEL: 'warn',
        },
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** An invitation's link; `dealerships` limits the member to those of the site's dealerships. */
export async function invite(
  email: string,
  role: string,
  site: string,
  ...dealerships: string[]
): Promise<string> {
  const scope = dealerships.flatMap((slug) => ['--dealership', slug]);
  const answer = await staff('invite', '--email', email, '--role', role, '--site', site, ...scope);
  expect(answer.stderr).toBe('');
  expect(answer.code).toBe(0);
  expect(answer.stdout).toContain(`Invited ${email} (emailed).`);
  const link = answer.stdout.match(/http:\/\/console\.localhost:\d+\/invitation\/[A-Za-z0-9_-]+/)?.[0];
  expect(link).toBeTruthy();
  return link as string;
}
