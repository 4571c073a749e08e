import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  request as playwrightRequest,
  test,
} from '@playwright/test';
import { confirmSubscription, countEmailsTo, demoOfficeKey, signIn, USERS, WCAG_AA } from '../support';
import { type ApiProxy, startApiProxy } from './api-proxy';
import { ADMIN, startWordPress, type WordPress, type WordPressFiles } from './wordpress';

// The WordPress plugin in a real WordPress on Debian's PHP and MariaDB (docs/wordpress.md): the built
// zip installed through WordPress's upload form, its settings screen, a page per shortcode and the
// block read without JavaScript, the widget enhancing them, the API down, the options of 1.0.0
// moved. One WordPress per spec file (wordpress.spec.ts: Debian's 6.1, the oldest the plugin
// supports; wordpress-newest.spec.ts: the newest build of @wp-playground/wordpress-builds); the tests
// run in order on it.

const ZIP = fileURLToPath(new URL('../../../packages/wp-plugin/dist/gaceta-news.zip', import.meta.url));

interface NewsItem {
  slug: string;
  title: string;
}

/** The plugin's suite on one WordPress: Debian's (6.1) or the newest build. */
export function wordpressSuite(files: WordPressFiles) {
  let wordpress: WordPress;
  let proxy: ApiProxy;
  /** Signed in to wp-admin as the administrator. */
  let admin: APIRequestContext;
  let officeKey: string;
  /** The page of each shortcode and of the block. */
  const pages: Record<string, string> = {};

  test.describe.configure({ mode: 'serial', timeout: 60_000 });
  test.use({ permissions: ['local-network-access'] });

  test.beforeAll(async ({ baseURL, request }) => {
    test.setTimeout(90_000);
    officeKey = await demoOfficeKey(request);
    proxy = await startApiProxy(baseURL ?? '');
    wordpress = await startWordPress(files);
    admin = await playwrightRequest.newContext({ baseURL: wordpress.url });
    const login = await admin.post('/wp-login.php', {
      form: { log: ADMIN.user, pwd: ADMIN.password, 'wp-submit': 'Log In', testcookie: '1' },
      headers: { Cookie: 'wordpress_test_cookie=WP%20Cookie%20check' },
    });
    expect(login.url()).toContain('/wp-admin/');
  });

  test.afterAll(async () => {
    await admin?.dispose();
    await wordpress?.stop();
    await proxy?.close();
  });

  /** The REST nonce of the signed-in administrator. */
  async function restNonce(): Promise<string> {
    return (await (await admin.get('/wp-admin/admin-ajax.php?action=rest-nonce')).text()).trim();
  }

  async function newsOf(query: string): Promise<NewsItem[]> {
    const response = await fetch(`${proxy.url}/public/v1/offices/${officeKey}/news?${query}`);
    return ((await response.json()) as { objects: NewsItem[] }).objects;
  }

  /** A browser context with the administrator's WordPress cookies. */
  async function adminContext(browser: Browser, options = {}): Promise<BrowserContext> {
    const context = await browser.newContext(options);
    await context.addCookies((await admin.storageState()).cookies);
    return context;
  }

  test('the zip downloaded from the back-office installs through the upload form and activates', async ({
    page,
  }) => {
    await signIn(page, USERS.reviewer);
    await page.goto('/settings/wordpress-configuration');
    await expect(page.getByLabel('Clave del despacho', { exact: true })).toHaveValue(officeKey);
    await expect(page.getByLabel('Lista', { exact: true })).toHaveValue('[gaceta_list]');
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({
        path: `test-results/wordpress-${files}-configuration-${width}.png`,
        fullPage: true,
      });
    }
    expect((await new AxeBuilder({ page }).withTags(WCAG_AA).analyze()).violations).toEqual([]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar gaceta-news.zip' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('gaceta-news.zip');
    const zip = readFileSync((await download.path()) ?? '');
    expect(zip).toEqual(readFileSync(ZIP));

    const form = await (await admin.get('/wp-admin/plugin-install.php?tab=upload')).text();
    const nonce = /name="_wpnonce" value="([^"]+)"/.exec(form)?.[1];
    expect(nonce).toBeTruthy();
    const upload = await admin.post('/wp-admin/update.php?action=upload-plugin', {
      multipart: {
        _wpnonce: nonce ?? '',
        'install-plugin-submit': 'Install Now',
        pluginzip: { name: 'gaceta-news.zip', mimeType: 'application/zip', buffer: zip },
      },
    });
    const result = await upload.text();
    expect(result).toContain('Plugin installed successfully.');
    const activate = /href="([^"]*action=activate[^"]*gaceta-news[^"]*)"/.exec(result)?.[1];
    expect(activate).toBeTruthy();
    await admin.get(`/wp-admin/${(activate ?? '').replace(/&amp;/g, '&')}`);
    const plugins = await (await admin.get('/wp-admin/plugins.php')).text();
    expect(plugins).toMatch(/plugins\.php\?action=deactivate[^"]*gaceta-news/);
  });

  test('the settings screen refuses a bad address, saves the options and tests the connection', async ({
    browser,
  }) => {
    const context = await adminContext(browser);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${wordpress.url}/wp-admin/options-general.php?page=gaceta-news`);

    // Built by wp-scripts 35 against WordPress's own React and components (before 6.6 with the jsx shim).
    const screen = page.locator('#gaceta-news-settings');
    const address = page.getByLabel('Gaceta API address');
    // A URL the browser's own check lets through (the field is type="url"), which the plugin refuses.
    await address.fill('ftp://news.example.com');
    await page.getByLabel('Office key').fill(officeKey);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(screen.getByText('Enter the address of the Gaceta API')).toBeVisible();

    await address.fill(proxy.url);
    await page.getByLabel('Default view').selectOption('list');
    await page.getByLabel('Language of the news').selectOption('es');
    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect(screen.getByText('Connected: the news of this office can be shown.')).toBeVisible();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(screen.getByText('Settings saved.')).toBeVisible();
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({
        path: `test-results/wordpress-${files}-settings-${width}.png`,
        fullPage: true,
      });
    }
    const axe = await new AxeBuilder({ page }).include('#gaceta-news-settings').withTags(WCAG_AA).analyze();
    expect(axe.violations).toEqual([]);
    expect(errors).toEqual([]);

    await page.reload();
    await expect(address).toHaveValue(proxy.url);
    await context.close();

    // A write without the REST nonce is refused, whoever's cookies it carries.
    const noNonce = await admin.post('/?rest_route=/gaceta-news/v1/settings', {
      data: { api_url: 'https://elsewhere.example', office_key: 'x', default_view: 'list', language: 'es' },
    });
    expect(noNonce.status()).toBe(401);
  });

  test('a page per shortcode and the block carry the office news in their HTML', async ({ browser }) => {
    const nonce = await restNonce();
    // Each shows the news in its own language (the setting's, es, unless it names one), or in
    // every language with languages="all".
    const contents = {
      list: '[gaceta_list per="4"]',
      all: '[gaceta_list per="4" languages="all"]',
      slider: '[gaceta_slider per="3" language="en"]',
      detail: '[gaceta_detail]',
      block: '<!-- wp:gaceta-news/news {"view":"slider","per":2,"language":"pt"} /-->',
    };
    for (const [name, content] of Object.entries(contents)) {
      const created = await admin.post('/?rest_route=/wp/v2/pages', {
        headers: { 'X-WP-Nonce': nonce },
        data: { title: `Noticias ${name}`, content, status: 'publish' },
      });
      expect(created.status()).toBe(201);
      pages[name] = ((await created.json()) as { link: string }).link;
    }

    const newest = await newsOf('per=4&language=es');
    expect(newest.length).toBe(4);
    const inEnglish = await newsOf('per=3&language=en');
    const inPortuguese = await newsOf('per=2&language=pt');
    const inAll = await newsOf('per=4');
    expect(inEnglish.length).toBeGreaterThan(0);
    expect(inPortuguese.length).toBeGreaterThan(0);
    // What a search engine reads: the HTML, no JavaScript.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto(pages.list ?? '');
    const list = page.locator('gaceta-news[view="list"] > section.gaceta.gaceta-list');
    await expect(list).toHaveAttribute('data-gaceta-office', officeKey);
    await expect(list).toHaveAttribute('aria-label', 'Noticias');
    await expect(list.locator('.gaceta-card__title')).toHaveText(newest.map((item) => item.title));
    await expect(list.locator('.gaceta-pagination__next')).toHaveAttribute('href', /gaceta_page=2/);
    // A page past the last shows the last one, not an empty list.
    const pastTheLast = new URL(pages.list ?? '');
    pastTheLast.searchParams.set('gaceta_page', '99');
    await page.goto(pastTheLast.href);
    await expect(list.locator('.gaceta-card__title').first()).toBeVisible();
    await expect(list.locator('.gaceta-pagination__next')).toHaveCount(0);
    await expect(list.locator('.gaceta-pagination__prev')).toHaveCount(1);

    await page.goto(pages.all ?? '');
    await expect(page.locator('section.gaceta-list .gaceta-card__title')).toHaveText(
      inAll.map((item) => item.title),
    );
    await expect(page.locator('gaceta-news[view="list"]')).toHaveAttribute('languages', 'all');

    await page.goto(pages.slider ?? '');
    const slider = page.locator('section.gaceta-slider[lang="en"]');
    await expect(slider.locator('.gaceta-card__title')).toHaveText(inEnglish.map((item) => item.title));
    await expect(slider.getByRole('group').first()).toHaveAttribute('aria-label', `1 of ${inEnglish.length}`);

    await page.goto(pages.block ?? '');
    await expect(page.locator('section.gaceta-slider[lang="pt"] .gaceta-card__title')).toHaveText(
      inPortuguese.map((item) => item.title),
    );

    await page.goto(pages.detail ?? '');
    const detail = page.locator('article.gaceta-detail');
    await expect(detail.locator('h1')).toHaveText(newest[0]?.title ?? '');
    await expect(detail.locator('.gaceta-detail__body')).not.toBeEmpty();
    const jsonLd = JSON.parse(
      (await page.locator('gaceta-news > script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(jsonLd).toMatchObject({ '@type': 'NewsArticle', headline: newest[0]?.title });

    // A shared link (?gaceta=<slug>) opens its article in the list's place.
    const second = newest[1];
    await page.goto(`${pages.list}&gaceta=${second?.slug}`);
    await expect(page.locator('article.gaceta-detail h1')).toHaveText(second?.title ?? '');
    await context.close();
  });

  test('the block (API version 3) loads in the editor and previews the news', async ({ browser }) => {
    const context = await adminContext(browser);
    const page = await context.newPage();
    await page.goto(`${wordpress.url}/wp-admin/post-new.php?post_type=page`);
    // wp-scripts 35 builds against WordPress's own scripts; before 6.6 the jsx shim stands in for one.
    await page.waitForFunction(() => Boolean(window.wp?.blocks?.getBlockType('gaceta-news/news')));
    expect(await page.evaluate(() => window.wp.blocks.getBlockType('gaceta-news/news')?.apiVersion)).toBe(3);
    await page.evaluate(() => {
      const { blocks, data } = window.wp;
      data
        .dispatch('core/block-editor')
        .insertBlocks(blocks.createBlock('gaceta-news/news', { view: 'list', per: 2 }));
    });
    // The preview is the server's markup (ServerSideRender), in the page or, where the editor puts
    // its content in an iframe (every block at API version 3, from 6.3), in that iframe.
    const cards = '.wp-block-gaceta-news-news .gaceta-card';
    const canvas = page.frameLocator('iframe[name="editor-canvas"]');
    await expect
      .poll(async () => (await page.locator(cards).count()) + (await canvas.locator(cards).count()))
      .toBe(2);
    // 6.1 edits in the page; the newest puts the content, this block with it, in the iframe.
    expect(await canvas.locator(cards).count()).toBe(files === 'newest' ? 2 : 0);
    await context.close();
  });

  test('once cached, a page view makes no call to the API', async () => {
    await fetch(pages.list ?? '');
    const before = proxy.calls.length;
    for (let view = 0; view < 3; view++) expect((await fetch(pages.list ?? '')).status).toBe(200);
    expect(proxy.calls.length).toBe(before);
  });

  test('the widget enhances the server-rendered list', async ({ page }) => {
    await page.goto(pages.list ?? '');
    const enhanced = page.locator('gaceta-news[view="list"]');
    await expect
      .poll(() => enhanced.evaluate((host) => host.shadowRoot?.querySelectorAll('.gaceta-card').length ?? 0))
      .toBe(4);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.screenshot({ path: `test-results/wordpress-${files}-list-1366.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 800 });
    await page.screenshot({ path: `test-results/wordpress-${files}-list-390.png`, fullPage: true });
  });

  test('a page with [gaceta_subscribe] subscribes a visitor once the emailed link is confirmed', async ({
    page,
    request,
  }) => {
    const created = await admin.post('/?rest_route=/wp/v2/pages', {
      headers: { 'X-WP-Nonce': await restNonce() },
      data: { title: 'Boletín', content: '[gaceta_subscribe]', status: 'publish' },
    });
    expect(created.status()).toBe(201);
    await page.goto(((await created.json()) as { link: string }).link);
    const form = page.locator('gaceta-news[view="subscribe"]');
    await expect(form.getByRole('heading', { name: 'Reciba nuestra newsletter' })).toBeVisible();
    const email = `wordpress.${crypto.randomUUID().slice(0, 8)}@example.es`;
    const before = countEmailsTo(email);
    await form.getByLabel('Correo electrónico').fill(email);
    await form.getByRole('button', { name: 'Suscribirme' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'Gracias. Revise su correo y abra el enlace para confirmar la suscripción.',
    );
    expect(await confirmSubscription(page, request, email, before)).toEqual([
      expect.objectContaining({ email, status: 'subscribed', consent_source: 'wordpress' }),
    ]);
  });

  test('with the API down the last good copy shows, and with nothing cached the page still renders', async ({
    browser,
  }) => {
    const visitor = await browser.newContext({ javaScriptEnabled: false });
    const page = await visitor.newPage();
    await page.goto(pages.list ?? '');
    // What the page shows while the API answers (other test files may publish meanwhile).
    const titles = await page.locator('.gaceta-card__title').allTextContents();
    expect(titles.length).toBe(4);
    proxy.down = true;
    // The five minutes are over: the fresh copies go, the last good copies stay.
    await wordpress.sql(
      "DELETE FROM wp_options WHERE option_name LIKE '\\_transient%gaceta\\_news\\_cache%'",
    );
    await page.goto(pages.list ?? '');
    await expect(page.locator('.gaceta-card__title')).toHaveText(titles);

    // Nothing cached at all: the page is there without the news, and only an administrator is told.
    await wordpress.sql("DELETE FROM wp_options WHERE option_name LIKE '%gaceta\\_news\\_cache%'");
    const response = await page.goto(pages.list ?? '');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Noticias list' })).toBeVisible();
    await expect(page.locator('.gaceta-card')).toHaveCount(0);
    await expect(page.locator('.gaceta-admin-notice')).toHaveCount(0);

    const adminPage = await (await adminContext(browser, { javaScriptEnabled: false })).newPage();
    await adminPage.goto(pages.list ?? '');
    await expect(adminPage.locator('.gaceta-admin-notice')).toContainText('could not be loaded');
    await visitor.close();
    await adminPage.context().close();
    proxy.down = false;
  });

  test('the options saved by 1.0.0 (gaceta_*) move to their gaceta_news_* names on the next load', async () => {
    const settings =
      "SELECT option_name, option_value FROM wp_options WHERE option_name IN ('gaceta_api_url', 'gaceta_office_key', 'gaceta_default_view', 'gaceta_language', 'gaceta_news_api_url', 'gaceta_news_office_key', 'gaceta_news_default_view', 'gaceta_news_language') ORDER BY option_name";
    const current = await wordpress.sql(settings);
    expect(current).toContain(`gaceta_news_office_key\t${officeKey}`);
    // A site as 1.0.0 left it: the old names, and no version recorded.
    await wordpress.sql(
      "UPDATE wp_options SET option_name = REPLACE(option_name, 'gaceta_news_', 'gaceta_') WHERE option_name IN ('gaceta_news_api_url', 'gaceta_news_office_key', 'gaceta_news_default_view', 'gaceta_news_language')",
    );
    await wordpress.sql("DELETE FROM wp_options WHERE option_name = 'gaceta_news_version'");
    expect(await wordpress.sql(settings)).toBe(current.replace(/gaceta_news_/g, 'gaceta_'));

    // The first page view after the update moves them, and the page reads the office's key again.
    const html = await (await fetch(pages.list ?? '')).text();
    expect(html).toContain(`<gaceta-news office="${officeKey}"`);
    expect(await wordpress.sql(settings)).toBe(current);
    expect(
      await wordpress.sql("SELECT option_value FROM wp_options WHERE option_name = 'gaceta_news_version'"),
    ).toMatch(/^\d+\.\d+\.\d+\n$/);
  });

  test('deleting the plugin removes its options and cached copies', async () => {
    const stored =
      "SELECT COUNT(*) FROM wp_options WHERE option_name LIKE 'gaceta\\_%' OR option_name LIKE '%gaceta\\_news%'";
    expect(Number(await wordpress.sql(stored))).toBeGreaterThanOrEqual(4);
    // WordPress's own path: deactivate, then delete, which runs uninstall.php.
    const deleted = await wordpress.php(`
      require_once ABSPATH . 'wp-admin/includes/plugin.php';
      require_once ABSPATH . 'wp-admin/includes/file.php';
      deactivate_plugins( 'gaceta-news/gaceta-news.php' );
      echo true === delete_plugins( array( 'gaceta-news/gaceta-news.php' ) ) ? 'deleted' : 'kept';
    `);
    expect(deleted).toBe('deleted');
    expect(Number(await wordpress.sql(stored))).toBe(0);
  });

  test('the plugin logged no PHP notice, warning or error', () => {
    const lines = wordpress.debugLog().split('\n');
    expect(lines.filter((line) => line.includes('/plugins/gaceta-news/'))).toEqual([]);
  });
}
