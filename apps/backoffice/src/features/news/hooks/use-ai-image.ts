import { AI_LIMITS, type AiImageStyle, type AiOrientation, type StockImage } from '@gaceta/shared/ai';
import type { NewsLanguage } from '@gaceta/shared/news';
import type { Channel } from '@gaceta/shared/news/workflow';
import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-error';
import { translateMessage } from '@/lib/error-messages';
import {
  generateImage,
  makeCover,
  searchStockImages,
  storeStockImage,
  useChooseNewsImage,
} from '../api/ai-images';
import { failure } from '../lib/ai-failure';

export type ImageSource = 'cover' | 'prompt' | 'stock';
export type ImageTarget = 'item' | Channel;
/**
 * An image ready to use: its stored key (or, for a stock provider's photo, the id that stores it
 * when used), the copy to show, and the description it brings.
 */
export type Candidate = { image: string | null; providerId: string | null; url: string; description: string };
type Problems = Partial<Record<'title' | 'prompt' | 'query' | 'choice', string>>;

/** What a source asks before calling the API; the messages the spec gives for each case. */
export function imageProblems(
  source: ImageSource,
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
 * The AI image dialog's state and calls: what the user asks for (source, orientation, style,
 * description, search), making or searching images, and using the chosen one for the item or one
 * of its channel versions.
 */
export function useAiImage({
  newsId,
  title,
  language,
  onDescribe,
}: {
  newsId: string;
  title: string;
  language: NewsLanguage;
  onDescribe: (description: string) => void;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [source, setSource] = useState<ImageSource>('cover');
  const [orientation, setOrientation] = useState<AiOrientation>('landscape');
  const [style, setStyle] = useState<AiImageStyle>('cinematic');
  const [prompt, setPrompt] = useState('');
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<StockImage[] | null>(null);
  const [candidate, setCandidate] = useState<Candidate | null>(null);
  const [target, setTarget] = useState<ImageTarget>('item');
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

  const switchSource = (next: ImageSource) => {
    setSource(next);
    setProblems({});
    setFailed(null);
    setCandidate(null);
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

  return {
    open,
    reset,
    source,
    switchSource,
    orientation,
    setOrientation,
    style,
    setStyle,
    prompt,
    setPrompt,
    promptInput,
    query,
    setQuery,
    queryInput,
    results,
    candidate,
    setCandidate,
    target,
    setTarget,
    problems,
    failed,
    /** Making or searching. */
    pending,
    /** Storing and choosing the image used. */
    using: choose.isPending || storing,
    run,
    use,
  };
}

/** The AI image dialog's state, as its parts read it. */
export type AiImageState = ReturnType<typeof useAiImage>;
