import type { NewsWithContents } from '@gaceta/shared/news';
import { AUTHOR_MAX, IMAGE_DESCRIPTION_MAX, TITLE_MAX } from '@gaceta/shared/news';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormSection } from '@/components/form/form-section';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { runTextAction } from '../../api/ai-text';
import type { ArticleAi } from '../../hooks/use-article-ai';
import type { NewsFormState } from '../../hooks/use-news-form';
import { withFollowers } from '../../lib/news-form';
import { AiFill } from '../ai/ai-fill';
import { AiImageDialog } from '../ai/ai-image-dialog';
import { ImageField } from './image-field';
import { SummaryField } from './summary-field';

/** The article's own fields: title, author, image and its description, and the summary. */
export function ArticleSection({
  editor,
  assistant,
  news,
}: {
  editor: NewsFormState;
  assistant: ArticleAi;
  news: NewsWithContents | undefined;
}) {
  const { t } = useLingui();
  const { id, form, values, errorOf } = editor;
  const { capabilities, language } = assistant;
  return (
    <FormSection title={<Trans>Article</Trans>}>
      <Field label={t`Title`} error={errorOf('title')}>
        {(control) => (
          <Input
            {...control}
            maxLength={TITLE_MAX}
            value={values.title}
            onChange={(event) => form.setFields(withFollowers(values, { title: event.target.value }))}
          />
        )}
      </Field>
      <Field label={t`Author`} error={errorOf('author')}>
        {(control) => (
          <Input
            {...control}
            maxLength={AUTHOR_MAX}
            value={values.author ?? ''}
            onChange={(event) => form.setValue('author', event.target.value)}
          />
        )}
      </Field>
      <ImageField
        newsId={id}
        image={news?.object.image ?? null}
        description={values.image_description ?? ''}
        error={errorOf('image')}
        versionImages={news?.contents}
        aiImage={
          id &&
          capabilities?.cover_image && (
            <AiImageDialog
              newsId={id}
              title={values.title}
              imageFromPrompt={capabilities.image_from_prompt}
              stockSource={capabilities.stock_images}
              language={language}
              versions={news?.contents.map((content) => content.platform) ?? []}
              onDescribe={(description) => form.setValue('image_description', description)}
            />
          )
        }
      />
      <Field label={t`Image description`} error={errorOf('image_description')}>
        {(control) => (
          <Input
            {...control}
            maxLength={IMAGE_DESCRIPTION_MAX}
            value={values.image_description ?? ''}
            onChange={(event) => form.setValue('image_description', event.target.value)}
          />
        )}
      </Field>
      <SummaryField
        value={values.summary ?? ''}
        onChange={(summary) => form.setFields(withFollowers(values, { summary }))}
        error={errorOf('summary')}
      />
      {assistant.enabled && (
        <AiFill
          label={<Trans>Generate summary</Trans>}
          available={assistant.can('summary')}
          run={async () =>
            (await runTextAction({ action: 'summary', text: assistant.articleText(), language })).result ?? ''
          }
          filled={Boolean(values.summary?.trim())}
          apply={(summary) => form.setFields(withFollowers(values, { summary }))}
          confirmTitle={<Trans>Replace the summary?</Trans>}
          confirmDescription={<Trans>The generated summary replaces the one written.</Trans>}
        />
      )}
    </FormSection>
  );
}
