import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3210);
/** The fake X, LinkedIn and Facebook listen on this port and the two after it. */
const fakeNetworksPort = port + 2000;
const fakeNetworksEnv = {
  X_CONSUMER_KEY: 'fake-x-consumer',
  X_CONSUMER_SECRET: 'fake-x-consumer-secret',
  X_API_URL: `http://127.0.0.1:${fakeNetworksPort}`,
  LINKEDIN_CLIENT_ID: 'fake-linkedin-client',
  LINKEDIN_CLIENT_SECRET: 'fake-linkedin-secret',
  LINKEDIN_AUTH_URL: `http://127.0.0.1:${fakeNetworksPort + 1}`,
  LINKEDIN_API_URL: `http://127.0.0.1:${fakeNetworksPort + 1}`,
  FACEBOOK_APP_ID: 'fake-facebook-app',
  FACEBOOK_APP_SECRET: 'fake-facebook-secret',
  FACEBOOK_GRAPH_URL: `http://127.0.0.1:${fakeNetworksPort + 2}`,
  FACEBOOK_DIALOG_URL: `http://127.0.0.1:${fakeNetworksPort + 2}`,
};
const baseURL = `http://localhost:${port}`;

// A fresh data folder per run: workers inherit it through the environment and read the
// captured emails from its outbox.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'gaceta-e2e-'));

export default defineConfig({
  testDir: 'tests',
  globalTeardown: './global-teardown.ts',
  // Generous limits: the whole suite shares two cores with the server, and a limit hit only because
  // the machine is busy says nothing about the product. One retry for the same reason; a retried
  // test is reported as flaky, never hidden.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 1,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: [
    ['list'],
    // npm test names the file through PLAYWRIGHT_JSON_OUTPUT_FILE; otherwise it lands in e2e/.results.
    [
      'json',
      { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? join(root, 'e2e/.results/results.json') },
    ],
  ],
  use: {
    baseURL,
    locale: 'es-ES',
    trace: 'retain-on-failure',
    // The cookie notice is acknowledged up front so it never covers a form; one test checks it.
    storageState: {
      cookies: [],
      origins: [{ origin: baseURL, localStorage: [{ name: 'cookie_consent', value: '{"essential":true}' }] }],
    },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      // The real product, started as users start it: the README's `npm start` (scripts/start.ts), which
      // builds the bundles whose sources changed and serves them. The stop signal reaches the whole
      // process group, so the server closes its database cleanly.
      command: 'npm start --silent',
      cwd: root,
      url: `${baseURL}/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGINT', timeout: 10_000 },
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        PUBLIC_URL: baseURL,
        DATA_DIR: process.env.E2E_DATA_DIR,
        GACETA_DEMO: '1',
        // The operator's legal identity, with the registry left out to show an unconfigured field.
        GACETA_OPERATOR_NAME: 'Gaceta Legal S.L.',
        GACETA_OPERATOR_TAX_ID: 'B12345678',
        GACETA_OPERATOR_ADDRESS: 'Calle Mayor 1, 28013 Madrid',
        GACETA_OPERATOR_EMAIL: 'legal@gaceta.example',
        LOG_LEVEL: 'warn',
        PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
        ...fakeNetworksEnv,
      },
    },
    {
      // The social networks' fakes (apps/api/src/test/fake-networks), which the server above is
      // configured to reach instead of the real hosts; started second, so a server that fails to
      // start leaves none behind.
      command: `pnpm exec tsx apps/api/src/test/fake-networks/serve.ts ${fakeNetworksPort}`,
      cwd: root,
      url: `http://127.0.0.1:${fakeNetworksPort}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
