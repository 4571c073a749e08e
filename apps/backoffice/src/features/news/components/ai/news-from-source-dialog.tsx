import type { NewsDraft } from '@gaceta/shared/ai';
import type { NEWS_LANGUAGES } from '@gaceta/shared/news';
import { CHANNELS, type Channel } from '@gaceta/shared/news/workflow';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileText } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { FormDialog } from '@/components/form/form-dialog';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { translateMessage } from '@/lib/error-messages';
import { newsFromPdf, newsFromSource } from '../../api/ai-news-from-source';
import { failure } from '../../lib/ai-failure';
import { channelLabel } from '../../lib/labels';
import { AiLoader } from './ai-loader';

type Source = 'text' | 'url' | 'pdf';

/**
 * news/add: a draft from a text, a web page or a PDF. The versions to make are chosen first (at
 * least one), the draft is reviewed, and accepting it fills the form (nothing is saved).
 */
export function NewsFromSourceDialog({
  language,
  onAccept,
}: {
  language: (typeof NEWS_LANGUAGES)[number];
  onAccept: (draft: NewsDraft) => void;
}) {
  const { t, i18n } = useLingui();
  const ids = { source: useId(), input: useId(), problem: useId() };
  const [open, setOpen] = useState(false);
  const [source, setSource] = useState<Source>('text');
  const [text, setText] = useState('');
  const [url, setUrl] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [versions, setVersions] = useState<Channel[]>(['web']);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [draft, setDraft] = useState<NewsDraft | null>(null);
  const controller = useRef<AbortController | null>(null);

  const reset = (next: boolean) => {
    if (!next) controller.current?.abort();
    setOpen(next);
    setDraft(null);
    setProblem(null);
    setPending(false);
  };

  const generate = async () => {
    if (versions.length === 0) return setProblem(translateMessage('ai.versions_required'));
    if (source === 'text' && !text.trim()) return setProblem(translateMessage('ai.no_text'));
    if (source === 'url' && !url.trim()) return setProblem(translateMessage('field.required'));
    if (source === 'pdf' && !file) return setProblem(translateMessage('ai.pdf_only'));
    setProblem(null);
    setDraft(null);
    setPending(true);
    const abort = new AbortController();
    controller.current = abort;
    try {
      const made =
        source === 'pdf'
          ? await newsFromPdf(file as File, { versions, language }, abort.signal)
          : await newsFromSource(
              { source, versions, language, ...(source === 'text' ? { text } : { url }) },
              abort.signal,
            );
      setDraft(made);
    } catch (error) {
      if (!abort.signal.aborted) setProblem(failure(error));
    } finally {
      if (!abort.signal.aborted) setPending(false);
    }
  };

  return (
    <>
      <div>
        <Button type="button" variant="outline" onClick={() => reset(true)}>
          <FileText aria-hidden />
          <Trans>News from a text, URL or PDF</Trans>
        </Button>
      </div>
      <FormDialog open={open} onOpenChange={reset}>
        <DialogHeader>
          <DialogTitle>
            <Trans>News from a source</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>A draft is made from the source; review it, then accept it to fill in the form.</Trans>
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor={ids.source}>
              <Trans>Source</Trans>
            </Label>
            <NativeSelect
              id={ids.source}
              value={source}
              onChange={(event) => setSource(event.target.value as Source)}
            >
              <option value="text">{t`Text`}</option>
              <option value="url">{t`Web page (URL)`}</option>
              <option value="pdf">{t`PDF file`}</option>
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.input}>
              {source === 'text' ? (
                <Trans>Text</Trans>
              ) : source === 'url' ? (
                <Trans>Address</Trans>
              ) : (
                <Trans>PDF file</Trans>
              )}
            </Label>
            {source === 'text' && (
              <Textarea
                id={ids.input}
                rows={8}
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
            )}
            {source === 'url' && (
              <Input id={ids.input} type="url" value={url} onChange={(event) => setUrl(event.target.value)} />
            )}
            {source === 'pdf' && (
              <Input
                id={ids.input}
                type="file"
                accept="application/pdf"
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
            )}
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">
              <Trans>Versions to generate</Trans>
            </legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {CHANNELS.map((channel) => (
                <div key={channel} className="flex items-center gap-2.5">
                  <Checkbox
                    id={`${ids.source}-${channel}`}
                    checked={versions.includes(channel)}
                    onCheckedChange={(checked) =>
                      setVersions((now) =>
                        checked === true ? [...now, channel] : now.filter((each) => each !== channel),
                      )
                    }
                  />
                  <Label htmlFor={`${ids.source}-${channel}`} className="font-normal">
                    {channelLabel(i18n, channel)}
                  </Label>
                </div>
              ))}
            </div>
          </fieldset>
          <div aria-live="polite" className="grid gap-3">
            {pending && <AiLoader />}
            {problem && (
              <p id={ids.problem} role="alert" className="text-sm text-destructive">
                {problem}
              </p>
            )}
            {draft && (
              <div className="grid gap-2 rounded-md border p-3 text-sm">
                <h3 className="font-semibold">{draft.title}</h3>
                {draft.summary && <p className="text-muted-foreground">{draft.summary}</p>}
                <p>
                  <Trans>Versions:</Trans>{' '}
                  {draft.contents.map((content) => channelLabel(i18n, content.platform)).join(', ')}
                </p>
              </div>
            )}
          </div>
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => reset(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="button" variant="outline" pending={pending} onClick={() => void generate()}>
            <Trans>Generate</Trans>
          </Button>
          <Button
            type="button"
            aria-disabled={!draft}
            className="aria-disabled:opacity-60"
            onClick={() => {
              if (!draft) return setProblem(t`Generate a news item before accepting`);
              onAccept(draft);
              reset(false);
            }}
          >
            <Trans>Accept</Trans>
          </Button>
        </DialogFooter>
      </FormDialog>
    </>
  );
}
