<?php
/**
 * Removes everything the plugin stored: its options and its cached news.
 *
 * @package GacetaNews
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

$gaceta_news_options = array_merge(
	array( 'gaceta_news_api_url', 'gaceta_news_office_key', 'gaceta_news_default_view', 'gaceta_news_language', 'gaceta_news_version' ),
	// The names before 1.1.0, in case the plugin is removed before it ever ran after an update.
	array( 'gaceta_api_url', 'gaceta_office_key', 'gaceta_default_view', 'gaceta_language' )
);
foreach ( $gaceta_news_options as $gaceta_news_option ) {
	delete_option( $gaceta_news_option );
}

global $wpdb;
// The fresh copies are transients, the last good copies options; both are named gaceta_news_cache_*.
// No WordPress function deletes options by pattern, and the cached copies are many (one per URL).
// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching
$wpdb->query(
	$wpdb->prepare(
		"DELETE FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s OR option_name LIKE %s",
		$wpdb->esc_like( 'gaceta_news_cache_' ) . '%',
		$wpdb->esc_like( '_transient_gaceta_news_cache_' ) . '%',
		$wpdb->esc_like( '_transient_timeout_gaceta_news_cache_' ) . '%'
	)
);
