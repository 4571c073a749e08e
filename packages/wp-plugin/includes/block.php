<?php
/**
 * The "Gaceta news" block: the shortcodes' choices in the editor's sidebar, a server-rendered
 * preview, and the same markup on the page.
 *
 * @package GacetaNews
 */

defined( 'ABSPATH' ) || exit;

add_action( 'init', 'gaceta_news_register_block' );

/** The block, from the block.json that wp-scripts copied into build/block. */
function gaceta_news_register_block() {
	gaceta_news_register_jsx_runtime();
	$block = register_block_type( GACETA_NEWS_DIR . 'build/block', array( 'render_callback' => 'gaceta_news_render_block' ) );
	if ( $block && ! empty( $block->editor_script ) ) {
		wp_set_script_translations( $block->editor_script, 'gaceta-news', GACETA_NEWS_DIR . 'languages' );
	}
}

/**
 * The block on the page: the view it names (else the default view) with its choices, or the
 * newsletter's subscription form.
 *
 * @param array $attributes The block's attributes.
 * @return string
 */
function gaceta_news_render_block( $attributes ) {
	if ( isset( $attributes['view'] ) && 'subscribe' === $attributes['view'] ) {
		return gaceta_news_render_subscribe(
			array(
				'heading'  => isset( $attributes['heading'] ) && is_string( $attributes['heading'] ) ? $attributes['heading'] : '',
				'language' => isset( $attributes['language'] ) && is_string( $attributes['language'] ) ? $attributes['language'] : '',
				'subjects' => isset( $attributes['subject'] ) && is_string( $attributes['subject'] ) ? $attributes['subject'] : '',
				'office'   => isset( $attributes['office'] ) && is_string( $attributes['office'] ) ? $attributes['office'] : '',
			)
		);
	}
	$view = isset( $attributes['view'] ) && in_array( $attributes['view'], GACETA_NEWS_VIEWS, true )
		? $attributes['view']
		: gaceta_news_settings()['default_view'];
	$atts = gaceta_news_default_attributes();
	foreach ( array_keys( $atts ) as $name ) {
		if ( isset( $attributes[ $name ] ) && is_scalar( $attributes[ $name ] ) ) {
			$atts[ $name ] = (string) $attributes[ $name ];
		}
	}
	return gaceta_news_render( $view, $atts );
}

/**
 * Scripts built by wp-scripts 35 depend on the `react-jsx-runtime` handle, which WordPress adds only
 * from 6.6; before that a script depending on it is silently not loaded. This registers a small
 * equivalent under that handle (the one unprefixed handle of the plugin: its name is the point).
 */
function gaceta_news_register_jsx_runtime() {
	if ( ! wp_script_is( 'react-jsx-runtime', 'registered' ) ) {
		wp_register_script( 'react-jsx-runtime', plugins_url( 'assets/react-jsx-runtime.js', GACETA_NEWS_FILE ), array( 'react' ), GACETA_NEWS_VERSION, false );
	}
}
