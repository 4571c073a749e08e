<?php
/**
 * The Gaceta public API, read on the server and cached: one entry per office, path and query (never
 * per visitor), fresh for five minutes; once fresh, a page view makes no remote call.
 *
 * @package GacetaNews
 */

defined( 'ABSPATH' ) || exit;

/** How long a fetched answer is used before the API is asked again. */
const GACETA_NEWS_CACHE_TTL = 5 * MINUTE_IN_SECONDS;
/** How long an unreachable API is left alone when there is no good copy to show instead. */
const GACETA_NEWS_FAILURE_TTL = MINUTE_IN_SECONDS;

/**
 * A GET on the office's public API.
 *
 * @param string $office The office's public key.
 * @param string $path   Below /public/v1/offices/{key}, e.g. '/news'.
 * @param array  $query  Query parameters.
 * @return array{status: string, data?: array} status 'ok' (with data), 'not_found' or 'unavailable'.
 */
function gaceta_news_fetch( $office, $path, $query = array() ) {
	$api_url = (string) get_option( 'gaceta_news_api_url', '' );
	if ( '' === $api_url || '' === $office ) {
		return array( 'status' => 'unavailable' );
	}
	ksort( $query );
	$url = $api_url . '/public/v1/offices/' . rawurlencode( $office ) . $path;
	if ( $query ) {
		$url .= '?' . http_build_query( $query, '', '&', PHP_QUERY_RFC3986 );
	}
	$key    = 'gaceta_news_cache_' . md5( $url );
	$cached = get_transient( $key );
	if ( is_array( $cached ) ) {
		return $cached;
	}

	// The last good answer, kept without expiry: what is shown while the API is down.
	$last    = get_option( $key );
	$headers = array( 'Accept' => 'application/json' );
	if ( is_array( $last ) && ! empty( $last['etag'] ) ) {
		$headers['If-None-Match'] = $last['etag'];
	}
	$response = wp_remote_get(
		$url,
		array(
			'timeout' => 5,
			'headers' => $headers,
		)
	);
	$code     = is_wp_error( $response ) ? 0 : (int) wp_remote_retrieve_response_code( $response );

	if ( 304 === $code && is_array( $last ) ) {
		$result = array(
			'status' => 'ok',
			'data'   => $last['data'],
		);
	} elseif ( 200 === $code ) {
		$data = json_decode( wp_remote_retrieve_body( $response ), true );
		if ( is_array( $data ) ) {
			$result = array(
				'status' => 'ok',
				'data'   => $data,
			);
			$etag   = (string) wp_remote_retrieve_header( $response, 'etag' );
			update_option(
				$key,
				array(
					'data' => $data,
					'etag' => $etag,
				),
				false
			);
		}
	} elseif ( 404 === $code ) {
		$result = array( 'status' => 'not_found' );
	}

	if ( isset( $result ) ) {
		set_transient( $key, $result, GACETA_NEWS_CACHE_TTL );
		return $result;
	}
	// Down or answering nonsense: the last good copy for another five minutes, else a short pause.
	if ( is_array( $last ) ) {
		$result = array(
			'status' => 'ok',
			'data'   => $last['data'],
		);
		set_transient( $key, $result, GACETA_NEWS_CACHE_TTL );
		return $result;
	}
	$result = array( 'status' => 'unavailable' );
	set_transient( $key, $result, GACETA_NEWS_FAILURE_TTL );
	return $result;
}
