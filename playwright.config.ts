import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
export const STOCK_KEYS_FILE = '.data/e2e/stock-keys.json';
// The server's platform key for the sites admin API, read by the `site` command in the tests.
export const PLATFORM_KEY_FILE = '.data/e2e/platform-key';
export const SMS_DIR = '.data/e2e/sms';
// Emails (leads, saved-search alerts) are written here as .eml files; the saved-searches test reads them.
export const MAIL_DIR = '.data/e2e/mail';

// Chromium comes from Debian (/usr/bin/chromium); Playwright never downloads a browser here.
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${port}`,
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
      ],
    },
  },
  projects: [
    { name: 'phone-375', use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } },
    { name: 'desktop-1440', use: { viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    // A fresh embedded database, seeded on first start exactly as a newcomer's `npm start` does.
    command: 'rm -rf .data/e2e && node scripts/start.mjs',
    url: `http://localhost:${port}/`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // TRUST_PROXY=1: the tests stand in for a load balancer, each giving its shopper an address in
    // X-Forwarded-For, so the per-connection lead limit counts each test on its own.
    env: {
      PORT: String(port),
      PGLITE_DIR: '.data/e2e/pglite',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      // The seed's random stock-feed keys, read by the fixtures that send cars through the stock API.
      STOCK_KEYS_FILE: STOCK_KEYS_FILE,
      PLATFORM_KEY_FILE,
      // The embedded SMS sender writes each sign-in code here; the accounts tests read it back.
      SMS_DIR,
      MAIL_DIR,
    },
  },
});
