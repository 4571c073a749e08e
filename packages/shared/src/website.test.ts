import { describe, expect, it } from 'vitest';
import {
  articleUrl,
  canonicalUrl,
  defaultTheme,
  escapeHtml,
  feedUrls,
  formatDate,
  newsArticleJsonLd,
  type PublicNewsArticle,
  type PublicNewsItem,
  shareLinks,
  sharePageUrl,
  themeCss,
} from './website';
import { renderDetail, renderList, renderSlider } from './website/views';

const HOSTILE = '<script>alert("x")</script> & \'y\'';

const item = (slug: string, title = `Título ${slug}`): PublicNewsItem => ({
  slug,
  title,
  summary: 'Resumen',
  author: 'Marta Sanz',
  image: 'https://gaceta.example/files/news/1/image/web.webp',
  image_description: 'Una balanza',
  image_srcset:
    'https://gaceta.example/files/a/thumb.webp 160w, https://gaceta.example/files/a/card.webp 640w',
  subjects: [],
  languages: ['es'],
  keywords: ['despido'],
  published_at: '2026-03-05T10:00:00.000Z',
  updated_at: '2026-03-05T10:00:00.000Z',
  url: `https://despacho.example/noticias/?gaceta=${slug}`,
  share_url: `https://gaceta.example/p/k1/${slug}`,
});

const options = { key: 'k1', language: 'es' as const, timeZone: 'Europe/Madrid' };

describe('URLs', () => {
  it('adds the slug to the office news page as the gaceta query parameter', () => {
    expect(articleUrl('https://despacho.example/noticias/', 'a-b')).toBe(
      'https://despacho.example/noticias/?gaceta=a-b',
    );
    expect(articleUrl('https://despacho.example/?page_id=7#top', 'a-b')).toBe(
      'https://despacho.example/?page_id=7&gaceta=a-b',
    );
  });

  it('makes the share page, the canonical URL and the feeds', () => {
    expect(sharePageUrl('https://gaceta.example', 'k1', 'a-b')).toBe('https://gaceta.example/p/k1/a-b');
    expect(canonicalUrl(null, 'https://gaceta.example', 'k1', 'a-b')).toBe('https://gaceta.example/p/k1/a-b');
    expect(canonicalUrl('https://despacho.example/n/', 'https://gaceta.example', 'k1', 'a-b')).toBe(
      'https://despacho.example/n/?gaceta=a-b',
    );
    expect(feedUrls('https://gaceta.example', 'k1')).toEqual({
      rss: 'https://gaceta.example/public/v1/offices/k1/feed.xml',
      json: 'https://gaceta.example/public/v1/offices/k1/feed.json',
    });
  });

  it('encodes the URL and title in the share links', () => {
    const links = shareLinks('https://gaceta.example/p/k1/a?b', 'A & B');
    expect(links.linkedin).toBe(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fgaceta.example%2Fp%2Fk1%2Fa%3Fb',
    );
    expect(links.x).toContain('&text=A%20%26%20B');
    expect(links.facebook).toContain('sharer.php?u=https%3A%2F%2F');
    expect(links.email).toBe(
      'mailto:?subject=A%20%26%20B&body=https%3A%2F%2Fgaceta.example%2Fp%2Fk1%2Fa%3Fb',
    );
  });
});

describe('markup', () => {
  it("writes a date without a time zone as Intl writes it in the reader's own", () => {
    for (const language of ['es', 'en', 'pt'] as const) {
      const intl = new Intl.DateTimeFormat(language, { dateStyle: 'long' });
      for (let month = 0; month < 12; month++) {
        // Late in the evening and just after midnight, where a time zone's day and UTC's part.
        for (const [day, hour] of [
          [1, 0],
          [28, 23],
        ] as const) {
          const iso = new Date(2026, month, day, hour, 30).toISOString();
          expect(formatDate(iso, language)).toBe(intl.format(new Date(iso)));
        }
      }
    }
    expect(formatDate('2026-03-05T10:00:00.000Z', 'es', 'Europe/Madrid')).toBe('5 de marzo de 2026');
  });

  it('escapes text and attributes', () => {
    expect(escapeHtml(HOSTILE)).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;');
  });

  it('renders the list with stable classes, data attributes and pagination links', () => {
    const html = renderList(
      { items: [item('a', HOSTILE), item('b')], page: 2, pages: 3, pageHref: (page) => `?page=${page}` },
      options,
    );
    expect(html).toMatch(
      /^<section class="gaceta gaceta-list" data-gaceta-view="list" data-gaceta-office="k1" lang="es"/,
    );
    expect(html).toContain('<article class="gaceta-card" data-gaceta-slug="a">');
    expect(html).toContain(
      '<a class="gaceta-card__link" href="https://despacho.example/noticias/?gaceta=a">',
    );
    expect(html).toContain(escapeHtml(HOSTILE));
    expect(html).not.toContain('<script>');
    // Lazy, chosen from the stored copies by srcset, in a reserved box.
    expect(html).toContain(
      'srcset="https://gaceta.example/files/a/thumb.webp 160w, https://gaceta.example/files/a/card.webp 640w" sizes="auto, (max-width: 640px) 100vw, 640px" alt="Una balanza" width="1200" height="630" loading="lazy" decoding="async">',
    );
    expect(html).toContain(
      '<time class="gaceta-card__date" datetime="2026-03-05T10:00:00.000Z">5 de marzo de 2026</time>',
    );
    expect(html).toContain('rel="prev" href="?page=1" data-gaceta-page="1">Anterior</a>');
    expect(html).toContain('rel="next" href="?page=3" data-gaceta-page="3">Siguiente</a>');
    expect(renderList({ items: [], page: 1, pages: 0 }, { ...options, language: 'en' })).toContain(
      '<p class="gaceta-empty">There is no news yet.</p>',
    );
  });

  it('renders the slider with every slide and hidden controls', () => {
    const html = renderSlider([item('a'), item('b')], { ...options, language: 'pt' });
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('aria-roledescription="slide" aria-label="2 de 2" data-gaceta-index="1"');
    expect(html).toContain(
      '<div class="gaceta-slider__controls"><button type="button" class="gaceta-slider__toggle" data-gaceta-action="pause" hidden>Pausar</button>',
    );
    expect(html).toContain('data-gaceta-action="next" hidden>Seguinte</button>');
  });

  it('renders the detail with its body as given and share links', () => {
    const article: PublicNewsArticle = {
      ...item('a', HOSTILE),
      meta_title: null,
      meta_description: null,
      content: '<p>Texto</p>',
      disclaimer: 'No constituye <asesoramiento> jurídico.',
    };
    const html = renderDetail(article, { ...options, backHref: 'https://despacho.example/noticias/' });
    expect(html).toContain(`<h1 class="gaceta-detail__title">${escapeHtml(HOSTILE)}</h1>`);
    expect(html).toContain('<div class="gaceta-detail__body"><p>Texto</p></div>');
    // The article's image is not lazy: it is at the top of the page.
    expect(html).toContain(
      'sizes="(max-width: 1280px) 100vw, 1280px" alt="Una balanza" width="1200" height="630" decoding="async">',
    );
    expect(html).toContain(
      '<p class="gaceta-detail__disclaimer">No constituye &lt;asesoramiento&gt; jurídico.</p>',
    );
    expect(html).toContain('data-gaceta-share="linkedin"');
    expect(html).toContain('data-gaceta-share="email" href="mailto:');
    expect(html).toContain('data-gaceta-action="back">Volver a las noticias</a>');
    expect(renderDetail(article, { ...options, backHref: null })).not.toContain('gaceta-detail__back');
  });

  it('writes JSON-LD that cannot close its script block', () => {
    const article = {
      ...item('a', '</script><script>x'),
      meta_title: null,
      meta_description: null,
      content: '',
      disclaimer: null,
    };
    const json = newsArticleJsonLd(article, 'https://despacho.example/?gaceta=a', 'Despacho');
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toMatchObject({ '@type': 'NewsArticle', headline: '</script><script>x' });
  });
});

describe('theme', () => {
  it('writes the theme as custom properties, and the defaults for a value that could break out', () => {
    expect(themeCss(defaultTheme('Despacho'), ':host')).toBe(
      ':host{--gaceta-heading-color:#1a365d;--gaceta-font-family:system-ui, sans-serif;--gaceta-font-weight:700;--gaceta-background:#ffffff;--gaceta-color:#1f2933}',
    );
    const hostile = { ...defaultTheme('x'), font_family: 'a;}body{display:none' };
    expect(themeCss(hostile, ':host')).not.toContain('display:none');
  });
});
