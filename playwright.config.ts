import { defineConfig } from '@playwright/test';

// The server's port, its data folder and the output folder can be moved (E2E_PORT, E2E_DATA, E2E_OUTPUT), so
// that two runs on one machine share nothing.
const port = Number(process.env.E2E_PORT ?? 3100);
const data = process.env.E2E_DATA ?? '.data/e2e';
export const E2E_PGLITE_DIR = `${data}/pglite`;
export const STOCK_KEYS_FILE = `${data}/stock-keys.json`;
// The server's platform key for the sites admin API, read by the `site` command in the tests.
export const PLATFORM_KEY_FILE = `${data}/platform-key`;
export const SMS_DIR = `${data}/sms`;
// Emails (leads, saved-search alerts) are written here as .eml files; the saved-searches test reads them.
export const MAIL_DIR = `${data}/mail`;

// The whole suite runs at 1440 px; at 375 px only the tests tagged @layout, those that look at what differs
// by width (menus, the filter drawer, sticky and call-to-action bars, carousels, dialogs, layouts, axe per
// page type). `npm run test:full` (E2E_ALL_WIDTHS=1) runs every test at both widths. See docs/testing.md.
const allWidths = process.env.E2E_ALL_WIDTHS === '1';

// Chromium comes from Debian (/usr/bin/chromium); Playwright never downloads a browser here.
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.E2E_OUTPUT ?? 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${port}`,
    // One browser page per project, reset between tests (cookies, storage, cache, routes, scripts) rather
    // than a new one per test: a new page cost ~0.7 s of a two-core machine (docs/testing.md, Measured).
    reuseContext: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // The software compositor in the browser's own process: a new page opens about a tenth faster on
        // two cores than with a GPU process beside it (docs/testing.md, Measured).
        '--in-process-gpu',
      ],
    },
  },
  projects: [
    { name: 'desktop-1440', use: { viewport: { width: 1440, height: 900 } } },
    {
      name: 'phone-375',
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
      grep: allWidths ? undefined : /@layout/,
    },
  ],
  webServer: {
    // A fresh embedded database, seeded on first start exactly as a newcomer's `npm start` does.
    command: `rm -rf ${data} && node scripts/start.mjs`,
    url: `http://localhost:${port}/`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // TRUST_PROXY=1: the tests stand in for a load balancer, each giving its shopper an address in
    // X-Forwarded-For, so the per-connection lead limit counts each test on its own.
    env: {
      PORT: String(port),
      PGLITE_DIR: E2E_PGLITE_DIR,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      // The seed's random stock-feed keys, read by the fixtures that send cars through the stock API.
      STOCK_KEYS_FILE: STOCK_KEYS_FILE,
      PLATFORM_KEY_FILE,
      // The embedded SMS sender writes each sign-in code here; the accounts tests read it back.
      SMS_DIR,
      MAIL_DIR,
      // The feeds' photos come from a web server the tests run on this machine.
      FEED_PHOTO_PRIVATE_HOSTS: '127.0.0.1',
    },
  },
});
