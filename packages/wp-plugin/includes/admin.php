<?php
/**
 * Settings > Gaceta: a screen built with @wordpress/components (src/admin) that reads and writes the
 * four options through two REST routes. Every write needs the manage_options capability and the
 * REST nonce (wp.apiFetch sends it; a request without it counts as logged out).
 *
 * @package GacetaNews
 */

defined( 'ABSPATH' ) || exit;

add_action( 'admin_menu', 'gaceta_news_admin_menu' );
add_action( 'admin_enqueue_scripts', 'gaceta_news_admin_scripts' );
add_action( 'rest_api_init', 'gaceta_news_rest_routes' );
add_filter( 'plugin_action_links_' . plugin_basename( GACETA_NEWS_FILE ), 'gaceta_news_action_links' );

/** Settings > Gaceta. */
function gaceta_news_admin_menu() {
	add_options_page(
		__( 'Gaceta news', 'gaceta-news' ),
		__( 'Gaceta', 'gaceta-news' ),
		'manage_options',
		'gaceta-news',
		'gaceta_news_settings_page'
	);
}

/** The screen's root; the script fills it. */
function gaceta_news_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	printf(
		'<div class="wrap"><h1>%s</h1><div id="gaceta-news-settings"><noscript>%s</noscript></div></div>',
		esc_html__( 'Gaceta news', 'gaceta-news' ),
		esc_html__( 'This screen needs JavaScript.', 'gaceta-news' )
	);
}

/**
 * The screen's script and styles, on that screen only.
 *
 * @param string $hook_suffix The admin screen.
 */
function gaceta_news_admin_scripts( $hook_suffix ) {
	if ( 'settings_page_gaceta-news' !== $hook_suffix ) {
		return;
	}
	gaceta_news_register_jsx_runtime();
	$asset = require GACETA_NEWS_DIR . 'build/admin.asset.php';
	wp_enqueue_script( 'gaceta-news-admin', plugins_url( 'build/admin.js', GACETA_NEWS_FILE ), $asset['dependencies'], $asset['version'], true );
	wp_add_inline_script(
		'gaceta-news-admin',
		'var gacetaNewsSettings = ' . wp_json_encode( gaceta_news_settings() ) . ';',
		'before'
	);
	wp_set_script_translations( 'gaceta-news-admin', 'gaceta-news', GACETA_NEWS_DIR . 'languages' );
	wp_enqueue_style( 'wp-components' );
}

/**
 * A "Settings" link beside the plugin in the plugins list.
 *
 * @param array $links The plugin's action links.
 * @return array
 */
function gaceta_news_action_links( $links ) {
	array_unshift(
		$links,
		sprintf( '<a href="%s">%s</a>', esc_url( admin_url( 'options-general.php?page=gaceta-news' ) ), esc_html__( 'Settings', 'gaceta-news' ) )
	);
	return $links;
}

/** POST gaceta-news/v1/settings and POST gaceta-news/v1/test-connection. */
function gaceta_news_rest_routes() {
	$can_manage = function () {
		return current_user_can( 'manage_options' );
	};
	$string     = array(
		'type'     => 'string',
		'required' => true,
	);
	register_rest_route(
		'gaceta-news/v1',
		'/settings',
		array(
			'methods'             => 'POST',
			'callback'            => 'gaceta_news_rest_save_settings',
			'permission_callback' => $can_manage,
			'args'                => array(
				'api_url'      => $string,
				'office_key'   => $string,
				'default_view' => array_merge( $string, array( 'enum' => GACETA_NEWS_VIEWS ) ),
				'language'     => array_merge( $string, array( 'enum' => GACETA_NEWS_LANGUAGES ) ),
			),
		)
	);
	register_rest_route(
		'gaceta-news/v1',
		'/test-connection',
		array(
			'methods'             => 'POST',
			'callback'            => 'gaceta_news_rest_test_connection',
			'permission_callback' => $can_manage,
			'args'                => array(
				'api_url'    => $string,
				'office_key' => $string,
			),
		)
	);
}

/**
 * Checks the address and the key the screen sends.
 *
 * @param WP_REST_Request $request The request.
 * @return array{0: string, 1: string}|WP_Error The URL and the key, or why not.
 */
function gaceta_news_rest_connection( $request ) {
	$url = gaceta_news_valid_api_url( $request['api_url'] );
	if ( null === $url ) {
		return new WP_Error(
			'gaceta_news_invalid_url',
			__( 'Enter the address of the Gaceta API, starting with https:// (for example https://news.example.com).', 'gaceta-news' ),
			array( 'status' => 400 )
		);
	}
	$key = trim( (string) $request['office_key'] );
	if ( '' === $key || gaceta_news_sanitize_key( $key ) !== $key ) {
		return new WP_Error(
			'gaceta_news_invalid_key',
			__( 'Enter the office key shown in the Gaceta back-office (letters, digits and hyphens).', 'gaceta-news' ),
			array( 'status' => 400 )
		);
	}
	return array( $url, $key );
}

/**
 * Saves the four options.
 *
 * @param WP_REST_Request $request The request.
 * @return array|WP_Error
 */
function gaceta_news_rest_save_settings( $request ) {
	$connection = gaceta_news_rest_connection( $request );
	if ( is_wp_error( $connection ) ) {
		return $connection;
	}
	update_option( 'gaceta_news_api_url', $connection[0] );
	update_option( 'gaceta_news_office_key', $connection[1] );
	update_option( 'gaceta_news_default_view', $request['default_view'] );
	update_option( 'gaceta_news_language', $request['language'] );
	return gaceta_news_settings();
}

/**
 * Asks the API for the office's theme: the cheapest call that proves both the address and the key.
 *
 * @param WP_REST_Request $request The request.
 * @return array|WP_Error
 */
function gaceta_news_rest_test_connection( $request ) {
	$connection = gaceta_news_rest_connection( $request );
	if ( is_wp_error( $connection ) ) {
		return $connection;
	}
	$response = wp_remote_get(
		$connection[0] . '/public/v1/offices/' . rawurlencode( $connection[1] ) . '/theme',
		array( 'timeout' => 5 )
	);
	$code     = is_wp_error( $response ) ? 0 : (int) wp_remote_retrieve_response_code( $response );
	if ( 200 === $code ) {
		return array(
			'ok'      => true,
			'message' => __( 'Connected: the news of this office can be shown.', 'gaceta-news' ),
		);
	}
	return array(
		'ok'      => false,
		'message' => 404 === $code
			? __( 'The Gaceta API answered, but no office has this key.', 'gaceta-news' )
			: __( 'The Gaceta API could not be reached at this address.', 'gaceta-news' ),
	);
}
