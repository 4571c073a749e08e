import { expect, test } from '@playwright/test';

const BUDGET_BYTES = 60 * 1024;

test('/login downloads at most 60 KB (bodies as they travel), its scripts brotli-compressed', async ({
  page,
}, testInfo) => {
  const received: Promise<{ url: string; bytes: number; encoding: string | undefined; script: boolean }>[] =
    [];
  page.on('requestfinished', (request) => {
    received.push(
      Promise.all([request.sizes(), request.response()]).then(([sizes, response]) => ({
        url: request.url(),
        bytes: sizes.responseBodySize,
        encoding: response?.headers()['content-encoding'],
        script: request.resourceType() === 'script',
      })),
    );
  });
  await page.goto('/login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();

  const responses = await Promise.all(received);
  const scripts = responses.filter((response) => response.script);
  expect(scripts.length).toBeGreaterThan(0);
  // Tiny chunks may travel plain when compressing would not make them smaller.
  const large = scripts.filter((response) => response.bytes > 1024);
  for (const script of large) expect(script.encoding, script.url).toBe('br');

  const total = responses.reduce((sum, response) => sum + response.bytes, 0);
  testInfo.annotations.push({ type: 'login_wire_kb', description: (total / 1024).toFixed(1) });
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
});
