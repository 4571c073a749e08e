<?php
/**
 * The plugin's four options: where the Gaceta API is, whose news, and how to show them by default.
 *
 * @package GacetaNews
 */

defined( 'ABSPATH' ) || exit;

const GACETA_NEWS_VIEWS     = array( 'list', 'slider', 'detail' );
const GACETA_NEWS_LANGUAGES = array( 'es', 'en', 'pt' );
/** The public API caps a page at 50 articles. */
const GACETA_NEWS_PER_MAX = 50;

/** The options' names before 1.1.0 (prefixed gaceta_ only) and their names since. */
const GACETA_NEWS_RENAMED_OPTIONS = array(
	'gaceta_api_url'      => 'gaceta_news_api_url',
	'gaceta_office_key'   => 'gaceta_news_office_key',
	'gaceta_default_view' => 'gaceta_news_default_view',
	'gaceta_language'     => 'gaceta_news_language',
);

add_action( 'plugins_loaded', 'gaceta_news_upgrade' );
add_action( 'init', 'gaceta_news_register_settings' );

/**
 * Once per version of the plugin (on activation, and on the first load after an update): moves the
 * options an older version stored to their current names, keeping their values.
 */
function gaceta_news_upgrade() {
	if ( get_option( 'gaceta_news_version' ) === GACETA_NEWS_VERSION ) {
		return;
	}
	foreach ( GACETA_NEWS_RENAMED_OPTIONS as $old => $new ) {
		$value = get_option( $old, null );
		if ( null === $value ) {
			continue;
		}
		if ( null === get_option( $new, null ) ) {
			add_option( $new, $value );
		}
		delete_option( $old );
	}
	update_option( 'gaceta_news_version', GACETA_NEWS_VERSION );
}

/** The options, registered so that any path that writes them (options.php, REST) sanitises them. */
function gaceta_news_register_settings() {
	$settings = array(
		'gaceta_news_api_url'      => array( 'gaceta_news_sanitize_api_url', '' ),
		'gaceta_news_office_key'   => array( 'gaceta_news_sanitize_key', '' ),
		'gaceta_news_default_view' => array( 'gaceta_news_sanitize_view', 'list' ),
		'gaceta_news_language'     => array( 'gaceta_news_sanitize_language', 'es' ),
	);
	foreach ( $settings as $name => $setting ) {
		register_setting(
			'gaceta_news',
			$name,
			array(
				'type'              => 'string',
				'sanitize_callback' => $setting[0],
				'default'           => $setting[1],
				'show_in_rest'      => false,
			)
		);
	}
}

/**
 * An http(s) URL without a trailing slash, or null when the value is not one.
 *
 * @param mixed $value The submitted value.
 * @return string|null
 */
function gaceta_news_valid_api_url( $value ) {
	$url = is_string( $value ) ? trim( $value ) : '';
	// Not wp_http_validate_url(): it refuses local hosts, and an API on the same network is fine here.
	if ( ! preg_match( '#^https?://#i', $url ) || ! filter_var( $url, FILTER_VALIDATE_URL ) ) {
		return null;
	}
	$parts = wp_parse_url( $url );
	if ( empty( $parts['host'] ) || isset( $parts['query'] ) || isset( $parts['fragment'] ) ) {
		return null;
	}
	return untrailingslashit( esc_url_raw( $url, array( 'http', 'https' ) ) );
}

/**
 * Keeps the stored URL when the new one is not an http(s) URL.
 *
 * @param mixed $value The submitted value.
 * @return string
 */
function gaceta_news_sanitize_api_url( $value ) {
	$url = gaceta_news_valid_api_url( $value );
	return null === $url ? (string) get_option( 'gaceta_news_api_url', '' ) : $url;
}

/**
 * An office's public key: letters, digits, hyphens and underscores.
 *
 * @param mixed $value The submitted value.
 * @return string
 */
function gaceta_news_sanitize_key( $value ) {
	return is_string( $value ) ? substr( preg_replace( '/[^A-Za-z0-9_-]/', '', $value ), 0, 100 ) : '';
}

/**
 * One of the views, else the list.
 *
 * @param mixed $value The submitted value.
 * @return string
 */
function gaceta_news_sanitize_view( $value ) {
	return in_array( $value, GACETA_NEWS_VIEWS, true ) ? $value : 'list';
}

/**
 * One of the languages, else Spanish.
 *
 * @param mixed $value The submitted value.
 * @return string
 */
function gaceta_news_sanitize_language( $value ) {
	return in_array( $value, GACETA_NEWS_LANGUAGES, true ) ? $value : 'es';
}

/**
 * The four options as the settings screen shows them.
 *
 * @return array{api_url: string, office_key: string, default_view: string, language: string}
 */
function gaceta_news_settings() {
	return array(
		'api_url'      => (string) get_option( 'gaceta_news_api_url', '' ),
		'office_key'   => (string) get_option( 'gaceta_news_office_key', '' ),
		'default_view' => gaceta_news_sanitize_view( get_option( 'gaceta_news_default_view', 'list' ) ),
		'language'     => gaceta_news_sanitize_language( get_option( 'gaceta_news_language', 'es' ) ),
	);
}
