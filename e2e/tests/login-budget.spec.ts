import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

const BUDGET_BYTES = 200 * 1024;

test('/login loads at most 200 KB of gzipped JavaScript', async ({ page }, testInfo) => {
  const scripts: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push(response.body().then((body) => gzipSync(body).length));
    }
  });
  await page.goto('/login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();

  const loaded = await Promise.all(scripts);
  const total = loaded.reduce((sum, bytes) => sum + bytes, 0);
  testInfo.annotations.push({ type: 'login_js_gzip_kb', description: (total / 1024).toFixed(1) });
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
});
