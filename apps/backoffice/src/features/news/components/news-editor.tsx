import type { NewsDraft } from '@gaceta/shared/ai';
import {
  AUTHOR_MAX,
  channelLengthError,
  IMAGE_DESCRIPTION_MAX,
  META_DESCRIPTION_HINT,
  META_DESCRIPTION_MAX,
  META_TITLE_HINT,
  META_TITLE_MAX,
  NEWS_LANGUAGES,
  NewsCreateInput,
  type NewsWithContents,
  newsHints,
  SUBJECTS_HINT,
  TITLE_MAX,
} from '@gaceta/shared/news';
import { type Channel, isLive } from '@gaceta/shared/news-workflow';
import { Trans, useLingui } from '@lingui/react/macro';
import { MessageSquareWarning } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { toast } from 'sonner';
import { AreaMultiSelect } from '@/components/area-multi-select';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorAlert } from '@/components/error-alert';
import { FormSection } from '@/components/form-section';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { ApiError } from '@/lib/api-error';
import { focusFirstInvalid, useForm } from '@/lib/use-form';
import { useAiCapabilities } from '../api/ai-capabilities';
import { newsFromSource } from '../api/ai-news-from-source';
import { runTextAction } from '../api/ai-text';
import { useCreateNews } from '../api/create-news';
import { useUpdateNews } from '../api/update-news';
import { LANGUAGE_LABELS } from '../lib/labels';
import {
  differsFromHeadline,
  formValues,
  htmlToText,
  type NewsFormValues,
  toSaveInput,
  versionHasText,
  withFollowers,
} from '../lib/news-form';
import { AiFill, AiInputError } from './ai-fill';
import { AiImageDialog } from './ai-image-dialog';
import { ChannelStatus } from './channel-status';
import { ChannelVersions } from './channel-versions';
import { ImageField } from './image-field';
import { KeywordsField } from './keywords-field';
import { NewsFromSourceDialog } from './news-from-source-dialog';
import { PublishOnFacebookNow } from './publish-now';
import { PublishWindow } from './publish-window';
import { SocialPostsCard } from './social-posts';
import { StaleRevisionDialog } from './stale-revision-dialog';
import { SummaryField } from './summary-field';

/** What the route gives the editor to pick subjects with (subjects are another feature's). */
export type SubjectPicker = (props: { value: string[]; onChange: (subjects: string[]) => void }) => ReactNode;

/** The server's field messages: top-level fields, and channel versions by platform. */
function serverErrors(error: ApiError | null, sent: readonly { platform: Channel }[]) {
  const fields: Record<string, string> = {};
  const channels: Partial<Record<Channel, string>> = {};
  for (const [key, message] of Object.entries(error?.fields ?? {})) {
    const [field, which] = key.split('.');
    if (field !== 'contents' || which === undefined) {
      fields[field ?? key] ??= message;
      continue;
    }
    // `contents.web` (a missing version) or `contents.2.content` (the third version sent).
    const platform = (Number.isInteger(Number(which)) ? sent[Number(which)]?.platform : which) as Channel;
    channels[platform] ??= message;
  }
  return { fields, channels };
}

/** How many frames a refused save waits for its first marked field to appear before giving up. */
const FOCUS_FRAMES = 30;

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
  subjectPicker: SubjectPicker;
  onCreated?: (id: string) => void;
  /** Reads the item again after a refused stale save (and opens the editor afresh). */
  onReload?: () => Promise<unknown>;
  aside?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const formId = useId();
  const asideId = useId();
  const goToWorkflow = () => {
    const aside = document.getElementById(asideId);
    aside?.focus({ preventScroll: true });
    aside?.scrollIntoView({ block: 'start' });
  };
  const create = useCreateNews();
  const update = useUpdateNews();
  const [revision, setRevision] = useState(news?.object.revision);
  const [tab, setTab] = useState<Channel>('web');
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [sent, setSent] = useState<readonly { platform: Channel }[]>([]);
  const id = news?.object.id;
  const saving = id ? update : create;

  // A publisher saving an item live on a channel chooses: publish the changes now, or keep them for
  // review like anyone's (docs/news.md, Changes to live news).
  const live = news !== undefined && isLive(news.object.publications);
  const [liveSave, setLiveSave] = useState<NewsCreateInput | null>(null);

  const send = (input: NewsCreateInput, publishChanges?: boolean) => {
    setSent(input.contents);
    const saved = (result: NewsWithContents) => {
      setLiveSave(null);
      flushSync(() => form.markSaved());
      setRevision(result.object.revision);
      if (result.object.pending_review) {
        toast.success(t`Changes saved for review: your website keeps the approved version`);
      } else toast.success(id ? t`News updated` : t`News created`);
      if (!id) onCreated?.(result.object.id);
    };
    const failed = (error: Error) => {
      setLiveSave(null);
      if (error instanceof ApiError && error.code === 'STALE_REVISION') setStale(true);
      else toast.error(t`Error saving news`);
    };
    if (id && revision !== undefined) {
      const changes = publishChanges === undefined ? {} : { publish_changes: publishChanges };
      update.mutate({ id, input: { ...input, revision, ...changes } }, { onSuccess: saved, onError: failed });
    } else {
      create.mutate(input, { onSuccess: saved, onError: failed });
    }
  };

  const form = useForm(NewsCreateInput, formValues(news), (output) => {
    const input = toSaveInput(output);
    if (live && canPublish) setLiveSave(input);
    else send(input);
  });
  // The form always holds one version per channel (formValues), which the schema's input type cannot say.
  const values = form.values as NewsFormValues;

  const server = serverErrors(saving.error instanceof ApiError ? saving.error : null, sent);
  const errorOf = (field: string) => form.errors[field as keyof typeof form.errors] ?? server.fields[field];
  const differs = differsFromHeadline(values);
  const hints = newsHints({
    meta_title: values.meta_title ?? null,
    meta_description: values.meta_description ?? null,
    subjects: values.subjects ?? [],
  });

  // A refused save: show the first channel with a problem, then focus the first marked field once
  // it is on screen (after the tab has switched, when only a channel version was refused).
  const focusPending = useRef(false);
  useEffect(() => {
    if (!(saving.error instanceof ApiError) || Object.keys(saving.error.fields).length === 0) return;
    const { fields, channels } = serverErrors(saving.error, sent);
    const first = Object.keys(channels)[0] as Channel | undefined;
    if (first && Object.keys(fields).length === 0) setTab(first);
    focusPending.current = true;
  }, [saving.error, sent]);
  useEffect(() => {
    if (!focusPending.current) return;
    // A tab's content mounts a few frames after the tab switches (its own state, not this
    // component's): look again on each frame for a moment, then give up.
    let frames = 0;
    let frame = 0;
    const attempt = () => {
      if (formRef.current && focusFirstInvalid(formRef.current)) focusPending.current = false;
      else if (++frames < FOCUS_FRAMES) frame = requestAnimationFrame(attempt);
      else focusPending.current = false;
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  });

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

  const reload = async () => {
    setReloading(true);
    try {
      await onReload?.();
    } finally {
      setReloading(false);
    }
  };

  // The AI works in the article's first language (the office's usual one when none is chosen yet).
  const language = values.languages?.[0] ?? 'es';
  const capabilities = useAiCapabilities(ai);
  const can = (action: 'seo' | 'summary') => capabilities.data?.text_actions.includes(action) ?? false;
  const web = values.contents.find((version) => version.platform === 'web');
  /** The web version as plain text: what summary, SEO and the other versions are made from. */
  const articleText = () => {
    const text = web ? htmlToText(web.content) : '';
    if (!text) throw new AiInputError(t`Write the web version first`);
    return text;
  };
  const others = values.contents.filter((version) => version.platform !== 'web');
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
      {comment && (
        // A note, not an alert: it is there when the page opens rather than a change to announce.
        <Alert variant="warning" role="note">
          <MessageSquareWarning aria-hidden />
          <div className="grid gap-1">
            <p className="font-semibold">
              <Trans>The reviewer sent this item back for changes</Trans>
            </p>
            <p className="whitespace-pre-wrap">{comment}</p>
          </div>
        </Alert>
      )}
      {saving.error && !stale && saving.error.message && (
        <ErrorAlert error={{ message: `${t`Error saving news`}: ${saving.error.message}` }} />
      )}

      {!news && capabilities.data?.news_from_source && (
        <NewsFromSourceDialog language={language} onAccept={fillFromDraft} />
      )}

      {/* A new item has no status yet: its form keeps the width it will have beside the side panel. */}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        {/* The form holds the fields only: the side panel's workflow buttons must never submit it. */}
        <form id={formId} ref={formRef} noValidate onSubmit={submit} className="grid min-w-0 gap-6">
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
                capabilities.data?.cover_image && (
                  <AiImageDialog
                    newsId={id}
                    title={values.title}
                    imageFromPrompt={capabilities.data.image_from_prompt}
                    stockSource={capabilities.data.stock_images}
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
            {ai && (
              <AiFill
                label={<Trans>Generate summary</Trans>}
                available={can('summary')}
                run={async () =>
                  (await runTextAction({ action: 'summary', text: articleText(), language })).result ?? ''
                }
                filled={Boolean(values.summary?.trim())}
                apply={(summary) => form.setFields(withFollowers(values, { summary }))}
                confirmTitle={<Trans>Replace the summary?</Trans>}
                confirmDescription={<Trans>The generated summary replaces the one written.</Trans>}
              />
            )}
          </FormSection>

          <FormSection
            title={<Trans>Channel versions</Trans>}
            description={
              <Trans>Each channel has its own title and text. Leave a channel empty to skip it.</Trans>
            }
          >
            <ChannelVersions
              versions={values.contents}
              onChange={(contents) => form.setValue('contents', contents)}
              tab={tab}
              onTabChange={setTab}
              errors={server.channels}
              preview={{
                pageName,
                // The Facebook version's own image when it has one (chosen in the image dialog).
                image:
                  news?.contents.find((content) => content.platform === 'facebook')?.image ??
                  news?.object.image ??
                  null,
                imageDescription: values.image_description ?? '',
                title: values.title,
              }}
              language={language}
              ai={ai}
              facebookAction={news && canPublish && <PublishOnFacebookNow news={news} />}
            />
            {ai && (
              <AiFill
                label={<Trans>Generate the other versions from the web version</Trans>}
                available={capabilities.data?.news_from_source ?? false}
                run={async () =>
                  newsFromSource({
                    source: 'text',
                    text: articleText(),
                    versions: others.map((version) => version.platform),
                    language,
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
                  <Trans>
                    The versions made from the web version replace the text of every other channel.
                  </Trans>
                }
              />
            )}
          </FormSection>

          <FormSection title={<Trans>Classification</Trans>}>
            <div className="grid gap-2" data-invalid={Boolean(errorOf('subjects'))}>
              <p className="text-sm font-medium text-ink-800">
                <Trans>Subjects</Trans>
              </p>
              {subjectPicker({
                value: values.subjects ?? [],
                onChange: (subjects) => form.setValue('subjects', subjects),
              })}
              {hints.subjects && (
                <p className="text-sm text-brass-700">
                  <Trans>We recommend {SUBJECTS_HINT} subjects or fewer.</Trans>
                </p>
              )}
              {errorOf('subjects') && <p className="text-sm text-destructive">{errorOf('subjects')}</p>}
            </div>
            <fieldset className="grid gap-3" data-invalid={Boolean(errorOf('languages'))}>
              <legend className="text-sm font-medium text-ink-800">
                <Trans>Languages</Trans>
              </legend>
              <div className="flex flex-wrap gap-x-6 gap-y-2">
                {NEWS_LANGUAGES.map((language) => (
                  <div key={language} className="flex items-center gap-2.5">
                    <Checkbox
                      id={`language-${language}`}
                      checked={values.languages?.includes(language) ?? false}
                      onCheckedChange={(checked) =>
                        form.setValue(
                          'languages',
                          checked === true
                            ? [...(values.languages ?? []), language]
                            : (values.languages ?? []).filter((each) => each !== language),
                        )
                      }
                    />
                    <Label htmlFor={`language-${language}`} className="font-normal">
                      {i18n._(LANGUAGE_LABELS[language])}
                    </Label>
                  </div>
                ))}
              </div>
              {errorOf('languages') && <p className="text-sm text-destructive">{errorOf('languages')}</p>}
            </fieldset>
            <div className="grid gap-2" data-invalid={Boolean(errorOf('areas'))}>
              <AreaMultiSelect
                legend={<Trans>Areas</Trans>}
                value={values.areas ?? []}
                onChange={(areas) => form.setValue('areas', areas)}
              />
              {errorOf('areas') && <p className="text-sm text-destructive">{errorOf('areas')}</p>}
            </div>
          </FormSection>

          <FormSection
            title={<Trans>Search engines</Trans>}
            description={<Trans>How the article shows in search results and when shared.</Trans>}
          >
            {ai && (
              <AiFill
                label={<Trans>Optimise SEO</Trans>}
                available={can('seo')}
                run={async () => {
                  const { seo } = await runTextAction({
                    action: 'seo',
                    text: articleText(),
                    language,
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
            <Hinted
              hint={
                hints.meta_title
                  ? t`Search engines show about ${META_TITLE_HINT} characters of the title.`
                  : undefined
              }
              count={(values.meta_title ?? '').length}
              recommended={META_TITLE_HINT}
            >
              <Field
                label={t`Meta title`}
                error={errorOf('meta_title')}
                description={
                  differs.meta_title ? t`Written by hand: it no longer follows the title.` : undefined
                }
              >
                {(control) => (
                  <Input
                    {...control}
                    maxLength={META_TITLE_MAX}
                    value={values.meta_title ?? ''}
                    onChange={(event) => form.setValue('meta_title', event.target.value)}
                  />
                )}
              </Field>
            </Hinted>
            <Hinted
              hint={
                hints.meta_description
                  ? t`Search engines show about ${META_DESCRIPTION_HINT} characters of the description.`
                  : undefined
              }
              count={(values.meta_description ?? '').length}
              recommended={META_DESCRIPTION_HINT}
            >
              <Field
                label={t`Meta description`}
                error={errorOf('meta_description')}
                description={
                  differs.meta_description ? t`Written by hand: it no longer follows the summary.` : undefined
                }
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
              </Field>
            </Hinted>
          </FormSection>

          <FormSection title={<Trans>Website visibility</Trans>}>
            <PublishWindow
              active={values.active ?? false}
              from={values.publish_from ?? ''}
              to={values.publish_to ?? ''}
              timeZone={timeZone}
              onChange={(changes) => form.setFields(changes)}
              errors={{
                active: errorOf('active'),
                publish_from: errorOf('publish_from'),
                publish_to: errorOf('publish_to'),
              }}
            />
          </FormSection>
        </form>

        {(news || aside) && (
          <aside
            id={asideId}
            tabIndex={-1}
            className="grid scroll-mt-20 gap-6 outline-none lg:sticky lg:top-20"
            aria-label={t`About this news item`}
          >
            {news && <ChannelStatus news={news.object} timeZone={timeZone} />}
            {news && <SocialPostsCard newsId={news.object.id} timeZone={timeZone} canDelete={canPublish} />}
            {/* The actions beside the form work on the saved item, never on what is still being typed. */}
            {news && form.dirty && (
              <p
                role="status"
                className="rounded-md border border-brass-200 bg-brass-50 p-3 text-sm text-brass-700"
              >
                <Trans>
                  You have unsaved changes: these actions and the preview use the saved version. Save first.
                </Trans>
              </p>
            )}
            {aside}
          </aside>
        )}
      </div>

      {/* Always in reach at the foot of the screen, however long the form. Activating needs the image,
          which a new item gets once saved: so only a saved item offers it. */}
      <div className="sticky bottom-0 z-10 flex flex-wrap items-center justify-end gap-2 border-t bg-background/95 py-3 backdrop-blur">
        {/* Below the wide layout the workflow sits after the whole form: the bar says when there is
            something to save and leads there. */}
        {news && (
          <div className="mr-auto flex items-center gap-3 lg:hidden">
            <Button type="button" variant="ghost" size="sm" onClick={goToWorkflow}>
              <Trans>Workflow</Trans>
            </Button>
            {form.dirty && (
              // Not a live region: the note beside the actions already announces it.
              <span className="text-sm text-brass-700">
                <Trans>Unsaved changes</Trans>
              </span>
            )}
          </div>
        )}
        {id && (
          <Button
            type="button"
            variant="outline"
            className="flex-1 sm:flex-none"
            pending={saving.isPending}
            onClick={activate}
          >
            <Trans>Save and activate</Trans>
          </Button>
        )}
        <Button type="submit" form={formId} className="flex-1 sm:flex-none" pending={saving.isPending}>
          <Trans>Save</Trans>
        </Button>
      </div>

      <ConfirmDialog
        open={liveSave !== null}
        onOpenChange={(open) => !open && setLiveSave(null)}
        destructive={false}
        pending={update.isPending}
        title={<Trans>This news item is published</Trans>}
        description={
          <Trans>
            Publish your changes now, and your website shows them at once; or save them for review, and it
            keeps the approved version until they are published.
          </Trans>
        }
        confirmLabel={<Trans>Publish the changes now</Trans>}
        onConfirm={() => liveSave && send(liveSave, true)}
        alternative={{
          label: <Trans>Save for review</Trans>,
          onSelect: () => liveSave && send(liveSave, false),
        }}
      />
      <StaleRevisionDialog open={stale} onOpenChange={setStale} onReload={reload} pending={reloading} />
    </div>
  );
}

/** A field with a recommended length: a count beside it, and advice (never an error) past it. */
function Hinted({
  hint,
  count,
  recommended,
  children,
}: {
  hint: string | undefined;
  count: number;
  recommended: number;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <div className="grid gap-1.5">
      {children}
      <p className="text-sm text-muted-foreground" aria-live="polite">
        <Trans>
          {i18n.number(count)} characters, {i18n.number(recommended)} recommended
        </Trans>
        {hint && <span className="block text-brass-700">{hint}</span>}
      </p>
    </div>
  );
}
