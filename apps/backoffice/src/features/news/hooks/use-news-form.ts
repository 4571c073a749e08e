import { NewsCreateInput, type NewsWithContents, newsHints } from '@gaceta/shared/news';
import { isLive } from '@gaceta/shared/news/workflow';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-error';
import { useForm } from '@/lib/hooks/use-form';
import { useCreateNews } from '../api/create-news';
import { useUpdateNews } from '../api/update-news';
import { formValues, type NewsFormValues, toSaveInput } from '../lib/news-form';
import { type SentVersions, serverErrors } from '../lib/save-errors';

/**
 * The news editor's form and its saving: the values, their errors (the form's and the server's),
 * the revision each save is made over, a stale save refused, and a publisher's choice when the
 * item is live.
 */
export function useNewsForm({
  news,
  canPublish,
  onCreated,
}: {
  news: NewsWithContents | undefined;
  canPublish: boolean;
  onCreated: ((id: string) => void) | undefined;
}) {
  const { t } = useLingui();
  const create = useCreateNews();
  const update = useUpdateNews();
  const [revision, setRevision] = useState(news?.object.revision);
  const [stale, setStale] = useState(false);
  const [sent, setSent] = useState<SentVersions>([]);
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

  const refused = saving.error instanceof ApiError ? saving.error : null;
  const server = serverErrors(refused, sent);
  const errorOf = (field: string) => form.errors[field as keyof typeof form.errors] ?? server.fields[field];

  return {
    id,
    form,
    values,
    errorOf,
    /** Advice on lengths and counts, never an error. */
    hints: newsHints({
      meta_title: values.meta_title ?? null,
      meta_description: values.meta_description ?? null,
      subjects: values.subjects ?? [],
    }),
    /** The server's message for each channel version it refused. */
    channelErrors: server.channels,
    saving,
    /** The last save's refusal, with the versions it sent: what focus looks for. */
    refusal: { error: refused, sent },
    stale,
    setStale,
    /** A publisher's save of a live item, waiting for the choice between publishing and review. */
    liveSave: {
      open: liveSave !== null,
      pending: update.isPending,
      choose: (publishChanges: boolean) => liveSave && send(liveSave, publishChanges),
      cancel: () => setLiveSave(null),
    },
  };
}

/** The editor's form, as its sections read and change it. */
export type NewsFormState = ReturnType<typeof useNewsForm>;
