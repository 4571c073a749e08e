import {
  SLUG_PLACEHOLDER,
  WEBSITE_LANGUAGES,
  WEBSITE_VIEWS,
  type WebsiteConfiguration,
  type WebsiteLanguage,
  type WebsiteView,
  websiteLanguage,
} from '@gaceta/shared/website';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { FormSection } from '@/components/form/form-section';
import { Alert } from '@/components/ui/alert';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { elementSnippet, scriptSnippet } from '../lib/snippets';
import { CopyBlock } from './copy-block';
import { WidgetPreview } from './widget-preview';

/**
 * settings/website-configuration: the snippet of each view with the office's key, to copy, the
 * selected one running live below, and the feeds and article addresses.
 */
export function WebsiteEmbed({ configuration }: { configuration: WebsiteConfiguration }) {
  const { t, i18n } = useLingui();
  const [view, setView] = useState<WebsiteView>('list');
  const [lang, setLang] = useState<WebsiteLanguage>(websiteLanguage(i18n.locale));
  const [allLanguages, setAllLanguages] = useState(false);
  const embed = { widgetUrl: configuration.widget_url, office: configuration.public_key, lang, allLanguages };

  const views: Record<WebsiteView, { name: string; description: string }> = {
    list: {
      name: t`List`,
      description: t`Your news as cards, ten per page with previous and next. A card opens its article in place, with a link of its own to share.`,
    },
    slider: {
      name: t`Slider`,
      description: t`Your five latest news, one at a time, with buttons, arrow keys and swipe. Good for a home page; each slide links to its article.`,
    },
    detail: {
      name: t`Detail`,
      description: t`One whole article with share links: the one a shared link names, or else the latest.`,
    },
  };
  const languages: Record<WebsiteLanguage, string> = { es: t`Spanish`, en: t`English`, pt: t`Portuguese` };

  return (
    <div className="grid gap-6">
      {!configuration.news_url && (
        <Alert variant="warning">
          <TriangleAlert aria-hidden />
          <span>
            <Trans>
              Your office has no news page address yet. Add it in{' '}
              <Link to="/settings/office-settings" className="font-medium underline underline-offset-2">
                office settings
              </Link>{' '}
              so that shared and indexed links open the article on your website.
            </Trans>
          </span>
        </Alert>
      )}

      <FormSection
        title={<Trans>Code to paste</Trans>}
        description={
          configuration.news_url ? (
            <Trans>
              Paste a snippet into the HTML of your news page ({configuration.news_url}), where the news
              should appear. Add data-per (up to 50 news) or data-subject (a subject's id) to change what it
              shows.
            </Trans>
          ) : (
            <Trans>
              Paste a snippet into the HTML of your news page, where the news should appear. Add data-per (up
              to 50 news) or data-subject (a subject's id) to change what it shows.
            </Trans>
          )
        }
      >
        <Field label={<Trans>Language of the widget</Trans>} className="max-w-xs">
          {(control) => (
            <NativeSelect
              {...control}
              value={lang}
              onChange={(event) => setLang(websiteLanguage(event.target.value))}
            >
              {WEBSITE_LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {languages[code]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label={<Trans>News it shows</Trans>} className="max-w-xs">
          {(control) => (
            <NativeSelect
              {...control}
              value={allLanguages ? 'all' : 'own'}
              onChange={(event) => setAllLanguages(event.target.value === 'all')}
            >
              <option value="own">{t`Only those in ${languages[lang]}`}</option>
              <option value="all">{t`Those of every language`}</option>
            </NativeSelect>
          )}
        </Field>
        <Tabs value={view} onValueChange={(value) => setView(value as WebsiteView)}>
          <TabsList aria-label={t`View`}>
            {WEBSITE_VIEWS.map((name) => (
              <TabsTrigger key={name} value={name}>
                {views[name].name}
              </TabsTrigger>
            ))}
          </TabsList>
          {WEBSITE_VIEWS.map((name) => (
            <TabsContent key={name} value={name} className="grid gap-5">
              <p className="text-sm text-muted-foreground">{views[name].description}</p>
              <CopyBlock code label={t`Script tag`} text={scriptSnippet({ ...embed, view: name })} />
              <CopyBlock
                code
                label={t`Or as an element (the script once per page)`}
                text={elementSnippet({ ...embed, view: name })}
              />
            </TabsContent>
          ))}
        </Tabs>
      </FormSection>

      <section className="grid gap-3">
        <h2 className="font-serif text-xl font-semibold text-ink-900">
          <Trans>Preview: {views[view].name}</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>
            The snippet above, running as it will on your website, with your published news and theme.
          </Trans>
        </p>
        <WidgetPreview
          label={t`Preview of the selected snippet`}
          options={{
            office: configuration.public_key,
            view,
            lang,
            ...(allLanguages && { languages: 'all' }),
          }}
        />
      </section>

      <FormSection
        title={<Trans>Feeds and links</Trans>}
        description={
          <Trans>
            For feed readers, newsletters and other sites. Feeds list your 20 latest published news.
          </Trans>
        }
      >
        <CopyBlock label={t`RSS feed`} text={configuration.rss_url} />
        <CopyBlock label={t`JSON Feed`} text={configuration.json_feed_url} />
        <CopyBlock
          label={t`Shareable article page (${SLUG_PLACEHOLDER} stands for the article's address name)`}
          text={configuration.share_page_pattern}
        />
        {configuration.article_url_pattern && (
          <CopyBlock label={t`The article on your website`} text={configuration.article_url_pattern} />
        )}
        <CopyBlock label={t`Public key of your office`} text={configuration.public_key} />
      </FormSection>
    </div>
  );
}
