import type { NewsDraft } from '@gaceta/shared/ai';
import { channelLengthError, type NewsWithContents } from '@gaceta/shared/news';
import type { Channel } from '@gaceta/shared/news/workflow';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { FormSection } from '@/components/form/form-section';
import { UnsavedChangesGuard } from '@/components/form/unsaved-changes-guard';
import { useArticleAi } from '../../hooks/use-article-ai';
import { useNewsForm } from '../../hooks/use-news-form';
import { useRefusedFieldFocus } from '../../hooks/use-refused-field-focus';
import { NO_SOCIAL_REACH, type SocialReach } from '../../lib/news-actions';
import { NewsFromSourceDialog } from '../ai/news-from-source-dialog';
import { ArticleSection } from './article-section';
import { ChannelVersionsSection } from './channel-versions-section';
import { ClassificationSection, type SubjectPicker } from './classification-section';
import { EditorActionBar } from './editor-action-bar';
import { EditorAside } from './editor-aside';
import { PublishChangesDialog } from './publish-changes-dialog';
import { PublishWindow } from './publish-window';
import { SearchEngineSection } from './search-engine-section';
import { SentBackNote } from './sent-back-note';
import { StaleRevisionDialog } from './stale-revision-dialog';

/**
 * news/add and news/edit/$id: every field of a news item and its channel versions. A draft saves
 * with a title alone; the API names what is missing when the item is activated. The edit page's
 * workflow actions go in its header, and panels such as revisions in `aside`.
 */
export function NewsEditor({
  news,
  timeZone,
  pageName,
  subjectPicker,
  onCreated,
  onReload,
  aside,
  ai,
  canPublish,
  social = NO_SOCIAL_REACH,
}: {
  /** The item as read; none for a new one. */
  news?: NewsWithContents;
  timeZone: string;
  /** Whether the user may use the AI assistant: its tools are left out otherwise (decision 027). */
  ai: boolean;
  /** Whether the user publishes: a save of a live item then asks whether it goes live at once. */
  canPublish: boolean;
  /** Who publishes, as the Facebook preview names the page. */
  pageName: string;
  /** The office's social accounts: X's handle for its preview, the networks that cannot publish. */
  social?: SocialReach;
  subjectPicker: SubjectPicker;
  onCreated?: (id: string) => void;
  /** Reads the item again after a refused stale save (and opens the editor afresh). */
  onReload?: () => Promise<unknown>;
  aside?: ReactNode;
}) {
  const { t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const formId = useId();
  const asideId = useId();
  const [tab, setTab] = useState<Channel>('web');
  const editor = useNewsForm({ news, canPublish, onCreated });
  const { form, values, saving } = editor;
  const assistant = useArticleAi(ai, values);
  useRefusedFieldFocus(formRef, editor.refusal, setTab);

  // A post too long for its channel is refused before sending: its tab opens so the message shows.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const tooLong = values.contents.find((version) => channelLengthError(version.platform, version.content));
    if (tooLong) flushSync(() => setTab(tooLong.platform));
    form.handleSubmit(event);
  };

  const activate = () => {
    flushSync(() => form.setValue('active', true));
    formRef.current?.requestSubmit();
  };

  const goToWorkflow = () => {
    const aside = document.getElementById(asideId);
    aside?.focus({ preventScroll: true });
    aside?.scrollIntoView({ block: 'start' });
  };

  /** The versions a draft made replace those; the ones it did not make stay as they are. */
  const fillFromDraft = (draft: NewsDraft) =>
    form.setFields({
      title: draft.title,
      summary: draft.summary,
      keywords: draft.keywords,
      meta_title: draft.meta_title,
      meta_description: draft.meta_description,
      contents: values.contents.map((version) => {
        const made = draft.contents.find((each) => each.platform === version.platform);
        return made ? { ...version, title: made.title ?? '', content: made.content } : version;
      }),
    });

  const comment = news?.object.editorial_state === 'in_preparation' ? news.object.review_comment : null;

  return (
    <div className="grid gap-6">
      <UnsavedChangesGuard dirty={form.dirty} />
      {comment && <SentBackNote comment={comment} />}
      {saving.error && !editor.stale && saving.error.message && (
        <ErrorAlert error={{ message: `${t`Error saving news`}: ${saving.error.message}` }} />
      )}

      {!news && assistant.capabilities?.news_from_source && (
        <NewsFromSourceDialog language={assistant.language} onAccept={fillFromDraft} />
      )}

      {/* A new item has no status yet: its form keeps the width it will have beside the side panel. */}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        {/* The form holds the fields only: the side panel's workflow buttons must never submit it. */}
        <form id={formId} ref={formRef} noValidate onSubmit={submit} className="grid min-w-0 gap-6">
          <ArticleSection editor={editor} assistant={assistant} news={news} />
          <ChannelVersionsSection
            editor={editor}
            assistant={assistant}
            news={news}
            tab={tab}
            onTabChange={setTab}
            pageName={pageName}
            canPublish={canPublish}
            social={social}
          />
          <ClassificationSection editor={editor} subjectPicker={subjectPicker} />
          <SearchEngineSection editor={editor} assistant={assistant} />
          <FormSection title={<Trans>Website visibility</Trans>}>
            <PublishWindow
              active={values.active ?? false}
              from={values.publish_from ?? ''}
              to={values.publish_to ?? ''}
              timeZone={timeZone}
              onChange={(changes) => form.setFields(changes)}
              errors={{
                active: editor.errorOf('active'),
                publish_from: editor.errorOf('publish_from'),
                publish_to: editor.errorOf('publish_to'),
              }}
            />
          </FormSection>
        </form>

        {(news || aside) && (
          <EditorAside
            id={asideId}
            news={news}
            dirty={form.dirty}
            timeZone={timeZone}
            canPublish={canPublish}
          >
            {aside}
          </EditorAside>
        )}
      </div>

      <EditorActionBar
        formId={formId}
        saved={news !== undefined}
        dirty={form.dirty}
        pending={saving.isPending}
        onActivate={activate}
        onGoToWorkflow={goToWorkflow}
      />

      <PublishChangesDialog liveSave={editor.liveSave} />
      <StaleRevisionDialog open={editor.stale} onOpenChange={editor.setStale} onReload={onReload} />
    </div>
  );
}
