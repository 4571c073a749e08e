import {
  AI_IMAGE_STYLES,
  AI_LIMITS,
  AI_ORIENTATIONS,
  type AiImageStyle,
  type AiOrientation,
  type StockImage,
  type StockSource,
} from '@gaceta/shared/ai';
import type { NewsLanguage } from '@gaceta/shared/news';
import type { Channel } from '@gaceta/shared/news-workflow';
import { Trans, useLingui } from '@lingui/react/macro';
import { Search, Sparkles } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-error';
import { translateMessage } from '@/lib/error-messages';
import {
  generateImage,
  makeCover,
  searchStockImages,
  storeStockImage,
  useChooseNewsImage,
} from '../api/ai-images';
import { CHANNEL_LABELS, IMAGE_STYLE_LABELS, ORIENTATION_LABELS } from '../lib/labels';
import { failure } from './ai-assistant';
import { AiLoader } from './ai-loader';

type Source = 'cover' | 'prompt' | 'stock';
type Target = 'item' | Channel;
/**
 * An image ready to use: its stored key (or, for a stock provider's photo, the id that stores it
 * when used), the copy to show, and the description it brings.
 */
type Candidate = { image: string | null; providerId: string | null; url: string; description: string };
type Problems = Partial<Record<'title' | 'prompt' | 'query' | 'choice', string>>;

/** What a source asks before calling the API; the messages the spec gives for each case. */
export function imageProblems(
  source: Source,
  values: { title: string; prompt: string; query: string },
): Problems {
  const problems: Problems = {};
  if (source !== 'stock' && !values.title.trim()) problems.title = translateMessage('title.required');
  if (source === 'prompt') {
    const prompt = values.prompt.trim();
    if (!prompt) problems.prompt = translateMessage('field.required');
    else if (prompt.length < AI_LIMITS.promptMin) problems.prompt = translateMessage('ai.prompt_too_short');
  }
  if (source === 'stock' && !values.query.trim()) problems.query = translateMessage('field.required');
  return problems;
}

/**
 * The item's image from the AI (spec sections 4 and 9): a cover drawn from the news title in the
 * office's colours (always, offline), an image from a description (only with an image provider),
 * or a search of images to pick from (a stock provider's photos, credited to their photographers,
 * or the office's own news images without one). The chosen one becomes the item's image, or one channel
 * version's; its description goes to the form's image description (saved with the form).
 */
export function AiImageDialog({
  newsId,
  title,
  imageFromPrompt,
  stockSource,
  versions,
  language,
  onDescribe,
}: {
  newsId: string;
  /** The article's language: a stock photo's credit is written in it. */
  language: NewsLanguage;
  /** The news title as typed: the cover's text, and required before any image is made. */
  title: string;
  imageFromPrompt: boolean;
  /** Where searched images come from (capabilities.stock_images). */
  stockSource: StockSource;
  /** The channel versions saved, which can get an image of their own. */
  versions: readonly Channel[];
  onDescribe: (description: string) => void;
}) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const [source, setSource] = useState<Source>('cover');
  const [orientation, setOrientation] = useState<AiOrientation>('landscape');
  const [style, setStyle] = useState<AiImageStyle>('cinematic');
  const [prompt, setPrompt] = useState('');
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<StockImage[] | null>(null);
  const [candidate, setCandidate] = useState<Candidate | null>(null);
  const [target, setTarget] = useState<Target>('item');
  const [pending, setPending] = useState(false);
  const [storing, setStoring] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const [failed, setFailed] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const promptInput = useRef<HTMLTextAreaElement>(null);
  const queryInput = useRef<HTMLInputElement>(null);
  const choose = useChooseNewsImage();

  const reset = (next: boolean) => {
    controller.current?.abort();
    setOpen(next);
    setCandidate(null);
    setResults(null);
    setProblems({});
    setFailed(null);
    setPending(false);
  };

  const run = async () => {
    const found = imageProblems(source, { title, prompt, query });
    setProblems(found);
    setFailed(null);
    if (found.prompt) return promptInput.current?.focus();
    if (found.query) return queryInput.current?.focus();
    if (found.title) return;
    setCandidate(null);
    setPending(true);
    const abort = new AbortController();
    controller.current = abort;
    try {
      if (source === 'stock') {
        setResults(await searchStockImages(query.trim(), abort.signal));
      } else if (source === 'cover') {
        const made = await makeCover({ title: title.trim(), orientation }, abort.signal);
        setCandidate({ ...made, providerId: null, description: title.trim() });
      } else {
        const made = await generateImage({ prompt: prompt.trim(), style, orientation }, abort.signal);
        setCandidate({ ...made, providerId: null, description: prompt.trim() });
      }
    } catch (error) {
      if (abort.signal.aborted) return;
      // A prompt image's failure is the spec's "Error generating the image"; a refusal says its own.
      const refused = error instanceof ApiError && error.status !== null && error.status < 500;
      setFailed(source === 'prompt' && !refused ? t`Error generating the image` : failure(error));
    } finally {
      if (!abort.signal.aborted) setPending(false);
    }
  };

  const use = async () => {
    if (!candidate) return setProblems({ choice: t`Make or pick an image first` });
    let { image, description } = candidate;
    if (image === null && candidate.providerId) {
      // A stock provider's photo is stored (credited) only once it is used.
      setStoring(true);
      try {
        ({ image, description } = await storeStockImage({ provider_id: candidate.providerId, language }));
      } catch (error) {
        return setFailed(failure(error));
      } finally {
        setStoring(false);
      }
    }
    if (image === null) return;
    choose.mutate(
      {
        id: newsId,
        image,
        ...(target === 'item' ? { image_description: description } : { platform: target }),
      },
      {
        onSuccess: () => {
          if (target === 'item') onDescribe(description);
          toast.success(t`Image saved`);
          reset(false);
        },
        onError: (error) => setFailed(failure(error)),
      },
    );
  };

  const orientationField = (
    <Field label={t`Orientation`}>
      {(control) => (
        <NativeSelect
          {...control}
          value={orientation}
          onChange={(event) => setOrientation(event.target.value as AiOrientation)}
        >
          {AI_ORIENTATIONS.map((each) => (
            <option key={each} value={each}>
              {i18n._(ORIENTATION_LABELS[each])}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
  const titleProblem = problems.title && (
    <p role="alert" className="text-sm text-destructive">
      {problems.title}
    </p>
  );

  return (
    <>
      <Button type="button" variant="outline" className="w-fit" onClick={() => reset(true)}>
        <Sparkles aria-hidden />
        <Trans>Image with AI</Trans>
      </Button>
      <FormDialog open={open} onOpenChange={reset}>
        <DialogHeader>
          <DialogTitle>
            <Trans>Image with AI</Trans>
          </DialogTitle>
          <DialogDescription>
            {imageFromPrompt ? (
              <Trans>Make a cover from the title, generate an image or search one; then use it.</Trans>
            ) : (
              <Trans>Make a cover from the title or search an image; then use it.</Trans>
            )}
          </DialogDescription>
        </DialogHeader>
        <Tabs
          value={source}
          onValueChange={(value) => {
            setSource(value as Source);
            setProblems({});
            setFailed(null);
            setCandidate(null);
          }}
        >
          <TabsList>
            <TabsTrigger value="cover">
              <Trans>Cover from the title</Trans>
            </TabsTrigger>
            {imageFromPrompt && (
              <TabsTrigger value="prompt">
                <Trans>From a description</Trans>
              </TabsTrigger>
            )}
            <TabsTrigger value="stock">
              <Trans>Search images</Trans>
            </TabsTrigger>
          </TabsList>
          <TabsContent value="cover" className="grid gap-4">
            <p className="text-sm text-muted-foreground">
              <Trans>The news title on the colours of your website theme, with the office's name.</Trans>
            </p>
            {orientationField}
            {titleProblem}
          </TabsContent>
          {imageFromPrompt && (
            <TabsContent value="prompt" className="grid gap-4">
              <Field label={t`Describe the image to generate`} error={problems.prompt}>
                {(control) => (
                  <Textarea
                    {...control}
                    ref={promptInput}
                    rows={3}
                    maxLength={AI_LIMITS.prompt}
                    value={prompt}
                    onChange={(event) => setPrompt(event.target.value)}
                  />
                )}
              </Field>
              <div className="grid gap-4 sm:grid-cols-2">
                <Field label={t`Style`}>
                  {(control) => (
                    <NativeSelect
                      {...control}
                      value={style}
                      onChange={(event) => setStyle(event.target.value as AiImageStyle)}
                    >
                      {AI_IMAGE_STYLES.map((each) => (
                        <option key={each} value={each}>
                          {i18n._(IMAGE_STYLE_LABELS[each])}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                </Field>
                {orientationField}
              </div>
              {titleProblem}
            </TabsContent>
          )}
          <TabsContent value="stock" className="grid gap-4">
            <p className="text-sm text-muted-foreground">
              {stockSource === 'pexels' ? (
                <Trans>Photos from the Pexels image bank, credited to their photographers.</Trans>
              ) : (
                <Trans>Images of your office's news.</Trans>
              )}
            </p>
            <Field label={t`Search`} error={problems.query}>
              {(control) => (
                <Input
                  {...control}
                  ref={queryInput}
                  type="search"
                  maxLength={AI_LIMITS.query}
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      void run();
                    }
                  }}
                />
              )}
            </Field>
            {results && results.length === 0 && (
              <p className="text-sm text-muted-foreground">
                <Trans>No images found</Trans>
              </p>
            )}
            {results && results.length > 0 && (
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={t`Images found`}>
                {results.map((result) => {
                  const id = result.image ?? result.provider_id;
                  const chosen = candidate !== null && (candidate.image ?? candidate.providerId) === id;
                  const photographer = result.credit?.name;
                  return (
                    <li key={id}>
                      <button
                        type="button"
                        aria-pressed={chosen}
                        className="grid w-full gap-1 rounded-md border p-1 text-left text-xs outline-none focus-visible:ring-2 focus-visible:ring-ring aria-pressed:border-ink-500 aria-pressed:ring-2 aria-pressed:ring-ink-500"
                        onClick={() =>
                          setCandidate({
                            image: result.image,
                            providerId: result.provider_id,
                            url: result.url,
                            description: result.description ?? '',
                          })
                        }
                      >
                        <img
                          src={result.url}
                          alt=""
                          className="aspect-[1.91/1] w-full rounded object-cover"
                        />
                        <span className="line-clamp-2">{result.description}</span>
                        {photographer && (
                          <span className="text-muted-foreground">
                            <Trans>Photo: {photographer} (Pexels)</Trans>
                          </span>
                        )}
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
          </TabsContent>
        </Tabs>
        <div aria-live="polite" className="grid gap-3">
          {pending && <AiLoader />}
          {failed && (
            <p role="alert" className="text-sm text-destructive">
              {failed}
            </p>
          )}
          {candidate && source !== 'stock' && (
            <img
              src={candidate.url}
              alt={candidate.description}
              className="max-h-64 w-full rounded-md border object-contain"
            />
          )}
        </div>
        {versions.length > 0 && (
          <Field label={t`Use it for`}>
            {(control) => (
              <NativeSelect
                {...control}
                value={target}
                onChange={(event) => setTarget(event.target.value as Target)}
              >
                <option value="item">{t`The news item (every channel)`}</option>
                {versions.map((channel) => {
                  const name = i18n._(CHANNEL_LABELS[channel]);
                  return (
                    <option key={channel} value={channel}>
                      {t`Only the ${name} version`}
                    </option>
                  );
                })}
              </NativeSelect>
            )}
          </Field>
        )}
        {problems.choice && (
          <p role="alert" className="text-sm text-destructive">
            {problems.choice}
          </p>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => reset(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="button" variant="outline" pending={pending} onClick={() => void run()}>
            {source === 'stock' ? <Search aria-hidden /> : <Sparkles aria-hidden />}
            {source === 'stock' ? <Trans>Search</Trans> : <Trans>Generate</Trans>}
          </Button>
          <Button
            type="button"
            aria-disabled={!candidate}
            className="aria-disabled:opacity-60"
            pending={choose.isPending || storing}
            onClick={() => void use()}
          >
            <Trans>Use this image</Trans>
          </Button>
        </DialogFooter>
      </FormDialog>
    </>
  );
}
