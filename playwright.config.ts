import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/setup/chromium';

/**
 * Browser journeys run against the real local stack (one server process, fresh data dir) in
 * Debian's Chromium; no test tool ever downloads a browser.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 5183);

/** The test server's local pool credential (BLOCKFRONT_POOL_CREDENTIAL), for admin calls in tests. */
export const E2E_POOL_CREDENTIAL = 'e2e-local-pool-credential';

export default defineConfig({
  testDir: 'tests/e2e',
  // The sandbox escape suite (issue 6) runs against the same server as the journeys.
  projects: [
    { name: 'e2e', testDir: 'tests/e2e', testIgnore: '**/checkout*.spec.ts' },
    { name: 'sandbox', testDir: 'tests/sandbox' },
    // Content and sandbox hardening (issue 14); the folder's *.test.ts files are Vitest's.
    { name: 'security-content', testDir: 'tests/security/content', testMatch: '**/*.spec.ts' },
    // Placing orders turns the seeded carts into orders (maria's cart among them), which the
    // other journeys read: the checkout journeys run last, on the same server.
    {
      name: 'checkout',
      testDir: 'tests/e2e',
      // checkout.spec.ts and its companions (checkoutPunchout, checkoutFaults, checkoutAccess).
      testMatch: '**/checkout*.spec.ts',
      dependencies: ['e2e', 'sandbox', 'security-content'],
    },
  ],
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
    trace: 'off',
  },
  webServer: {
    command: 'rm -rf .data/e2e && npx tsx server/app/main.ts',
    url: `http://127.0.0.1:${E2E_PORT}/healthz`,
    env: {
      PORT: String(E2E_PORT),
      BLOCKFRONT_DATA_DIR: '.data/e2e',
      BLOCKFRONT_TEST_MODE: '1',
      BLOCKFRONT_POOL_CREDENTIAL: E2E_POOL_CREDENTIAL,
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
