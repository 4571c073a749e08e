import type { PublicNewsArticle, PublicNewsItem } from '@gaceta/shared/website';
import { renderDetail, renderList, renderSlider } from '@gaceta/shared/website/views';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { elementSnippet, scriptSnippet } from '../../apps/backoffice/src/features/website/lib/snippets';
import { atBothWidths, axeViolations, USERS } from './support';

// A law office's own page that embeds the widget, on another origin than the product (127.0.0.1
// against localhost). Both are loopback here, which Chromium's local network access rules would
// refuse a real website; on the internet the product is not on loopback.
const hostUrl = (baseURL = '') => `${baseURL.replace('localhost', '127.0.0.1')}/despacho-demo/`;
test.use({ permissions: ['local-network-access'] });

/** The host page's hostile CSS: nothing of it may reach the widget. */
const HOSTILE_CSS =
  '* { color: rgb(255, 0, 0) !important; font-size: 40px !important } h2 { background: rgb(0, 255, 0); }';

function hostPage(body: string): string {
  return `<!doctype html><html lang="es"><head><title>Despacho demo</title><style>${HOSTILE_CSS}</style></head>
    <body><main><h1>Despacho</h1>${body}</main></body></html>`;
}

/** The demo office's public key, as its account manager reads it from the API. */
async function officeKey(request: APIRequestContext): Promise<string> {
  const { email, password } = USERS.accountManager;
  const signIn = await request.post('/auth_user', { data: { email, password } });
  expect(signIn.status()).toBe(200);
  const { token } = (await signIn.json()) as { token: string };
  const me = await request.get('/v1/me', { headers: { Authorization: `Bearer ${token}` } });
  return ((await me.json()) as { office: { public_key: string } }).office.public_key;
}

/** Serves `body` as the host page (at `path` under it) and opens it. */
async function openHost(page: Page, baseURL: string | undefined, body: string, query = '') {
  const host = hostUrl(baseURL);
  await page.route(`${host}*`, (route) => route.fulfill({ contentType: 'text/html', body: hostPage(body) }));
  await page.goto(`${host}${query}`);
}

// Most tests show the demo office's news in every language (languages="all"); by default a widget
// shows only those in its own language.
const script = (baseURL: string | undefined, attributes: string) =>
  `<script src="${baseURL}/widget/v1/gaceta.js" ${attributes}></script>`;

test.describe.configure({ timeout: 60_000 });

test('the list shows the office news in its theme, opens an article with share links, and goes back', async ({
  page,
  baseURL,
  request,
}) => {
  const key = await officeKey(request);
  const beacons: string[] = [];
  const reads: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/public/v1/events')) beacons.push(sent.postData() ?? '');
    else if (sent.url().includes('/public/v1/offices/')) reads.push(sent.url());
  });
  await openHost(
    page,
    baseURL,
    script(baseURL, `data-office="${key}" data-lang="en" data-languages="all" data-per="4"`),
  );

  const widget = page.locator('[data-gaceta-widget="list"]');
  const cards = widget.locator('.gaceta-card');
  await expect(cards).toHaveCount(4);
  // The first view is one request: the news with the office's theme.
  expect(reads).toHaveLength(1);
  expect(reads[0]).toContain('include=theme');
  await expect(widget.getByRole('navigation', { name: 'Pages' })).toBeVisible();
  // The host's `* { color: red !important }` and `h2` rule do not reach in.
  const title = cards.first().locator('h2');
  expect(await title.evaluate((element) => getComputedStyle(element).color)).not.toBe('rgb(255, 0, 0)');
  // Sizes are the widget's own (em of its 16 px root), not the host's 40 px root.
  const summary = cards.first().locator('.gaceta-card__summary');
  expect(await summary.evaluate((element) => getComputedStyle(element).fontSize)).toBe('16px');
  expect(await title.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
    'rgba(0, 0, 0, 0)',
  );
  // Nothing leaked into the host's globals.
  expect(await page.evaluate(() => 'GacetaWidget' in window)).toBe(false);
  await expect.poll(() => beacons.some((body) => body.includes('"impression"'))).toBe(true);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: 'test-results/widget-list-1366.png', fullPage: true });

  // The next page, by keyboard. Its link is the host page with the list's page, a page a person can
  // open in a new tab or share, not the JSON API.
  const firstTitle = await title.textContent();
  const next = widget.getByRole('link', { name: 'Next' });
  const nextHref = (await next.getAttribute('href')) ?? '';
  expect(nextHref).toBe(`${hostUrl(baseURL)}?gaceta_page=2`);
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(cards.first().locator('h2')).not.toHaveText(firstTitle ?? '');
  const secondTitle = await cards.first().locator('h2').textContent();
  expect(page.url()).toBe(nextHref);
  // Opened on its own, the link shows that page.
  const tab = await page.context().newPage();
  await tab.route(`${hostUrl(baseURL)}*`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: hostPage(
        script(baseURL, `data-office="${key}" data-lang="en" data-languages="all" data-per="4"`),
      ),
    }),
  );
  await tab.goto(nextHref);
  await expect(tab.locator('[data-gaceta-widget="list"] .gaceta-card').first().locator('h2')).toHaveText(
    secondTitle ?? '',
  );
  await tab.close();
  await widget.getByRole('link', { name: 'Previous' }).click();
  await expect(cards.first().locator('h2')).toHaveText(firstTitle ?? '');

  // Opening an article puts its slug in the page's URL, shows the article, its share links and JSON-LD.
  const slug = await cards.first().getAttribute('data-gaceta-slug');
  await cards.first().getByRole('link').click();
  await expect(widget.getByRole('heading', { level: 1, name: firstTitle ?? '' })).toBeFocused();
  expect(new URL(page.url()).searchParams.get('gaceta')).toBe(slug);
  const share = widget.getByRole('navigation', { name: 'Share' });
  for (const network of ['LinkedIn', 'X', 'Facebook', 'Email']) {
    await expect(share.getByRole('link', { name: network, exact: true })).toBeVisible();
  }
  await expect(share.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
    'href',
    /linkedin\.com.*%2Fp%2F/,
  );
  const jsonLd = await widget.locator('script[type="application/ld+json"]').textContent();
  expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'NewsArticle', headline: firstTitle });
  await expect
    .poll(() => beacons.some((body) => body.includes(`"view"`) && body.includes(slug ?? '')))
    .toBe(true);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/widget-detail-390.png', fullPage: true });

  // Back to the list, and the browser's back button opens the article again then the list.
  await widget.getByRole('link', { name: 'Back to the news' }).click();
  await expect(cards).toHaveCount(4);
  expect(new URL(page.url()).searchParams.get('gaceta')).toBeNull();
  await page.goBack();
  await expect(widget.getByRole('heading', { level: 1 })).toHaveText(firstTitle ?? '');
  await page.goBack();
  await expect(cards).toHaveCount(4);
  // Back again: the list's second page, as the URL says.
  await page.goBack();
  await expect(cards.first().locator('h2')).toHaveText(secondTitle ?? '');
  // And back to the page as it was opened, whose entry the widget did not make: the first page.
  await page.goBack();
  expect(new URL(page.url()).search).toBe('');
  await expect(cards.first().locator('h2')).toHaveText(firstTitle ?? '');
});

test("the snippets' preloads are the widgets' first requests: each list is one request, sent once", async ({
  page,
  baseURL,
  request,
}) => {
  const key = await officeKey(request);
  const reads: string[] = [];
  const modules: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/public/v1/offices/')) reads.push(sent.url());
    if (sent.url().endsWith('/slider.js')) modules.push(sent.url());
  });
  // Pasted as the back-office gives them: a list's script tag, and a slider as an element.
  const embed = {
    widgetUrl: `${baseURL}/widget/v1/gaceta.js`,
    office: key,
    lang: 'es',
    allLanguages: true,
  } as const;
  await openHost(
    page,
    baseURL,
    `${scriptSnippet({ ...embed, view: 'list' })}${elementSnippet({ ...embed, view: 'slider' })}`,
  );
  await expect(page.locator('[data-gaceta-widget="list"] .gaceta-card').first()).toBeVisible();
  await expect(page.locator('gaceta-news .gaceta-slider__slide').first()).toBeVisible();
  // Only the preloads went out: the widgets found their answers waiting.
  expect(reads.sort()).toEqual([
    `${baseURL}/public/v1/offices/${key}/news?page=1&per=10&include=theme`,
    `${baseURL}/public/v1/offices/${key}/news?page=1&per=5&include=theme`,
  ]);
  // The slider's module once too: its modulepreload is the widget's import (decision 065).
  expect(modules).toEqual([`${baseURL}/widget/v1/slider.js`]);
});

test('a Spanish widget lists only Spanish articles; languages="all" lists every language', async ({
  page,
  baseURL,
  request,
}) => {
  const key = await officeKey(request);
  const slugsIn = async (query: string) => {
    const answer = await request.get(`/public/v1/offices/${key}/news?per=50${query}`);
    return ((await answer.json()) as { objects: { slug: string }[] }).objects.map((item) => item.slug);
  };
  const spanish = await slugsIn('&language=es');
  const all = await slugsIn('');
  // The demo office publishes in English and Portuguese too.
  expect(all.length).toBeGreaterThan(spanish.length);
  await openHost(
    page,
    baseURL,
    `${script(baseURL, `data-office="${key}" data-lang="es" data-per="50"`)}<gaceta-news office="${key}" lang="es" per="50" languages="all"></gaceta-news>`,
  );
  const cardSlugs = (widget: string) =>
    page
      .locator(widget)
      .locator('.gaceta-card')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-gaceta-slug')));
  await expect(page.locator('[data-gaceta-widget="list"] .gaceta-card')).toHaveCount(spanish.length);
  expect(await cardSlugs('[data-gaceta-widget="list"]')).toEqual(spanish);
  await expect(page.locator('gaceta-news .gaceta-card')).toHaveCount(all.length);
  expect(await cardSlugs('gaceta-news')).toEqual(all);
});

test('a deep link opens its article directly, and axe finds nothing on the host page', async ({
  page,
  baseURL,
  request,
}) => {
  const key = await officeKey(request);
  const list = await request.get(`/public/v1/offices/${key}/news?per=3`);
  const { objects } = (await list.json()) as { objects: { slug: string; title: string }[] };
  const article = objects[2];
  if (!article) throw new Error('the demo office has fewer than 3 published web news');
  await openHost(page, baseURL, script(baseURL, `data-office="${key}"`), `?gaceta=${article.slug}`);

  const widget = page.locator('[data-gaceta-widget="list"]');
  await expect(widget.getByRole('heading', { level: 1 })).toHaveText(article.title);
  await expect(widget.getByRole('link', { name: 'Volver a las noticias' })).toBeVisible();
  await atBothWidths(page, 'widget-deep-link');
  // Back to the list on the phone: axe again, on the list.
  await page.setViewportSize({ width: 390, height: 900 });
  await widget.getByRole('link', { name: 'Volver a las noticias' }).click();
  await expect(widget.locator('.gaceta-card').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // The article's JSON-LD went with it; the browser's back button opens the linked article again.
  await expect(widget.locator('script[type="application/ld+json"]')).toHaveCount(0);
  await page.goBack();
  await expect(widget.getByRole('heading', { level: 1 })).toHaveText(article.title);
});

test('a link to an article that is gone says so in the office theme; a page past the last shows the last', async ({
  page,
  baseURL,
  request,
}) => {
  const key = await officeKey(request);
  const widgetOn = async (query: string) => {
    await openHost(page, baseURL, script(baseURL, `data-office="${key}" data-per="4"`), query);
    return page.locator('[data-gaceta-widget="list"]');
  };

  const gone = await widgetOn('?gaceta=no-existe-esta-noticia');
  await expect(gone.getByText('Esta noticia no existe o ya no está publicada.')).toBeVisible();
  // The office's theme frames it, as it frames every other view.
  const theme = await request.get(`/public/v1/offices/${key}/theme`);
  const { header } = ((await theme.json()) as { object: { header: string } }).object;
  await expect(gone.locator('.gaceta-theme-header')).toHaveText(header);
  await gone.getByRole('link', { name: 'Volver a las noticias' }).click();
  await expect(gone.locator('.gaceta-card')).toHaveCount(4);

  const list = await request.get(`/public/v1/offices/${key}/news?per=4&language=es`);
  const { total_pages: last } = (await list.json()) as { total_pages: number };
  const past = await widgetOn('?gaceta_page=99');
  await expect(past.locator('.gaceta-card').first()).toBeVisible();
  await expect(past.getByRole('link', { name: 'Siguiente' })).toHaveCount(0);
  expect(new URL(page.url()).searchParams.get('gaceta_page')).toBe(last > 1 ? String(last) : null);
});

test('two widgets on one page work independently: a list and a <gaceta-news> slider', async ({
  page,
  baseURL,
  request,
}) => {
  const key = await officeKey(request);
  await openHost(
    page,
    baseURL,
    `${script(baseURL, `data-office="${key}" data-lang="pt" data-languages="all" data-per="2"`)}
     <gaceta-news office="${key}" view="slider" lang="en" languages="all" per="3"></gaceta-news>`,
  );
  const list = page.locator('[data-gaceta-widget="list"]');
  const slider = page.locator('gaceta-news');
  await expect(list.locator('.gaceta-card')).toHaveCount(2);
  await expect(list.getByRole('navigation', { name: 'Páginas' })).toBeVisible();
  await expect(slider.locator('.gaceta-slider__slide')).toHaveCount(3);
  // Landmarks with names of their own: the list is the news, the slider the featured news.
  await expect(slider.getByRole('region', { name: 'Featured news' })).toBeVisible();
  const track = slider.locator('.gaceta-slider__track');
  const next = slider.getByRole('button', { name: 'Next' });
  await next.click();
  // The slide the track rests on, once its smooth scroll has ended.
  const shown = () => track.evaluate((element) => element.scrollLeft / element.clientWidth);
  await expect.poll(shown).toBe(1);
  await next.press('ArrowLeft');
  await expect.poll(shown).toBe(0);
  await page.screenshot({ path: 'test-results/widget-two.png', fullPage: true });
  expect(await axeViolations(page)).toEqual([]);

  // Opening an article in the list leaves the slider as it was.
  await list.locator('.gaceta-card__link').first().click();
  await expect(list.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(slider.locator('.gaceta-slider__slide')).toHaveCount(3);
  await expect(slider.getByRole('heading', { level: 1 })).toHaveCount(0);
});

test('the slider plays by itself, pauses under the pointer and stays still with reduced motion', async ({
  page,
  baseURL,
  request,
}) => {
  const key = await officeKey(request);
  await page.clock.install();
  await openHost(page, baseURL, script(baseURL, `data-office="${key}" data-view="slider" data-per="3"`));
  const track = page.locator('.gaceta-slider__track');
  const shown = () => track.evaluate((element) => element.scrollLeft / element.clientWidth);
  await expect(page.locator('.gaceta-slider__slide')).toHaveCount(3);
  // From here time moves only when the test says (autoplay ticks 6 s after the slider started).
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));

  await page.clock.runFor(6500);
  await expect.poll(shown).toBe(1);
  await track.hover();
  await page.clock.runFor(13_000);
  await expect.poll(shown).toBe(1);
  await page.mouse.move(0, 0);
  await page.clock.runFor(6500);
  await expect.poll(shown).toBe(2);

  // The visible pause button holds it until play is pressed (WCAG 2.2.2).
  await page.getByRole('button', { name: 'Pausar' }).click();
  await page.mouse.move(0, 0);
  await page.clock.runFor(13_000);
  await expect.poll(shown).toBe(2);
  await page.getByRole('button', { name: 'Reproducir' }).press('Enter');
  await page.clock.runFor(6500);
  await expect.poll(shown).toBe(0);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await expect(page.locator('.gaceta-slider__slide')).toHaveCount(3);
  await expect(page.locator('.gaceta-slider__toggle')).toBeHidden();
  await page.clock.runFor(20_000);
  await expect.poll(shown).toBe(0);
});

test('server-rendered markup (as the WordPress plugin outputs it) is the first view, without the feed', async ({
  page,
  baseURL,
  request,
}) => {
  const key = await officeKey(request);
  const first = await request.get(`/public/v1/offices/${key}/news?per=3`);
  const { objects, total_pages } = (await first.json()) as { objects: PublicNewsItem[]; total_pages: number };
  const markup = renderList(
    { items: objects, page: 1, pages: total_pages, pageHref: (n) => `?pagina=${n}` },
    { key, language: 'en', timeZone: 'Europe/Madrid' },
  );
  // The feed is down: the first view must not need it.
  const feed = (url: URL) => url.pathname.endsWith('/news');
  await page.route(feed, (route) => route.fulfill({ status: 503, body: 'down' }));
  await openHost(
    page,
    baseURL,
    `${script(baseURL, '')}<gaceta-news office="${key}" lang="en" languages="all" per="3">${markup}</gaceta-news>`,
  );

  const widget = page.locator('gaceta-news');
  // Moved into the shadow root (out of reach of the host's CSS) and enhanced, with no error.
  const adopted = () =>
    widget.evaluate((element) => element.shadowRoot?.querySelectorAll('.gaceta-card').length);
  await expect.poll(adopted).toBe(3);
  await expect(widget.getByRole('alert')).toHaveCount(0);
  const image = widget.locator('.gaceta-card__image').first();
  await expect(image).toHaveAttribute('srcset', /160w, .* 640w, .* 1280w$/);
  await expect(image).toHaveAttribute('loading', 'lazy');

  // Then it behaves as usual: the next page comes from the feed.
  await page.unroute(feed);
  const second = await request.get(`/public/v1/offices/${key}/news?per=3&page=2`);
  const [next] = ((await second.json()) as { objects: PublicNewsItem[] }).objects;
  await widget.getByRole('link', { name: 'Next' }).click();
  await expect(widget.locator('.gaceta-card').first()).toHaveAttribute('data-gaceta-slug', next?.slug ?? '');
});

test('a server-rendered slider plays without the feed; a server-rendered article goes back to the list', async ({
  page,
  baseURL,
  request,
}) => {
  const key = await officeKey(request);
  const first = await request.get(`/public/v1/offices/${key}/news?per=3`);
  const { objects } = (await first.json()) as { objects: PublicNewsItem[] };
  const article = objects[1];
  if (!article) throw new Error('the demo office has fewer than 2 published web news');
  const full = await request.get(`/public/v1/offices/${key}/news/${article.slug}`);
  const { object } = (await full.json()) as { object: PublicNewsArticle };
  const options = { key, language: 'en' as const, timeZone: 'Europe/Madrid' };
  const slider = renderSlider(objects, options);
  const detail = renderDetail(object, { ...options, backHref: '?' });
  // The feed is down: neither first view may need it.
  const feed = (url: URL) => url.pathname.includes('/news');
  await page.route(feed, (route) => route.fulfill({ status: 503, body: 'down' }));
  await openHost(
    page,
    baseURL,
    `${script(baseURL, '')}<gaceta-news office="${key}" view="slider" lang="en" languages="all" per="3">${slider}</gaceta-news>
     <gaceta-news office="${key}" lang="en" languages="all" per="3">${detail}<script type="application/ld+json">{}</script></gaceta-news>`,
    `?gaceta=${article.slug}`,
  );
  const [sliderWidget, listWidget] = [
    page.locator('gaceta-news').first(),
    page.locator('gaceta-news').last(),
  ];

  // The slider: its controls shown and working on the markup the server wrote.
  await expect(sliderWidget.getByRole('button', { name: 'Pause' })).toBeVisible();
  const track = sliderWidget.locator('.gaceta-slider__track');
  await sliderWidget.getByRole('button', { name: 'Next' }).click();
  await expect.poll(() => track.evaluate((element) => element.scrollLeft / element.clientWidth)).toBe(1);
  await sliderWidget.getByRole('button', { name: 'Pause' }).click();
  await expect(sliderWidget.getByRole('button', { name: 'Play' })).toBeVisible();
  await expect(track).toHaveAttribute('aria-live', 'polite');

  // The article: shown as it came, then "back" loads the list from the feed and drops its JSON-LD.
  // (The host page declares no charset, so its own text is not compared here: the slug is ASCII.)
  await expect(listWidget.locator('.gaceta-detail')).toHaveAttribute('data-gaceta-slug', article.slug);
  await expect(listWidget.getByRole('alert')).toHaveCount(0);
  await page.unroute(feed);
  await listWidget.getByRole('link', { name: 'Back to the news' }).click();
  await expect(listWidget.locator('.gaceta-card')).toHaveCount(3);
  await expect(listWidget.locator('.gaceta-list')).toBeFocused();
  await expect(listWidget.locator('script[type="application/ld+json"]')).toHaveCount(0);
  expect(new URL(page.url()).searchParams.has('gaceta')).toBe(false);
});

test('a server-rendered slider whose module cannot load stays as the server wrote it, and counts', async ({
  page,
  baseURL,
  request,
}) => {
  const key = await officeKey(request);
  const first = await request.get(`/public/v1/offices/${key}/news?per=3`);
  const { objects } = (await first.json()) as { objects: PublicNewsItem[] };
  const slider = renderSlider(objects, { key, language: 'en', timeZone: 'Europe/Madrid' });
  await page.route(
    (url) => url.pathname.endsWith('/slider.js'),
    (route) => route.fulfill({ status: 503, body: 'down' }),
  );
  const impression = page.waitForRequest((sent) => sent.url().endsWith('/public/v1/events'));
  await openHost(
    page,
    baseURL,
    `${script(baseURL, '')}<gaceta-news office="${key}" view="slider" lang="en">${slider}</gaceta-news>`,
  );
  // Counted once the module has failed; the slides stay in the page, shown through the widget's
  // slot, rather than moved into it without their CSS.
  expect((await impression).postData()).toContain('"impression"');
  const host = page.locator('gaceta-news');
  expect(
    await host.evaluate((element) => ({
      inPage: element.querySelector(':scope > .gaceta-slider') !== null,
      slot: element.shadowRoot?.querySelector('slot') !== null,
    })),
  ).toEqual({ inPage: true, slot: true });
});

test('a detail view shows the newest article, its JSON-LD and a way back to the office news page', async ({
  page,
  baseURL,
  request,
}) => {
  const key = await officeKey(request);
  const list = await request.get(`/public/v1/offices/${key}/news?per=1`);
  const [newest] = ((await list.json()) as { objects: { title: string; url: string }[] }).objects;
  if (!newest) throw new Error('the demo office has no published web news');
  // A bare script tag loads the element's definition, silently.
  const warnings: string[] = [];
  page.on('console', (entry) => {
    if (entry.type() === 'warning') warnings.push(entry.text());
  });
  await openHost(
    page,
    baseURL,
    `${script(baseURL, '')}<gaceta-news office="${key}" view="detail" lang="pt" languages="all"></gaceta-news>`,
  );

  const widget = page.locator('gaceta-news');
  await expect(widget.getByRole('heading', { level: 1 })).toHaveText(newest.title);
  const back = new URL(newest.url);
  back.searchParams.delete('gaceta');
  await expect(widget.getByRole('link', { name: 'Voltar às notícias' })).toHaveAttribute('href', back.href);
  await expect(widget.locator('script[type="application/ld+json"]')).toHaveCount(1);
  await expect(widget.getByRole('navigation', { name: 'Partilhar' }).getByRole('link')).toHaveCount(4);
  expect(warnings).toEqual([]);
});

test('with the feed down the widget says so and the host page stays intact', async ({
  page,
  baseURL,
  request,
}) => {
  const key = await officeKey(request);
  const feed = (url: URL) => url.pathname.endsWith('/news');
  await page.route(feed, (route) => route.fulfill({ status: 503, body: 'down' }));
  await openHost(page, baseURL, script(baseURL, `data-office="${key}" data-lang="en"`));

  const widget = page.locator('[data-gaceta-widget="list"]');
  await expect(widget.getByRole('alert')).toHaveText(/The news could not be loaded/);
  await expect(page.getByRole('heading', { name: 'Despacho', level: 1 })).toBeVisible();

  // When the feed is back, "Try again" loads it, and the focus the gone button held moves to the list.
  await page.unroute(feed);
  await widget.getByRole('button', { name: 'Try again' }).click();
  await expect(widget.locator('.gaceta-card').first()).toBeVisible();
  await expect(widget.locator('.gaceta-list')).toBeFocused();

  // An error that a reader's click led to takes the focus, and its retry button is next.
  await page.route(
    (url) => url.pathname.includes('/news/'),
    (route) => route.fulfill({ status: 503, body: 'down' }),
  );
  await widget.locator('.gaceta-card__link').first().click();
  await expect(widget.getByRole('alert')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(widget.getByRole('button', { name: 'Try again' })).toBeFocused();
});

test('with options but no office key the widget renders nothing and says why in the console', async ({
  page,
  baseURL,
}) => {
  const warnings: string[] = [];
  page.on('console', (entry) => {
    if (entry.type() === 'warning') warnings.push(entry.text());
  });
  await openHost(page, baseURL, script(baseURL, 'data-view="list" data-lang="en"'));

  await expect
    .poll(() => warnings)
    .toContain('Gaceta widget: add data-office="<public key>" to the script tag.');
  await expect(page.locator('[data-gaceta-widget]')).toHaveCount(0);
});

test('a <gaceta-news> taken out of the page leaves no listener, timer or request behind', async ({
  page,
  baseURL,
  request,
}) => {
  const key = await officeKey(request);
  // The slider's timers, as the page starts and stops them.
  await page.addInitScript(() => {
    const active = new Set<unknown>();
    const { setInterval: start, clearInterval: stop } = window;
    Object.assign(window, {
      activeIntervals: () => active.size,
      setInterval: (...args: Parameters<typeof start>) => {
        const timer = start(...args);
        active.add(timer);
        return timer;
      },
      clearInterval: (timer: Parameters<typeof stop>[0]) => {
        active.delete(timer);
        stop(timer);
      },
    });
  });
  await openHost(page, baseURL, `<div id="slot"></div>${script(baseURL, '')}`);
  // A preview edited for a while: each change replaces the element with a new one.
  for (let change = 0; change < 12; change++) {
    await page.evaluate(
      ([office, per]) => {
        const element = document.createElement('gaceta-news');
        element.setAttribute('office', office);
        element.setAttribute('view', 'slider');
        element.setAttribute('per', per);
        document.getElementById('slot')?.replaceChildren(element);
      },
      [key, String(3 + (change % 2))] as const,
    );
    await expect(page.locator('gaceta-news .gaceta-slider__track')).toBeVisible();
  }
  const cdp = await page.context().newCDPSession(page);
  const { result } = await cdp.send('Runtime.evaluate', { expression: 'window' });
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId ?? '' });
  expect(listeners.filter((listener) => listener.type === 'popstate')).toHaveLength(1);
  expect(
    await page.evaluate(() => (window as unknown as { activeIntervals(): number }).activeIntervals()),
  ).toBe(1);
  // And none once the last one leaves.
  await page.evaluate(() => document.getElementById('slot')?.replaceChildren());
  const after = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId ?? '' });
  expect(after.listeners.filter((listener) => listener.type === 'popstate')).toHaveLength(0);
  expect(
    await page.evaluate(() => (window as unknown as { activeIntervals(): number }).activeIntervals()),
  ).toBe(0);
});
