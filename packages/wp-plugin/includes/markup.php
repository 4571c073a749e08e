<?php
/**
 * The website channel's markup (docs/website.md, packages/shared/src/website/views.ts), written in
 * PHP: the same HTML, byte for byte, as the API and the widget render for the same article
 * (tests/markup.test.ts renders both and compares them), so the widget enhances what this prints.
 * Text and attributes are escaped as the contract's escapeHtml() does; URLs esc_url_raw() refuses are
 * left out;
 * an article's body goes through wp_kses_post.
 *
 * @package GacetaNews
 */

defined( 'ABSPATH' ) || exit;

/**
 * A string of the markup in one language (GACETA_NEWS_STRINGS, generated from the shared contract).
 *
 * @param string $language es, en or pt.
 * @param string $name     The string's name.
 * @return string
 */
function gaceta_news_string( $language, $name ) {
	return GACETA_NEWS_STRINGS[ $language ][ $name ];
}

/**
 * Text escaped for HTML content and quoted attribute values, as the contract's escapeHtml() does.
 * Not esc_html(): it leaves entities such as "&amp;" as they are, so a title that says "&amp;" would
 * show "&", where the API and the widget show "&amp;".
 *
 * @param string $text Plain text.
 * @return string
 */
function gaceta_news_escape( $text ) {
	return strtr(
		(string) $text,
		array(
			'&' => '&amp;',
			'<' => '&lt;',
			'>' => '&gt;',
			'"' => '&quot;',
			"'" => '&#39;',
		)
	);
}

/**
 * A URL for an href or src: '' when esc_url_raw() refuses it (a protocol outside the allowed ones,
 * such as javascript:), else escaped as text, as the contract writes it (esc_url_raw() would also
 * rewrite some characters, e.g. a space as %20, and the markup would differ from the widget's).
 *
 * @param string     $url       The URL.
 * @param array|null $protocols The allowed protocols; null for WordPress's list.
 * @return string
 */
function gaceta_news_escape_url( $url, $protocols = null ) {
	return '' === esc_url_raw( $url, $protocols ) ? '' : gaceta_news_escape( $url );
}

/**
 * JavaScript's encodeURIComponent(): rawurlencode() leaves ! * ' ( ) as they are too.
 *
 * @param string $value The value.
 * @return string
 */
function gaceta_news_encode_uri_component( $value ) {
	return strtr(
		rawurlencode( $value ),
		array(
			'%21' => '!',
			'%2A' => '*',
			'%27' => "'",
			'%28' => '(',
			'%29' => ')',
		)
	);
}

/**
 * A field of an API item as a string ('' when absent or null).
 *
 * @param array  $item  An article from the API.
 * @param string $field Its name.
 * @return string
 */
function gaceta_news_field( $item, $field ) {
	return isset( $item[ $field ] ) && is_scalar( $item[ $field ] ) ? (string) $item[ $field ] : '';
}

/**
 * A date as the reader reads it (the language's long format, in a time zone).
 *
 * @param string $iso       An ISO 8601 instant.
 * @param string $language  es, en or pt.
 * @param string $time_zone A time zone name or offset (wp_timezone_string()).
 * @return string
 */
function gaceta_news_format_date( $iso, $language, $time_zone ) {
	try {
		$date = new DateTimeImmutable( $iso );
		$date = $date->setTimezone( new DateTimeZone( $time_zone ) );
	} catch ( Exception $e ) {
		return '';
	}
	return strtr(
		GACETA_NEWS_STRINGS[ $language ]['date'],
		array(
			'{day}'   => $date->format( 'j' ),
			'{month}' => GACETA_NEWS_STRINGS[ $language ]['months'][ (int) $date->format( 'n' ) - 1 ],
			'{year}'  => $date->format( 'Y' ),
		)
	);
}

/**
 * The root element's attributes, shared by the three views.
 *
 * @param string $view    list, slider or detail.
 * @param array  $options key, language and time_zone.
 * @return string
 */
function gaceta_news_root_attributes( $view, $options ) {
	return sprintf(
		'class="gaceta gaceta-%1$s" data-gaceta-view="%1$s" data-gaceta-office="%2$s" lang="%3$s"',
		gaceta_news_escape( $view ),
		gaceta_news_escape( $options['key'] ),
		gaceta_news_escape( $options['language'] )
	);
}

/**
 * An article's image in a 1200 × 630 box, chosen from its web copies by srcset (the contract's image()).
 *
 * @param array  $item       An article from the API.
 * @param string $class_name The image's class.
 * @param string $sizes      Its sizes attribute.
 * @param bool   $lazy       Whether it loads lazily (cards) or at once (the detail view).
 * @return string
 */
function gaceta_news_image( $item, $class_name, $sizes, $lazy ) {
	$image = gaceta_news_field( $item, 'image' );
	if ( '' === $image ) {
		return '';
	}
	$srcset = gaceta_news_field( $item, 'image_srcset' );
	return sprintf(
		'<img class="%s" src="%s"%s alt="%s" width="1200" height="630"%s decoding="async">',
		$class_name,
		gaceta_news_escape_url( $image ),
		'' !== $srcset ? sprintf( ' srcset="%s" sizes="%s%s"', gaceta_news_escape( $srcset ), $lazy ? 'auto, ' : '', $sizes ) : '',
		gaceta_news_escape( gaceta_news_field( $item, 'image_description' ) ),
		$lazy ? ' loading="lazy"' : ''
	);
}

/**
 * One article's card in a list or slider.
 *
 * @param array $item    An article from the API.
 * @param array $options key, language and time_zone.
 * @return string
 */
function gaceta_news_card( $item, $options ) {
	$summary = gaceta_news_field( $item, 'summary' );
	$date    = gaceta_news_field( $item, 'published_at' );
	return sprintf( '<article class="gaceta-card" data-gaceta-slug="%s">', gaceta_news_escape( gaceta_news_field( $item, 'slug' ) ) )
		. gaceta_news_image( $item, 'gaceta-card__image', '(max-width: 640px) 100vw, 640px', true )
		. sprintf(
			'<h2 class="gaceta-card__title"><a class="gaceta-card__link" href="%s">%s</a></h2>',
			gaceta_news_escape_url( gaceta_news_field( $item, 'url' ) ),
			gaceta_news_escape( gaceta_news_field( $item, 'title' ) )
		)
		. sprintf(
			'<time class="gaceta-card__date" datetime="%s">%s</time>',
			gaceta_news_escape( $date ),
			gaceta_news_escape( gaceta_news_format_date( $date, $options['language'], $options['time_zone'] ) )
		)
		. ( '' !== $summary ? '<p class="gaceta-card__summary">' . gaceta_news_escape( $summary ) . '</p>' : '' )
		. '</article>';
}

/**
 * The empty state of a list or slider.
 *
 * @param string $language es, en or pt.
 * @return string
 */
function gaceta_news_empty( $language ) {
	return '<p class="gaceta-empty">' . gaceta_news_escape( gaceta_news_string( $language, 'empty' ) ) . '</p>';
}

/**
 * The list view: one card per article and, past one page, links to the others.
 *
 * @param array    $items     Articles from the API.
 * @param int      $page      This page.
 * @param int      $pages     How many pages.
 * @param callable $page_href The href of another page.
 * @param array    $options   key and language.
 * @return string
 */
function gaceta_news_render_list( $items, $page, $pages, $page_href, $options ) {
	$language = $options['language'];
	$html     = '';
	foreach ( $items as $item ) {
		$html .= '<li class="gaceta-list__item">' . gaceta_news_card( $item, $options ) . '</li>';
	}
	$html = $items ? '<ul class="gaceta-list__items">' . $html . '</ul>' : gaceta_news_empty( $language );
	if ( $pages > 1 ) {
		$link  = function ( $target, $rel, $label ) use ( $page_href, $language ) {
			return sprintf(
				'<a class="gaceta-pagination__%1$s" rel="%1$s" href="%2$s" data-gaceta-page="%3$d">%4$s</a>',
				$rel,
				gaceta_news_escape_url( $page_href( $target ) ),
				$target,
				gaceta_news_escape( gaceta_news_string( $language, $label ) )
			);
		};
		$html .= sprintf(
			'<nav class="gaceta-pagination" aria-label="%s" data-gaceta-page="%d" data-gaceta-pages="%d">',
			gaceta_news_escape( gaceta_news_string( $language, 'pages' ) ),
			$page,
			$pages
		)
			. ( $page > 1 ? $link( $page - 1, 'prev', 'previous' ) : '' )
			. ( $page < $pages ? $link( $page + 1, 'next', 'next' ) : '' )
			. '</nav>';
	}
	return sprintf(
		'<section %s aria-label="%s">%s</section>',
		gaceta_news_root_attributes( 'list', $options ),
		gaceta_news_escape( gaceta_news_string( $language, 'news' ) ),
		$html
	);
}

/**
 * The slider view: every slide in the markup; its buttons stay hidden until the widget wires them.
 *
 * @param array $items   Articles from the API.
 * @param array $options key and language.
 * @return string
 */
function gaceta_news_render_slider( $items, $options ) {
	$language = $options['language'];
	$total    = count( $items );
	$slides   = '';
	foreach ( array_values( $items ) as $index => $item ) {
		$label   = strtr(
			gaceta_news_string( $language, 'slide' ),
			array(
				'{n}'     => $index + 1,
				'{total}' => $total,
			)
		);
		$slides .= sprintf(
			'<div class="gaceta-slider__slide" role="group" aria-roledescription="slide" aria-label="%s" data-gaceta-index="%d">%s</div>',
			gaceta_news_escape( $label ),
			$index,
			gaceta_news_card( $item, $options )
		);
	}
	$button = function ( $name, $action, $label ) use ( $language ) {
		return sprintf(
			'<button type="button" class="gaceta-slider__%s" data-gaceta-action="%s" hidden>%s</button>',
			$name,
			$action,
			gaceta_news_escape( gaceta_news_string( $language, $label ) )
		);
	};
	return sprintf(
		'<section %s aria-roledescription="carousel" aria-label="%s">%s</section>',
		gaceta_news_root_attributes( 'slider', $options ),
		gaceta_news_escape( gaceta_news_string( $language, 'featured' ) ),
		$total
			? '<div class="gaceta-slider__track">' . $slides . '</div><div class="gaceta-slider__controls">' . $button( 'toggle', 'pause', 'pause' ) . $button( 'prev', 'prev', 'previous' ) . $button( 'next', 'next', 'next' ) . '</div>'
			: gaceta_news_empty( $language )
	);
}

/**
 * Share links for the server-rendered page of an article (the contract's shareLinks()).
 *
 * @param string $url   The article's share_url.
 * @param string $title Its title.
 * @return array<string, string>
 */
function gaceta_news_share_links( $url, $title ) {
	$u = gaceta_news_encode_uri_component( $url );
	$t = gaceta_news_encode_uri_component( $title );
	return array(
		'linkedin' => 'https://www.linkedin.com/sharing/share-offsite/?url=' . $u,
		'x'        => 'https://x.com/intent/post?url=' . $u . '&text=' . $t,
		'facebook' => 'https://www.facebook.com/sharer/sharer.php?u=' . $u,
		'email'    => 'mailto:?subject=' . $t . '&body=' . $u,
	);
}

/**
 * The detail view of one article.
 *
 * @param array       $article   The article from the API (its content is HTML).
 * @param string|null $back_href Where "back to the news" goes, or null.
 * @param array       $options   key and language.
 * @return string
 */
function gaceta_news_render_detail( $article, $back_href, $options ) {
	$language   = $options['language'];
	$author     = gaceta_news_field( $article, 'author' );
	$summary    = gaceta_news_field( $article, 'summary' );
	$disclaimer = gaceta_news_field( $article, 'disclaimer' );
	$date       = gaceta_news_field( $article, 'published_at' );
	$figure     = gaceta_news_image( $article, 'gaceta-detail__image', '(max-width: 1280px) 100vw, 1280px', false );
	$share      = '';
	foreach ( gaceta_news_share_links( gaceta_news_field( $article, 'share_url' ), gaceta_news_field( $article, 'title' ) ) as $network => $href ) {
		$share .= sprintf(
			'<li><a class="gaceta-share__link" data-gaceta-share="%s" href="%s"%s>%s</a></li>',
			$network,
			gaceta_news_escape_url( $href, array( 'https', 'mailto' ) ),
			'email' === $network ? '' : ' target="_blank" rel="noopener noreferrer"',
			gaceta_news_escape( GACETA_NEWS_SHARE_LABELS[ $network ] )
		);
	}
	return sprintf( '<article %s data-gaceta-slug="%s">', gaceta_news_root_attributes( 'detail', $options ), gaceta_news_escape( gaceta_news_field( $article, 'slug' ) ) )
		. '<header class="gaceta-detail__header"><h1 class="gaceta-detail__title">' . gaceta_news_escape( gaceta_news_field( $article, 'title' ) ) . '</h1>'
		. '<p class="gaceta-detail__meta">'
		. ( '' !== $author ? '<span class="gaceta-detail__author">' . gaceta_news_escape( strtr( gaceta_news_string( $language, 'by' ), array( '{author}' => $author ) ) ) . '</span> ' : '' )
		. sprintf( '<time class="gaceta-detail__date" datetime="%s">%s</time>', gaceta_news_escape( $date ), gaceta_news_escape( gaceta_news_format_date( $date, $language, $options['time_zone'] ) ) )
		. '</p></header>'
		. ( '' !== $figure ? '<figure class="gaceta-detail__figure">' . $figure . '</figure>' : '' )
		. ( '' !== $summary ? '<p class="gaceta-detail__summary">' . gaceta_news_escape( $summary ) . '</p>' : '' )
		. '<div class="gaceta-detail__body">' . wp_kses_post( gaceta_news_field( $article, 'content' ) ) . '</div>'
		. ( '' !== $disclaimer ? '<p class="gaceta-detail__disclaimer">' . gaceta_news_escape( $disclaimer ) . '</p>' : '' )
		. '<footer class="gaceta-detail__footer"><nav class="gaceta-share" aria-label="' . gaceta_news_escape( gaceta_news_string( $language, 'share' ) ) . '"><ul class="gaceta-share__links">' . $share . '</ul></nav>'
		. ( $back_href ? sprintf( '<a class="gaceta-detail__back" href="%s" data-gaceta-action="back">%s</a>', gaceta_news_escape_url( $back_href ), gaceta_news_escape( gaceta_news_string( $language, 'back' ) ) ) : '' )
		. '</footer></article>';
}

/**
 * NewsArticle structured data (the contract's newsArticleJsonLd()): JSON safe inside a script
 * element, written as JSON.stringify writes it.
 *
 * @param array  $article   The article from the API.
 * @param string $canonical Where search engines should index it.
 * @param string $publisher Who publishes it (the site's name).
 * @return string
 */
function gaceta_news_json_ld( $article, $canonical, $publisher ) {
	$text     = function ( $field ) use ( $article ) {
		return isset( $article[ $field ] ) && is_scalar( $article[ $field ] ) ? (string) $article[ $field ] : null;
	};
	$image    = gaceta_news_field( $article, 'image' );
	$author   = gaceta_news_field( $article, 'author' );
	$keywords = isset( $article['keywords'] ) && is_array( $article['keywords'] ) ? $article['keywords'] : array();
	$data     = array(
		'@context'         => 'https://schema.org',
		'@type'            => 'NewsArticle',
		'headline'         => gaceta_news_field( $article, 'title' ),
		'description'      => null !== $text( 'meta_description' ) ? $text( 'meta_description' ) : $text( 'summary' ),
		'image'            => '' !== $image ? array( $image ) : null,
		'datePublished'    => gaceta_news_field( $article, 'published_at' ),
		'dateModified'     => gaceta_news_field( $article, 'updated_at' ),
		'author'           => '' !== $author ? array(
			'@type' => 'Person',
			'name'  => $author,
		) : null,
		'publisher'        => array(
			'@type' => 'Organization',
			'name'  => $publisher,
		),
		'mainEntityOfPage' => $canonical,
		'keywords'         => $keywords ? implode( ', ', array_map( 'strval', $keywords ) ) : null,
	);
	$json     = wp_json_encode(
		array_filter(
			$data,
			function ( $value ) {
				return null !== $value;
			}
		),
		JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_LINE_TERMINATORS
	);
	// No "</script>" (or "<!--") in a value can end the element.
	return str_replace( '<', '\\u003c', (string) $json );
}
