import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type MarkupArticle,
  type MarkupItem,
  newsArticleJsonLd,
  type WebsiteLanguage,
} from '@gaceta/shared/website/markup';
import { renderDetail, renderList, renderSlider } from '@gaceta/shared/website/views';
import { getPHPLoaderModule } from '@php-wasm/node-7-4';
import { loadPHPRuntime, PHP } from '@php-wasm/universal';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLUGIN_DIR } from '../scripts/plugin-files.ts';
import { newestWordPress } from '../scripts/wordpress-builds.ts';

// includes/markup.php is a hand-written port of packages/shared/src/website/views.ts (what the API
// and the widget render). The same articles go through both, the PHP on PHP 7.4 (php-wasm) with
// WordPress's own formatting.php, kses.php and functions.php (the newest WordPress the
// @wp-playground/wordpress-builds package ships), and the HTML must be the same, byte for byte.

interface Options {
  key: string;
  language: WebsiteLanguage;
  timeZone: string;
}
type Case =
  | {
      name: string;
      view: 'list';
      items: MarkupItem[];
      page: number;
      pages: number;
      pageBase: string;
      options: Options;
    }
  | { name: string; view: 'slider'; items: MarkupItem[]; options: Options }
  | { name: string; view: 'detail'; article: MarkupArticle; backHref: string | null; options: Options }
  | { name: string; view: 'json-ld'; article: MarkupArticle; publisher: string };

const LONG_TITLE = `${'Reforma del régimen de responsabilidad civil de los administradores sociales ⚖️ '.repeat(8)}¿y ahora qué?`;

const ITEMS: MarkupItem[] = [
  {
    slug: 'tom-jerry-law',
    title: `Tom & Jerry's "Law" <b>firm</b> — ¿qué pasa? 🎉⚖️`,
    summary: 'Literal entities stay text: &amp; &lt;script&gt; &#39; and a < b > c.',
    image: 'https://cdn.example/media/a b/photo.jpg?w=1200&h=630',
    image_description: `A "quoted" <alt> & O'Brien's desk`,
    image_srcset:
      'https://cdn.example/media/photo-640.webp 640w, https://cdn.example/media/photo-1280.webp 1280w',
    published_at: '2026-03-31T23:30:00.000Z',
    url: "https://despacho.example/noticias/?lang=es&gaceta=tom-jerry-law&note=O'Brien",
  },
  {
    slug: 'long-title',
    title: LONG_TITLE,
    summary: null,
    image: null,
    image_description: null,
    image_srcset: null,
    published_at: '2026-01-01T00:15:00.000Z',
    url: 'https://despacho.example/noticias/?gaceta=long-title',
  },
  {
    slug: 'dollar-patterns',
    title: "Costs: $& and $' and $` (100%) — 50 € * 2 ~ ok!",
    summary: 'Emoji with joiners 👩‍⚖️👨‍👩‍👧 and a flag 🇪🇸; tabs\tand\nnew lines.',
    image: 'https://cdn.example/media/only-src.jpg',
    image_description: null,
    image_srcset: null,
    published_at: '2025-12-31T12:00:00.000Z',
    url: 'https://despacho.example/noticias/?gaceta=dollar-patterns',
  },
];

const ARTICLE: MarkupArticle = {
  ...(ITEMS[0] as MarkupItem),
  author: `María O'Brien & "Hijos" $& <Abogados>`,
  keywords: ['derecho & empresa', '</script><script>alert(1)</script>', 'ñandú'],
  updated_at: '2026-04-02T08:00:00.000Z',
  share_url: "https://gaceta.example/p/key-1/tom-jerry-law?utm=x&y='z' (1)!*",
  meta_description: 'Meta </script> description with "quotes" and \u2028 a line separator',
  content:
    '<h2>Hechos</h2><p>Texto con <strong>negrita</strong>, <em>cursiva</em>, <u>subrayado</u>, <s>tachado</s> y un <a href="https://boe.example/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer nofollow">enlace</a>.</p>' +
    '<ul><li>uno</li><li>dos &amp; tres</li></ul><ol start="3"><li>tres</li></ol>' +
    '<blockquote><p>Cita «textual» — 🎉</p></blockquote><p>Línea<br />siguiente</p><hr />' +
    '<p><img src="https://cdn.example/body.png" alt="Gráfico &quot;1&quot;" title="t" width="600" height="400" /></p>' +
    '<pre><code>if (a &lt; b) { return; }</code></pre><h3>Fallo</h3><p>Fin.</p>',
  disclaimer: 'Este artículo no es asesoramiento jurídico <sic> & "nada más".',
};

const BARE_ARTICLE: MarkupArticle = {
  ...(ITEMS[1] as MarkupItem),
  author: null,
  keywords: [],
  updated_at: '2026-01-01T00:15:00.000Z',
  share_url: 'https://gaceta.example/p/key-1/long-title',
  meta_description: null,
  content: '<p>Solo texto.</p>',
  disclaimer: null,
};

const SUMMARY_ONLY: MarkupArticle = {
  ...BARE_ARTICLE,
  summary: 'Only a summary: <describes> it',
  keywords: ['uno'],
};

const madrid: Options = { key: 'key-1', language: 'es', timeZone: 'Europe/Madrid' };
const newYork: Options = { key: 'key "2" & <3>', language: 'en', timeZone: 'America/New_York' };
const lisbon: Options = { key: 'key-3', language: 'pt', timeZone: 'Europe/Lisbon' };
const saoPaulo: Options = { key: 'key-4', language: 'pt', timeZone: 'America/Sao_Paulo' };
const utc: Options = { key: 'key-5', language: 'en', timeZone: 'UTC' };

const CASES: Case[] = [
  {
    name: 'list, page 2 of 3',
    view: 'list',
    items: ITEMS,
    page: 2,
    pages: 3,
    pageBase: 'https://despacho.example/noticias/?lang=es&gaceta_page=',
    options: madrid,
  },
  {
    name: 'list, first of two',
    view: 'list',
    items: ITEMS,
    page: 1,
    pages: 2,
    pageBase: '/news/?p=',
    options: newYork,
  },
  {
    name: 'list, last of two',
    view: 'list',
    items: ITEMS.slice(1),
    page: 2,
    pages: 2,
    pageBase: '?x=',
    options: lisbon,
  },
  { name: 'list, one page', view: 'list', items: ITEMS, page: 1, pages: 1, pageBase: '?', options: saoPaulo },
  { name: 'list, empty', view: 'list', items: [], page: 1, pages: 1, pageBase: '?', options: utc },
  { name: 'slider', view: 'slider', items: ITEMS, options: madrid },
  { name: 'slider, one slide', view: 'slider', items: ITEMS.slice(2), options: newYork },
  { name: 'slider, empty', view: 'slider', items: [], options: lisbon },
  {
    name: 'detail with everything',
    view: 'detail',
    article: ARTICLE,
    backHref: "https://despacho.example/noticias/?lang=es&from='x'",
    options: madrid,
  },
  {
    name: 'detail with everything, English',
    view: 'detail',
    article: ARTICLE,
    backHref: '/news/',
    options: newYork,
  },
  {
    name: 'detail without image, author or back link',
    view: 'detail',
    article: BARE_ARTICLE,
    backHref: null,
    options: saoPaulo,
  },
  {
    name: 'detail with a summary only',
    view: 'detail',
    article: SUMMARY_ONLY,
    backHref: null,
    options: lisbon,
  },
  {
    name: 'JSON-LD with everything',
    view: 'json-ld',
    article: ARTICLE,
    publisher: `Despacho "Demo" & <Asociados>`,
  },
  {
    name: 'JSON-LD without image, author or keywords',
    view: 'json-ld',
    article: BARE_ARTICLE,
    publisher: 'Despacho',
  },
  { name: 'JSON-LD described by its summary', view: 'json-ld', article: SUMMARY_ONLY, publisher: 'Despacho' },
];

function renderTs(c: Case): string {
  switch (c.view) {
    case 'list':
      return renderList(
        { items: c.items, page: c.page, pages: c.pages, pageHref: (page) => `${c.pageBase}${page}` },
        c.options,
      );
    case 'slider':
      return renderSlider(c.items, c.options);
    case 'detail':
      return renderDetail(c.article, { ...c.options, backHref: c.backHref });
    case 'json-ld':
      return newsArticleJsonLd(c.article, c.article.url, c.publisher);
  }
}

/** WordPress's option.php stands in for the database: the few options formatting.php reads. */
const OPTION_STUB = `<?php
function get_option( $option, $default_value = false ) {
	$options = array( 'blog_charset' => 'UTF-8', 'timezone_string' => 'UTC', 'gmt_offset' => 0, 'home' => 'https://despacho.example' );
	return isset( $options[ $option ] ) ? $options[ $option ] : $default_value;
}
function wp_load_alloptions() {
	return array( 'blog_charset' => 'UTF-8' );
}
`;

const HARNESS = `<?php
define( 'ABSPATH', '/wordpress/' );
define( 'WPINC', 'wp-includes' );
require ABSPATH . WPINC . '/compat.php';
require ABSPATH . WPINC . '/plugin.php';
require ABSPATH . WPINC . '/functions.php';
require ABSPATH . WPINC . '/formatting.php';
require ABSPATH . WPINC . '/kses.php';
require '/plugin/includes/strings.php';
require '/plugin/includes/markup.php';
$html = array();
foreach ( json_decode( file_get_contents( '/cases.json' ), true ) as $case ) {
	$options = isset( $case['options'] ) ? array(
		'key'       => $case['options']['key'],
		'language'  => $case['options']['language'],
		'time_zone' => $case['options']['timeZone'],
	) : array();
	switch ( $case['view'] ) {
		case 'list':
			$base   = $case['pageBase'];
			$html[] = gaceta_news_render_list( $case['items'], $case['page'], $case['pages'], function ( $page ) use ( $base ) { return $base . $page; }, $options );
			break;
		case 'slider':
			$html[] = gaceta_news_render_slider( $case['items'], $options );
			break;
		case 'detail':
			$html[] = gaceta_news_render_detail( $case['article'], $case['backHref'], $options );
			break;
		case 'json-ld':
			$html[] = gaceta_news_json_ld( $case['article'], $case['article']['url'], $case['publisher'] );
			break;
	}
}
echo json_encode( $html );
`;

let php: PHP;
let wordPressVersion: string;
beforeAll(async () => {
  php = new PHP(await loadPHPRuntime(await getPHPLoaderModule()));
  const wordpress = newestWordPress();
  wordPressVersion = wordpress.version;
  const files = unzipSync(readFileSync(wordpress.zip), {
    filter: (file) => /^wp-includes\/.*\.php$/.test(file.name),
  });
  for (const [name, content] of Object.entries(files)) {
    php.mkdir(`/wordpress/${name.slice(0, name.lastIndexOf('/'))}`);
    php.writeFile(`/wordpress/${name}`, content);
  }
  php.writeFile('/wordpress/wp-includes/option.php', OPTION_STUB);
  php.writeFile('/harness.php', HARNESS);
  php.mkdir('/plugin/includes');
  for (const file of ['strings.php', 'markup.php']) {
    php.writeFile(`/plugin/includes/${file}`, readFileSync(join(PLUGIN_DIR, 'includes', file)));
  }
});
afterAll(() => php?.exit());

describe('includes/markup.php renders what packages/shared/src/website/views.ts renders', () => {
  it('list, slider, detail and JSON-LD: the same bytes for the same articles', async () => {
    php.writeFile('/cases.json', JSON.stringify(CASES));
    const response = await php.run({ scriptPath: '/harness.php' });
    const output = response.text;
    expect(response.errors, output).toBe('');
    const rendered = JSON.parse(output) as string[];
    expect(wordPressVersion).toMatch(/^\d+\.\d+/);
    expect(rendered).toHaveLength(CASES.length);
    for (const [index, c] of CASES.entries()) {
      expect.soft(rendered[index], `${c.name} (WordPress ${wordPressVersion} on PHP 7.4)`).toBe(renderTs(c));
    }
  });

  it('the comparison sees a difference: one character changed in the PHP fails it', async () => {
    const markup = readFileSync(join(PLUGIN_DIR, 'includes', 'markup.php'), 'utf8');
    php.writeFile('/plugin/includes/markup.php', markup.replace("'&#39;'", "'&#039;'"));
    php.writeFile('/cases.json', JSON.stringify(CASES.slice(0, 1)));
    const rendered = JSON.parse((await php.run({ scriptPath: '/harness.php' })).text) as string[];
    php.writeFile('/plugin/includes/markup.php', markup);
    expect(rendered[0]).not.toBe(renderTs(CASES[0] as Case));
  });
});
