<?php
/**
 * Plugin Name:       Gaceta News
 * Description:       Shows your office's Gaceta news on your site: a list, a slider or one article, rendered on the server and enhanced by the Gaceta widget.
 * Version:           1.1.1
 * Requires at least: 6.1
 * Tested up to:      6.5
 * Requires PHP:      7.4
 * Author:            Gaceta
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       gaceta-news
 * Domain Path:       /languages
 *
 * @package GacetaNews
 */

defined( 'ABSPATH' ) || exit;

// Stamped from packages/wp-plugin/package.json by the build (scripts/package.ts), like the header above.
define( 'GACETA_NEWS_VERSION', '1.1.1' );
define( 'GACETA_NEWS_FILE', __FILE__ );
define( 'GACETA_NEWS_DIR', plugin_dir_path( __FILE__ ) );

require_once GACETA_NEWS_DIR . 'includes/strings.php';
require_once GACETA_NEWS_DIR . 'includes/options.php';
require_once GACETA_NEWS_DIR . 'includes/client.php';
require_once GACETA_NEWS_DIR . 'includes/markup.php';
require_once GACETA_NEWS_DIR . 'includes/shortcodes.php';
require_once GACETA_NEWS_DIR . 'includes/block.php';
require_once GACETA_NEWS_DIR . 'includes/admin.php';

register_activation_hook( GACETA_NEWS_FILE, 'gaceta_news_upgrade' );
add_action( 'init', 'gaceta_news_load_textdomain' );

/** The plugin's own translations (es, pt) for the admin screen and notices. */
function gaceta_news_load_textdomain() {
	load_plugin_textdomain( 'gaceta-news', false, dirname( plugin_basename( GACETA_NEWS_FILE ) ) . '/languages' );
}
