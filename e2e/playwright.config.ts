import { defineConfig, devices } from '@playwright/test';

/**
 * Browser journeys against the real server and the built web app, in Debian's Chromium
 * (no browser download). The server gets a fresh embedded database per run.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: './tests',
  outputDir: '../.tmp/e2e-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node ../scripts/e2e-server.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // TRUST_PROXY: the fixtures give each test its own client address in X-Forwarded-For
    // (e2e/fixtures/test.ts), so the per-IP limits (10 registrations an hour, 30 sign-ins per
    // 15 minutes) do not stop a suite that registers a user in nearly every test.
    env: { PORT: String(PORT), PUBLIC_URL: baseURL, TRUST_PROXY: '1' },
  },
});
