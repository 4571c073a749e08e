<?php
/**
 * [gaceta_list], [gaceta_slider] and [gaceta_detail]: the office's news rendered on the server (in
 * the HTML that search engines read), wrapped in a <gaceta-news> element that the bundled widget
 * enhances.
 *
 * @package GacetaNews
 */

defined( 'ABSPATH' ) || exit;

/** The query parameter that names an article on the news page (the contract's ARTICLE_PARAM). */
const GACETA_NEWS_ARTICLE_PARAM = 'gaceta';
/** The query parameter of the list's page, apart from WordPress's own `page`. */
const GACETA_NEWS_PAGE_PARAM = 'gaceta_page';

add_action( 'init', 'gaceta_news_register_shortcodes' );

/** The three news shortcodes and the newsletter's subscription form. */
function gaceta_news_register_shortcodes() {
	add_shortcode( 'gaceta_list', 'gaceta_news_list_shortcode' );
	add_shortcode( 'gaceta_slider', 'gaceta_news_slider_shortcode' );
	add_shortcode( 'gaceta_detail', 'gaceta_news_detail_shortcode' );
	add_shortcode( 'gaceta_subscribe', 'gaceta_news_subscribe_shortcode' );
}

/**
 * [gaceta_list per="10" subject="" language="es" languages="" office=""]: languages="all" lists
 * the news of every language, not only those in `language`.
 *
 * @param array|string $atts The shortcode's attributes.
 * @return string
 */
function gaceta_news_list_shortcode( $atts ) {
	return gaceta_news_render( 'list', shortcode_atts( gaceta_news_default_attributes(), $atts, 'gaceta_list' ) );
}

/**
 * [gaceta_slider per="5" subject="" language="es" languages="" office=""]
 *
 * @param array|string $atts The shortcode's attributes.
 * @return string
 */
function gaceta_news_slider_shortcode( $atts ) {
	return gaceta_news_render( 'slider', shortcode_atts( gaceta_news_default_attributes(), $atts, 'gaceta_slider' ) );
}

/**
 * [gaceta_detail slug="" language="es" languages="" office=""]: the article named by the page's ?gaceta=, else
 * the slug given, else the newest.
 *
 * @param array|string $atts The shortcode's attributes.
 * @return string
 */
function gaceta_news_detail_shortcode( $atts ) {
	return gaceta_news_render( 'detail', shortcode_atts( gaceta_news_default_attributes(), $atts, 'gaceta_detail' ) );
}

/**
 * Every attribute a shortcode (or the block) accepts; empty means the settings' value.
 *
 * @return array<string, string>
 */
function gaceta_news_default_attributes() {
	return array(
		'per'       => '',
		'subject'   => '',
		'language'  => '',
		'languages' => '',
		'slug'      => '',
		'office'    => '',
	);
}

/**
 * An article slug from the page's URL or an attribute: lowercase letters, digits and hyphens.
 *
 * @param mixed $value The raw value.
 * @return string
 */
function gaceta_news_clean_slug( $value ) {
	return is_string( $value ) && preg_match( '/^[a-z0-9][a-z0-9-]{0,199}$/', $value ) ? $value : '';
}

/**
 * The article the page's URL names (?gaceta=<slug>), for the first list or detail on the page only,
 * as the widget does.
 *
 * @return string
 */
function gaceta_news_claim_linked_slug() {
	static $claimed = false;
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a public, read-only link.
	$slug = isset( $_GET[ GACETA_NEWS_ARTICLE_PARAM ] ) ? gaceta_news_clean_slug( sanitize_text_field( wp_unslash( $_GET[ GACETA_NEWS_ARTICLE_PARAM ] ) ) ) : '';
	if ( '' === $slug || $claimed ) {
		return '';
	}
	$claimed = true;
	return $slug;
}

/**
 * The view rendered with its attributes, settings filling the gaps.
 *
 * @param string $view list, slider or detail.
 * @param array  $atts The shortcode's attributes.
 * @return string
 */
function gaceta_news_render( $view, $atts ) {
	$settings = gaceta_news_settings();
	$options  = array(
		'key'       => gaceta_news_sanitize_key( '' !== $atts['office'] ? $atts['office'] : $settings['office_key'] ),
		'language'  => gaceta_news_sanitize_language( '' !== $atts['language'] ? $atts['language'] : $settings['language'] ),
		'time_zone' => wp_timezone_string(),
	);
	$per      = (int) $atts['per'];
	$per      = $per >= 1 ? min( $per, GACETA_NEWS_PER_MAX ) : ( 'slider' === $view ? 5 : 10 );
	$subject  = gaceta_news_sanitize_key( $atts['subject'] );
	$slug     = gaceta_news_clean_slug( $atts['slug'] );
	$linked   = 'slider' === $view ? '' : gaceta_news_claim_linked_slug();

	// The news in the widget's language only, unless languages="all" (as the widget reads it).
	$all_languages            = 'all' === $atts['languages'];
	$options['news_language'] = $all_languages ? '' : $options['language'];

	gaceta_news_enqueue_assets();
	$element = array(
		'office'    => $options['key'],
		'view'      => $view,
		'lang'      => $options['language'],
		'languages' => $all_languages ? 'all' : '',
		'per'       => (string) $per,
		'subject'   => $subject,
		'slug'      => $slug,
		'api'       => $settings['api_url'],
	);

	if ( '' === $options['key'] ) {
		$html = null;
	} elseif ( 'detail' === $view || '' !== $linked ) {
		$html = gaceta_news_render_article( '' !== $linked ? $linked : $slug, 'detail' === $view, $options );
	} elseif ( 'slider' === $view ) {
		$html = gaceta_news_render_page( $view, 1, $per, $subject, $options );
	} else {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a public, read-only link.
		$page = isset( $_GET[ GACETA_NEWS_PAGE_PARAM ] ) ? max( 1, absint( $_GET[ GACETA_NEWS_PAGE_PARAM ] ) ) : 1;
		$html = gaceta_news_render_page( $view, $page, $per, $subject, $options );
	}

	return gaceta_news_element( $element, null === $html ? gaceta_news_unavailable_notice() : $html );
}

/**
 * A <gaceta-news> element with its non-empty attributes around `$inner`.
 *
 * @param array<string, string> $element The element's attributes.
 * @param string                $inner   Its children (server-rendered markup).
 * @return string
 */
function gaceta_news_element( $element, $inner ) {
	$attributes = '';
	foreach ( array_filter( $element, 'strlen' ) as $name => $value ) {
		$attributes .= sprintf( ' %s="%s"', $name, esc_attr( $value ) );
	}
	return '<gaceta-news' . $attributes . '>' . $inner . '</gaceta-news>';
}

/**
 * [gaceta_subscribe heading="" language="es" subjects="" office=""]: the newsletter's subscription
 * form (double opt-in), which the bundled widget draws and posts to Gaceta as a WordPress
 * subscription. `subjects`: the ids of the subjects followed, separated by commas (none: all).
 *
 * @param array|string $atts The shortcode's attributes.
 * @return string
 */
function gaceta_news_subscribe_shortcode( $atts ) {
	$defaults = array(
		'heading'  => '',
		'language' => '',
		'subjects' => '',
		'office'   => '',
	);
	return gaceta_news_render_subscribe( shortcode_atts( $defaults, $atts, 'gaceta_subscribe' ) );
}

/**
 * The subscription form's element, settings filling the gaps; nothing without an office key.
 *
 * @param array $atts heading, language, subjects and office.
 * @return string
 */
function gaceta_news_render_subscribe( $atts ) {
	$settings = gaceta_news_settings();
	$key      = gaceta_news_sanitize_key( '' !== $atts['office'] ? $atts['office'] : $settings['office_key'] );
	if ( '' === $key ) {
		return gaceta_news_unavailable_notice();
	}
	gaceta_news_enqueue_assets();
	$subjects = array_filter( array_map( 'gaceta_news_sanitize_key', explode( ',', (string) $atts['subjects'] ) ), 'strlen' );
	return gaceta_news_element(
		array(
			'office'   => $key,
			'view'     => 'subscribe',
			'lang'     => gaceta_news_sanitize_language( '' !== $atts['language'] ? $atts['language'] : $settings['language'] ),
			'source'   => 'wordpress',
			'subjects' => implode( ',', $subjects ),
			'heading'  => sanitize_text_field( (string) $atts['heading'] ),
			'api'      => $settings['api_url'],
		),
		''
	);
}

/**
 * A page of the list, or the slider.
 *
 * @param string $view     list or slider.
 * @param int    $page     The page.
 * @param int    $per      Articles per page.
 * @param string $subject  A subject's id, or ''.
 * @param array  $options  key, language and time_zone.
 * @return string|null Null when the API could not be read.
 */
function gaceta_news_render_page( $view, $page, $per, $subject, $options ) {
	$query = array(
		'page' => $page,
		'per'  => $per,
	);
	if ( '' !== $subject ) {
		$query['subject'] = $subject;
	}
	if ( '' !== $options['news_language'] ) {
		$query['language'] = $options['news_language'];
	}
	$result = gaceta_news_fetch( $options['key'], '/news', $query );
	if ( 'ok' !== $result['status'] ) {
		return null;
	}
	$items = isset( $result['data']['objects'] ) && is_array( $result['data']['objects'] ) ? $result['data']['objects'] : array();
	if ( 'slider' === $view ) {
		return gaceta_news_render_slider( $items, $options );
	}
	$pages = isset( $result['data']['total_pages'] ) ? (int) $result['data']['total_pages'] : 1;
	// A page past the last (an old link, a number typed in): the last one, not an empty list.
	if ( $page > $pages && $pages > 0 ) {
		return gaceta_news_render_page( $view, $pages, $per, $subject, $options );
	}
	return gaceta_news_render_list(
		$items,
		$page,
		$pages,
		function ( $target ) {
			return add_query_arg( GACETA_NEWS_PAGE_PARAM, $target, remove_query_arg( GACETA_NEWS_ARTICLE_PARAM ) );
		},
		$options
	);
}

/**
 * One article, with its NewsArticle JSON-LD.
 *
 * @param string $slug        The article's slug, or '' for the newest.
 * @param bool   $detail_view Whether a detail view shows it (else a list opened on it).
 * @param array  $options     key, language and time_zone.
 * @return string|null Null when the API could not be read.
 */
function gaceta_news_render_article( $slug, $detail_view, $options ) {
	if ( '' === $slug ) {
		$query  = array(
			'per'      => 1,
			'language' => $options['news_language'],
		);
		$newest = gaceta_news_fetch( $options['key'], '/news', array_filter( $query ) );
		if ( 'ok' !== $newest['status'] ) {
			return null;
		}
		$slug = isset( $newest['data']['objects'][0]['slug'] ) ? (string) $newest['data']['objects'][0]['slug'] : '';
		if ( '' === $slug ) {
			return gaceta_news_empty( $options['language'] );
		}
	}
	$result = gaceta_news_fetch( $options['key'], '/news/' . rawurlencode( $slug ) );
	if ( 'not_found' === $result['status'] ) {
		return '<div class="gaceta"><p class="gaceta-empty">' . esc_html( gaceta_news_string( $options['language'], 'notFound' ) ) . '</p></div>';
	}
	if ( 'ok' !== $result['status'] || ! isset( $result['data']['object'] ) || ! is_array( $result['data']['object'] ) ) {
		return null;
	}
	$article = $result['data']['object'];
	// A list opened on an article goes back to the list; a detail view to the office's news page.
	$back    = $detail_view
		? remove_query_arg( GACETA_NEWS_ARTICLE_PARAM, gaceta_news_field( $article, 'url' ) )
		: remove_query_arg( GACETA_NEWS_ARTICLE_PARAM );
	$json_ld = gaceta_news_json_ld( $article, gaceta_news_field( $article, 'url' ), get_bloginfo( 'name' ) );
	return gaceta_news_render_detail( $article, $back, $options ) . '<script type="application/ld+json">' . $json_ld . '</script>';
}

/**
 * What shows when the news cannot be read and nothing is cached: nothing for visitors (the widget
 * may still load them in the browser), a short notice for administrators.
 *
 * @return string
 */
function gaceta_news_unavailable_notice() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return '';
	}
	return sprintf(
		'<p class="gaceta-admin-notice" role="status">%s <a href="%s">%s</a></p>',
		esc_html__( 'Gaceta: the news could not be loaded from the Gaceta API. Only administrators see this notice.', 'gaceta-news' ),
		esc_url( admin_url( 'options-general.php?page=gaceta-news' ) ),
		esc_html__( 'Check the settings', 'gaceta-news' )
	);
}

/** The bundled widget, which enhances the markup, and the few styles the markup needs without it. */
function gaceta_news_enqueue_assets() {
	wp_enqueue_style( 'gaceta-news', plugins_url( 'assets/gaceta-news.css', GACETA_NEWS_FILE ), array(), GACETA_NEWS_VERSION );
	wp_enqueue_script( 'gaceta-news-widget', plugins_url( 'assets/gaceta.js', GACETA_NEWS_FILE ), array(), GACETA_NEWS_VERSION, true );
}
