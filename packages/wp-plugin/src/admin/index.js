import apiFetch from '@wordpress/api-fetch';
import { Button, Card, CardBody, Notice, SelectControl, Spinner, TextControl } from '@wordpress/components';
import domReady from '@wordpress/dom-ready';
import { createRoot, render, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { LANGUAGE_OPTIONS, VIEW_OPTIONS } from '../choices';

/**
 * Settings > Gaceta: the four options, saved through POST gaceta-news/v1/settings (capability and
 * REST nonce checked by WordPress), and a button that asks the API with the values as typed.
 */
function SettingsScreen({ initial }) {
  const [settings, setSettings] = useState(initial);
  const [busy, setBusy] = useState(null);
  const [notice, setNotice] = useState(null);
  const set = (name) => (value) => setSettings({ ...settings, [name]: value });

  const call = async (action, path) => {
    setBusy(action);
    setNotice(null);
    try {
      const answer = await apiFetch({ path, method: 'POST', data: settings });
      if (action === 'save') {
        setSettings(answer);
        setNotice({ status: 'success', text: __('Settings saved.', 'gaceta-news') });
      } else {
        setNotice({ status: answer.ok ? 'success' : 'error', text: answer.message });
      }
    } catch (error) {
      setNotice({ status: 'error', text: error.message ?? __('Something went wrong.', 'gaceta-news') });
    } finally {
      setBusy(null);
    }
  };

  const submit = (event) => {
    event.preventDefault();
    void call('save', '/gaceta-news/v1/settings');
  };

  return (
    <Card style={{ maxWidth: '40rem' }}>
      <CardBody>
        <form onSubmit={submit} style={{ display: 'grid', gap: '1rem' }}>
          <p style={{ margin: 0 }}>
            {__(
              'The address and the office key are in the Gaceta back-office, under Settings > WordPress configuration.',
              'gaceta-news',
            )}
          </p>
          <TextControl
            __nextHasNoMarginBottom
            label={__('Gaceta API address', 'gaceta-news')}
            help={__('For example https://news.example.com', 'gaceta-news')}
            type="url"
            required
            value={settings.api_url}
            onChange={set('api_url')}
          />
          <TextControl
            __nextHasNoMarginBottom
            label={__('Office key', 'gaceta-news')}
            required
            value={settings.office_key}
            onChange={set('office_key')}
          />
          <SelectControl
            __nextHasNoMarginBottom
            label={__('Default view', 'gaceta-news')}
            value={settings.default_view}
            options={VIEW_OPTIONS()}
            onChange={set('default_view')}
          />
          <SelectControl
            __nextHasNoMarginBottom
            label={__('Language of the news', 'gaceta-news')}
            value={settings.language}
            options={LANGUAGE_OPTIONS()}
            onChange={set('language')}
          />
          {notice && (
            <Notice status={notice.status} isDismissible={false}>
              {notice.text}
            </Notice>
          )}
          <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
            <Button variant="primary" type="submit" disabled={busy !== null}>
              {__('Save settings', 'gaceta-news')}
            </Button>
            <Button
              variant="secondary"
              disabled={busy !== null}
              onClick={() => call('test', '/gaceta-news/v1/test-connection')}
            >
              {__('Test connection', 'gaceta-news')}
            </Button>
            {busy && <Spinner />}
          </div>
        </form>
      </CardBody>
    </Card>
  );
}

domReady(() => {
  const container = document.getElementById('gaceta-news-settings');
  if (!container) return;
  const screen = <SettingsScreen initial={window.gacetaNewsSettings} />;
  // createRoot arrived with React 18 (WordPress 6.2); WordPress 6.1 renders the older way.
  if (createRoot) createRoot(container).render(screen);
  else render(screen, container);
});
