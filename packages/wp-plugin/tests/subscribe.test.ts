import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getPHPLoaderModule } from '@php-wasm/node-7-4';
import { loadPHPRuntime, PHP } from '@php-wasm/universal';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLUGIN_DIR } from '../scripts/plugin-files.ts';
import { newestWordPress } from '../scripts/wordpress-builds.ts';

// [gaceta_subscribe] and the block's subscription form print a <gaceta-news view="subscribe">
// element that the bundled widget's subscribe.js draws: the attributes the PHP writes must be those
// the widget reads, with the WordPress source, run in PHP 7.4 with WordPress's own functions.

const WIDGET_SOURCES = ['index.ts', 'subscribe.ts'].map((file) =>
  readFileSync(join(PLUGIN_DIR, '..', 'widget', 'src', file), 'utf8'),
);
/** Every option the widget's subscription path reads: `read('name')`. */
const widgetReads = new Set(
  WIDGET_SOURCES.flatMap((source) => [...source.matchAll(/read\('(\w+)'\)/g)].map((m) => m[1])),
);

const HARNESS = `<?php
define( 'ABSPATH', '/wordpress/' );
define( 'WPINC', 'wp-includes' );
define( 'GACETA_NEWS_FILE', '/plugin/gaceta-news.php' );
define( 'GACETA_NEWS_VERSION', '1.0.0' );
require ABSPATH . WPINC . '/compat.php';
require ABSPATH . WPINC . '/plugin.php';
require ABSPATH . WPINC . '/functions.php';
require ABSPATH . WPINC . '/formatting.php';
require ABSPATH . WPINC . '/kses.php';
require ABSPATH . WPINC . '/shortcodes.php';
function get_option( $option, $default_value = false ) {
	$options = array(
		'blog_charset'           => 'UTF-8',
		'gaceta_news_api_url'    => 'https://gaceta.example',
		'gaceta_news_office_key' => 'clave-demo',
		'gaceta_news_language'   => 'es',
	);
	return isset( $options[ $option ] ) ? $options[ $option ] : $default_value;
}
function wp_load_alloptions() {
	return array( 'blog_charset' => 'UTF-8' );
}
function plugins_url( $path ) {
	return 'https://despacho.example/wp-content/plugins/gaceta-news/' . $path;
}
function wp_enqueue_style() {}
function wp_enqueue_script() {}
function current_user_can() {
	return false;
}
require '/plugin/includes/options.php';
require '/plugin/includes/shortcodes.php';
gaceta_news_register_shortcodes();
echo json_encode( array_map( 'do_shortcode', json_decode( file_get_contents( '/cases.json' ), true ) ) );
`;

let php: PHP;
beforeAll(async () => {
  php = new PHP(await loadPHPRuntime(await getPHPLoaderModule()));
  const files = unzipSync(readFileSync(newestWordPress().zip), {
    filter: (file) => /^wp-includes\/.*\.php$/.test(file.name),
  });
  for (const [name, content] of Object.entries(files)) {
    php.mkdir(`/wordpress/${name.slice(0, name.lastIndexOf('/'))}`);
    php.writeFile(`/wordpress/${name}`, content);
  }
  php.writeFile('/wordpress/wp-includes/option.php', '<?php');
  php.writeFile('/harness.php', HARNESS);
  php.mkdir('/plugin/includes');
  for (const file of ['options.php', 'shortcodes.php']) {
    php.writeFile(`/plugin/includes/${file}`, readFileSync(join(PLUGIN_DIR, 'includes', file)));
  }
});
afterAll(() => php?.exit());

async function shortcodes(cases: string[]): Promise<string[]> {
  php.writeFile('/cases.json', JSON.stringify(cases));
  const response = await php.run({ scriptPath: '/harness.php' });
  expect(response.errors, response.text).toBe('');
  return JSON.parse(response.text) as string[];
}

const attributesOf = (element: string) =>
  Object.fromEntries([...element.matchAll(/ ([a-z]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));

describe('[gaceta_subscribe]', () => {
  it('prints the element the widget draws, with the settings, as a WordPress subscription', async () => {
    const [plain, chosen] = await shortcodes([
      '[gaceta_subscribe]',
      '[gaceta_subscribe heading=\'Boletín "Laboral" <b>\' language="pt" subjects="a1-b2, c3;d4,," office="otra"]',
    ]);
    expect(plain).toBe(
      '<gaceta-news office="clave-demo" view="subscribe" lang="es" source="wordpress" api="https://gaceta.example"></gaceta-news>',
    );
    expect(attributesOf(chosen ?? '')).toEqual({
      office: 'otra',
      view: 'subscribe',
      lang: 'pt',
      source: 'wordpress',
      subjects: 'a1-b2,c3d4',
      heading: 'Boletín &quot;Laboral&quot;',
      api: 'https://gaceta.example',
    });
  });

  it('writes only attributes the widget reads', async () => {
    const [element] = await shortcodes(['[gaceta_subscribe heading="Hola" subjects="x" language="en"]']);
    const written = Object.keys(attributesOf(element ?? ''));
    expect(written.length).toBe(7);
    expect(written.filter((name) => !widgetReads.has(name))).toEqual([]);
  });
});
