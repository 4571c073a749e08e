import {
  META_DESCRIPTION_HINT,
  META_DESCRIPTION_MAX,
  META_TITLE_HINT,
  META_TITLE_MAX,
} from '@gaceta/shared/news';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { FormSection } from '@/components/form/form-section';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { runTextAction } from '../../api/ai-text';
import type { ArticleAi } from '../../hooks/use-article-ai';
import type { NewsFormState } from '../../hooks/use-news-form';
import { differsFromHeadline } from '../../lib/news-form';
import { AiFill } from '../ai/ai-fill';
import { KeywordsField } from './keywords-field';

/** How the article shows in search results and when shared: keywords, meta title and description. */
export function SearchEngineSection({ editor, assistant }: { editor: NewsFormState; assistant: ArticleAi }) {
  const { t } = useLingui();
  const { form, values, errorOf, hints } = editor;
  const differs = differsFromHeadline(values);
  return (
    <FormSection
      title={<Trans>Search engines</Trans>}
      description={<Trans>How the article shows in search results and when shared.</Trans>}
    >
      {assistant.enabled && (
        <AiFill
          label={<Trans>Optimise SEO</Trans>}
          available={assistant.can('seo')}
          run={async () => {
            const { seo } = await runTextAction({
              action: 'seo',
              text: assistant.articleText(),
              language: assistant.language,
              context: values.title || null,
            });
            if (!seo) throw new Error('no SEO in the answer');
            return seo;
          }}
          filled={Boolean(
            values.keywords?.length || values.meta_title?.trim() || values.meta_description?.trim(),
          )}
          apply={(seo) => form.setFields(seo)}
          confirmTitle={<Trans>Replace keywords and meta texts?</Trans>}
          confirmDescription={
            <Trans>The keywords, meta title and meta description found replace the ones written.</Trans>
          }
        />
      )}
      <KeywordsField
        value={values.keywords ?? []}
        onChange={(keywords) => form.setValue('keywords', keywords)}
        error={errorOf('keywords')}
      />
      <HintedField
        label={t`Meta title`}
        error={errorOf('meta_title')}
        description={differs.meta_title ? t`Written by hand: it no longer follows the title.` : undefined}
        hint={
          hints.meta_title
            ? t`Search engines show about ${META_TITLE_HINT} characters of the title.`
            : undefined
        }
        count={(values.meta_title ?? '').length}
        recommended={META_TITLE_HINT}
      >
        {(control) => (
          <Input
            {...control}
            maxLength={META_TITLE_MAX}
            value={values.meta_title ?? ''}
            onChange={(event) => form.setValue('meta_title', event.target.value)}
          />
        )}
      </HintedField>
      <HintedField
        label={t`Meta description`}
        error={errorOf('meta_description')}
        description={
          differs.meta_description ? t`Written by hand: it no longer follows the summary.` : undefined
        }
        hint={
          hints.meta_description
            ? t`Search engines show about ${META_DESCRIPTION_HINT} characters of the description.`
            : undefined
        }
        count={(values.meta_description ?? '').length}
        recommended={META_DESCRIPTION_HINT}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={META_DESCRIPTION_MAX}
            value={values.meta_description ?? ''}
            onChange={(event) => form.setValue('meta_description', event.target.value)}
          />
        )}
      </HintedField>
    </FormSection>
  );
}

/** A field with a recommended length: a count beside it, and advice (never an error) past it. */
function HintedField({
  hint,
  count,
  recommended,
  ...field
}: ComponentProps<typeof Field> & { hint: string | undefined; count: number; recommended: number }) {
  const { i18n } = useLingui();
  return (
    <div className="grid gap-1.5">
      <Field {...field} />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        <Trans>
          {i18n.number(count)} characters, {i18n.number(recommended)} recommended
        </Trans>
        {hint && <span className="block text-brass-700">{hint}</span>}
      </p>
    </div>
  );
}
