import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { registerBlockType } from '@wordpress/blocks';
import { PanelBody, RangeControl, SelectControl, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import ServerSideRender from '@wordpress/server-side-render';
import { LANGUAGE_OPTIONS, VIEW_OPTIONS } from '../choices';
import metadata from './block.json';

/** The shortcodes' choices in the sidebar; the preview is the markup the page will get. */
function Edit({ attributes, setAttributes }) {
  const set = (name) => (value) => setAttributes({ [name]: value ?? metadata.attributes[name].default });
  const fromSettings = { value: '', label: __('As in the settings', 'gaceta-news') };
  return (
    <div {...useBlockProps()}>
      <InspectorControls>
        <PanelBody title={__('Gaceta news', 'gaceta-news')}>
          <SelectControl
            label={__('View', 'gaceta-news')}
            value={attributes.view}
            options={[
              fromSettings,
              ...VIEW_OPTIONS(),
              { value: 'subscribe', label: __('Newsletter subscription form', 'gaceta-news') },
            ]}
            onChange={set('view')}
          />
          {attributes.view === 'subscribe' && (
            <TextControl
              label={__('Form heading', 'gaceta-news')}
              help={__('Empty: "Get our newsletter" in the chosen language.', 'gaceta-news')}
              value={attributes.heading}
              onChange={set('heading')}
            />
          )}
          <RangeControl
            label={__('Articles', 'gaceta-news')}
            help={__('0: ten in a list, five in a slider.', 'gaceta-news')}
            min={0}
            max={50}
            value={attributes.per}
            onChange={set('per')}
          />
          <SelectControl
            label={__('Language of the news', 'gaceta-news')}
            value={attributes.language}
            options={[fromSettings, ...LANGUAGE_OPTIONS()]}
            onChange={set('language')}
          />
          <SelectControl
            label={__('News shown', 'gaceta-news')}
            value={attributes.languages}
            options={[
              { value: '', label: __('Only those in that language', 'gaceta-news') },
              { value: 'all', label: __('Those of every language', 'gaceta-news') },
            ]}
            onChange={set('languages')}
          />
          <TextControl
            label={__('Subject', 'gaceta-news')}
            help={__('Only news of this subject (its id in Gaceta).', 'gaceta-news')}
            value={attributes.subject}
            onChange={set('subject')}
          />
          <TextControl
            label={__('Article', 'gaceta-news')}
            help={__('For one article: its slug; empty shows the newest.', 'gaceta-news')}
            value={attributes.slug}
            onChange={set('slug')}
          />
          <TextControl
            label={__('Office key', 'gaceta-news')}
            help={__("Empty: the settings' office.", 'gaceta-news')}
            value={attributes.office}
            onChange={set('office')}
          />
        </PanelBody>
      </InspectorControls>
      <ServerSideRender block={metadata.name} attributes={attributes} />
    </div>
  );
}

registerBlockType(metadata.name, { edit: Edit, save: () => null });
