<?php
/**
 * The website channel's markup (docs/website.md, packages/shared/src/website-markup.ts), written in
 * PHP: the same elements, classes and data attributes as the API and the widget render, so the
 * widget enhances what this prints. Text and attributes are escaped; an article's body goes through
 * wp_kses_post.
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
 * A date as the reader reads it (the language's long format, the site's time zone).
 *
 * @param string $iso      An ISO 8601 instant.
 * @param string $language es, en or pt.
 * @return string
 */
function gaceta_news_format_date( $iso, $language ) {
	try {
		$date = new DateTimeImmutable( $iso );
	} catch ( Exception $e ) {
		return '';
	}
	$date = $date->setTimezone( wp_timezone() );
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
 * @param array  $options key and language.
 * @return string
 */
function gaceta_news_root_attributes( $view, $options ) {
	return sprintf(
		'class="gaceta gaceta-%1$s" data-gaceta-view="%1$s" data-gaceta-office="%2$s" lang="%3$s"',
		esc_attr( $view ),
		esc_attr( $options['key'] ),
		esc_attr( $options['language'] )
	);
}

/**
 * One article's card in a list or slider.
 *
 * @param array $item    An article from the API.
 * @param array $options key and language.
 * @return string
 */
function gaceta_news_card( $item, $options ) {
	$image   = gaceta_news_field( $item, 'image' );
	$summary = gaceta_news_field( $item, 'summary' );
	$date    = gaceta_news_field( $item, 'published_at' );
	return sprintf( '<article class="gaceta-card" data-gaceta-slug="%s">', esc_attr( gaceta_news_field( $item, 'slug' ) ) )
		. ( '' !== $image
			? sprintf(
				'<img class="gaceta-card__image" src="%s" alt="%s" width="1200" height="630" loading="lazy" decoding="async">',
				esc_url( $image ),
				esc_attr( gaceta_news_field( $item, 'image_description' ) )
			)
			: '' )
		. sprintf(
			'<h2 class="gaceta-card__title"><a class="gaceta-card__link" href="%s">%s</a></h2>',
			esc_url( gaceta_news_field( $item, 'url' ) ),
			esc_html( gaceta_news_field( $item, 'title' ) )
		)
		. sprintf(
			'<time class="gaceta-card__date" datetime="%s">%s</time>',
			esc_attr( $date ),
			esc_html( gaceta_news_format_date( $date, $options['language'] ) )
		)
		. ( '' !== $summary ? '<p class="gaceta-card__summary">' . esc_html( $summary ) . '</p>' : '' )
		. '</article>';
}

/**
 * The empty state of a list or slider.
 *
 * @param string $language es, en or pt.
 * @return string
 */
function gaceta_news_empty( $language ) {
	return '<p class="gaceta-empty">' . esc_html( gaceta_news_string( $language, 'empty' ) ) . '</p>';
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
				esc_url( $page_href( $target ) ),
				$target,
				esc_html( gaceta_news_string( $language, $label ) )
			);
		};
		$html .= sprintf(
			'<nav class="gaceta-pagination" aria-label="%s" data-gaceta-page="%d" data-gaceta-pages="%d">',
			esc_attr( gaceta_news_string( $language, 'pages' ) ),
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
		esc_attr( gaceta_news_string( $language, 'news' ) ),
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
			esc_attr( $label ),
			$index,
			gaceta_news_card( $item, $options )
		);
	}
	$button = function ( $action, $label ) use ( $language ) {
		return sprintf(
			'<button type="button" class="gaceta-slider__%1$s" data-gaceta-action="%1$s" hidden>%2$s</button>',
			$action,
			esc_html( gaceta_news_string( $language, $label ) )
		);
	};
	return sprintf(
		'<section %s aria-roledescription="carousel" aria-label="%s">%s</section>',
		gaceta_news_root_attributes( 'slider', $options ),
		esc_attr( gaceta_news_string( $language, 'news' ) ),
		$total
			? '<div class="gaceta-slider__track">' . $slides . '</div><div class="gaceta-slider__controls">' . $button( 'prev', 'previous' ) . $button( 'next', 'next' ) . '</div>'
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
	$u = rawurlencode( $url );
	$t = rawurlencode( $title );
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
	$image      = gaceta_news_field( $article, 'image' );
	$summary    = gaceta_news_field( $article, 'summary' );
	$disclaimer = gaceta_news_field( $article, 'disclaimer' );
	$date       = gaceta_news_field( $article, 'published_at' );
	$share      = '';
	foreach ( gaceta_news_share_links( gaceta_news_field( $article, 'share_url' ), gaceta_news_field( $article, 'title' ) ) as $network => $href ) {
		$share .= sprintf(
			'<li><a class="gaceta-share__link" data-gaceta-share="%s" href="%s"%s>%s</a></li>',
			$network,
			esc_url( $href, array( 'https', 'mailto' ) ),
			'email' === $network ? '' : ' target="_blank" rel="noopener noreferrer"',
			esc_html( GACETA_NEWS_SHARE_LABELS[ $network ] )
		);
	}
	return sprintf( '<article %s data-gaceta-slug="%s">', gaceta_news_root_attributes( 'detail', $options ), esc_attr( gaceta_news_field( $article, 'slug' ) ) )
		. '<header class="gaceta-detail__header"><h1 class="gaceta-detail__title">' . esc_html( gaceta_news_field( $article, 'title' ) ) . '</h1>'
		. '<p class="gaceta-detail__meta">'
		. ( '' !== $author ? '<span class="gaceta-detail__author">' . esc_html( strtr( gaceta_news_string( $language, 'by' ), array( '{author}' => $author ) ) ) . '</span> ' : '' )
		. sprintf( '<time class="gaceta-detail__date" datetime="%s">%s</time>', esc_attr( $date ), esc_html( gaceta_news_format_date( $date, $language ) ) )
		. '</p></header>'
		. ( '' !== $image
			? sprintf(
				'<figure class="gaceta-detail__figure"><img class="gaceta-detail__image" src="%s" alt="%s" width="1200" height="630"></figure>',
				esc_url( $image ),
				esc_attr( gaceta_news_field( $article, 'image_description' ) )
			)
			: '' )
		. ( '' !== $summary ? '<p class="gaceta-detail__summary">' . esc_html( $summary ) . '</p>' : '' )
		. '<div class="gaceta-detail__body">' . wp_kses_post( gaceta_news_field( $article, 'content' ) ) . '</div>'
		. ( '' !== $disclaimer ? '<p class="gaceta-detail__disclaimer">' . esc_html( $disclaimer ) . '</p>' : '' )
		. '<footer class="gaceta-detail__footer"><nav class="gaceta-share" aria-label="' . esc_attr( gaceta_news_string( $language, 'share' ) ) . '"><ul class="gaceta-share__links">' . $share . '</ul></nav>'
		. ( $back_href ? sprintf( '<a class="gaceta-detail__back" href="%s" data-gaceta-action="back">%s</a>', esc_url( $back_href ), esc_html( gaceta_news_string( $language, 'back' ) ) ) : '' )
		. '</footer></article>';
}

/**
 * NewsArticle structured data (the contract's newsArticleJsonLd()), safe inside a script element.
 *
 * @param array  $article   The article from the API.
 * @param string $publisher Who publishes it (the site's name).
 * @return string A complete <script type="application/ld+json"> element.
 */
function gaceta_news_json_ld( $article, $publisher ) {
	$description = gaceta_news_field( $article, 'meta_description' );
	$description = '' !== $description ? $description : gaceta_news_field( $article, 'summary' );
	$keywords    = isset( $article['keywords'] ) && is_array( $article['keywords'] ) ? $article['keywords'] : array();
	$data        = array_filter(
		array(
			'@context'         => 'https://schema.org',
			'@type'            => 'NewsArticle',
			'headline'         => gaceta_news_field( $article, 'title' ),
			'description'      => $description,
			'image'            => '' !== gaceta_news_field( $article, 'image' ) ? array( gaceta_news_field( $article, 'image' ) ) : null,
			'datePublished'    => gaceta_news_field( $article, 'published_at' ),
			'dateModified'     => gaceta_news_field( $article, 'updated_at' ),
			'author'           => '' !== gaceta_news_field( $article, 'author' ) ? array(
				'@type' => 'Person',
				'name'  => gaceta_news_field( $article, 'author' ),
			) : null,
			'publisher'        => array(
				'@type' => 'Organization',
				'name'  => $publisher,
			),
			'mainEntityOfPage' => gaceta_news_field( $article, 'url' ),
			'keywords'         => $keywords ? implode( ', ', array_map( 'strval', $keywords ) ) : null,
		),
		function ( $value ) {
			return null !== $value && '' !== $value;
		}
	);
	// JSON_HEX_TAG writes < and > as \u003C and \u003E: no value can end the script element.
	return '<script type="application/ld+json">' . wp_json_encode( $data, JSON_HEX_TAG | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) . '</script>';
}
