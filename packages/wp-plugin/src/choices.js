import { __ } from '@wordpress/i18n';

/** The views and languages offered by the settings screen and the block (functions: translated on use). */
export const VIEW_OPTIONS = () => [
  { value: 'list', label: __('List', 'gaceta-news') },
  { value: 'slider', label: __('Slider', 'gaceta-news') },
  { value: 'detail', label: __('One article', 'gaceta-news') },
];

export const LANGUAGE_OPTIONS = () => [
  { value: 'es', label: __('Spanish', 'gaceta-news') },
  { value: 'en', label: __('English', 'gaceta-news') },
  { value: 'pt', label: __('Portuguese', 'gaceta-news') },
];
