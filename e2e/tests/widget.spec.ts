import { expect, test } from '@playwright/test';

// A law office's own page that embeds the widget with a script tag, on another origin than the
// product (127.0.0.1 against localhost). Both are loopback here, which Chromium's local network
// access rules would refuse a real website; on the internet the product is not on loopback.
const hostUrl = (baseURL = '') => `${baseURL.replace('localhost', '127.0.0.1')}/despacho-demo/`;
test.use({ permissions: ['local-network-access'] });

function hostPage(scriptSrc: string, attributes: string): string {
  return `<!doctype html><html><head><style>p { color: rgb(255, 0, 0); font-size: 40px; }</style></head>
    <body><h1>Despacho</h1><script src="${scriptSrc}" ${attributes}></script></body></html>`;
}

test('the widget mounts next to its script tag, in a Shadow DOM that keeps the host styles out', async ({
  page,
  baseURL,
}) => {
  const host = hostUrl(baseURL);
  await page.route(host, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: hostPage(`${baseURL}/widget/gaceta-widget.js`, 'data-office="demo-key" data-lang="en"'),
    }),
  );
  await page.goto(host);

  const message = page.getByText("This office's news is not available yet.");
  await expect(message).toBeVisible();
  await expect(page.locator('[data-gaceta-widget="list"]')).toHaveCount(1);
  // The host's `p` rule cannot reach it: the text lives in the widget's shadow root, not the page.
  expect(await page.evaluate(() => document.querySelectorAll('p').length)).toBe(0);
  expect(
    await page.evaluate(() => document.querySelector('[data-gaceta-widget]')?.shadowRoot?.textContent),
  ).toBe("This office's news is not available yet.");
});

test('without its office key the widget renders nothing and says why in the console', async ({
  page,
  baseURL,
}) => {
  const warnings: string[] = [];
  page.on('console', (entry) => {
    if (entry.type() === 'warning') warnings.push(entry.text());
  });
  const host = hostUrl(baseURL);
  await page.route(host, (route) =>
    route.fulfill({ contentType: 'text/html', body: hostPage(`${baseURL}/widget/gaceta-widget.js`, '') }),
  );
  await page.goto(host);

  await expect
    .poll(() => warnings)
    .toContain('Gaceta widget: add data-office="<public key>" to the script tag.');
  await expect(page.locator('[data-gaceta-widget]')).toHaveCount(0);
});
