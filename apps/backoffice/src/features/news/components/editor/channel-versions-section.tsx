import type { NewsWithContents } from '@gaceta/shared/news';
import type { Channel } from '@gaceta/shared/news/workflow';
import { Trans } from '@lingui/react/macro';
import { FormSection } from '@/components/form/form-section';
import { newsFromSource } from '../../api/ai-news-from-source';
import type { ArticleAi } from '../../hooks/use-article-ai';
import type { NewsFormState } from '../../hooks/use-news-form';
import type { SocialReach } from '../../lib/news-actions';
import { versionHasText } from '../../lib/news-form';
import { AiFill } from '../ai/ai-fill';
import { ChannelVersions } from '../channels/channel-versions';
import { PublishOnFacebookNow } from '../workflow/publish-now';

/** Each channel's own title and text, in tabs, and the AI that writes them from the web version. */
export function ChannelVersionsSection({
  editor,
  assistant,
  news,
  tab,
  onTabChange,
  pageName,
  canPublish,
  social,
}: {
  editor: NewsFormState;
  assistant: ArticleAi;
  news: NewsWithContents | undefined;
  tab: Channel;
  onTabChange: (tab: Channel) => void;
  /** Who publishes, as the Facebook preview names the page. */
  pageName: string;
  canPublish: boolean;
  social: SocialReach;
}) {
  const { form, values } = editor;
  const others = values.contents.filter((version) => version.platform !== 'web');
  return (
    <FormSection
      title={<Trans>Channel versions</Trans>}
      description={<Trans>Each channel has its own title and text. Leave a channel empty to skip it.</Trans>}
    >
      <ChannelVersions
        versions={values.contents}
        onChange={(contents) => form.setValue('contents', contents)}
        tab={tab}
        onTabChange={onTabChange}
        errors={editor.channelErrors}
        preview={{
          pageName,
          xHandle: social.xHandle,
          // The Facebook version's own image when it has one (chosen in the image dialog).
          image:
            news?.contents.find((content) => content.platform === 'facebook')?.image ??
            news?.object.image ??
            null,
          imageDescription: values.image_description ?? '',
          title: values.title,
        }}
        language={assistant.language}
        ai={assistant.enabled}
        publishNow={
          news && canPublish && <PublishOnFacebookNow news={news} unconfigured={social.unconfigured} />
        }
      />
      {assistant.enabled && (
        <AiFill
          label={<Trans>Generate the other versions from the web version</Trans>}
          available={assistant.capabilities?.news_from_source ?? false}
          run={async () =>
            newsFromSource({
              source: 'text',
              text: assistant.articleText(),
              versions: others.map((version) => version.platform),
              language: assistant.language,
            })
          }
          filled={others.some(versionHasText)}
          apply={(draft) =>
            form.setValue(
              'contents',
              values.contents.map((version) => {
                const made = draft.contents.find((each) => each.platform === version.platform);
                return made && version.platform !== 'web'
                  ? { ...version, title: made.title ?? version.title, content: made.content }
                  : version;
              }),
            )
          }
          confirmTitle={<Trans>Replace the other versions?</Trans>}
          confirmDescription={
            <Trans>The versions made from the web version replace the text of every other channel.</Trans>
          }
        />
      )}
    </FormSection>
  );
}
