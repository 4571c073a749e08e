import { MESSAGES } from '@gaceta/shared/messages';
import { NEWS_IMAGE_MAX_BYTES, type NewsContent } from '@gaceta/shared/news';
import { Trans, useLingui } from '@lingui/react/macro';
import { ImageUp } from 'lucide-react';
import { type ChangeEvent, type ReactNode, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { translateMessage } from '@/lib/error-messages';
import { useChooseNewsImage } from '../../api/ai-images';
import { useUploadNewsImage } from '../../api/upload-news-image';
import { channelLabel } from '../../lib/labels';

// What PUT /v1/news_infos/{id}/image accepts (it checks the bytes again).
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/**
 * The item's image: saved at once when chosen, apart from the form (it does not change the
 * revision). A new item gets its image once its draft is saved, since the upload names the item.
 */
export function ImageField({
  newsId,
  image,
  description,
  error,
  aiImage,
  versionImages = [],
}: {
  newsId: string | undefined;
  image: string | null;
  description: string;
  error?: string | undefined;
  /** The AI's way to an image (AiImageDialog's button), beside the upload. */
  aiImage?: ReactNode;
  /** The saved channel versions, some of which may show an image of their own. */
  versionImages?: readonly NewsContent[];
}) {
  const { t } = useLingui();
  const problemId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadNewsImage();
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !newsId) return;
    if (!IMAGE_TYPES.includes(file.type) || file.size > NEWS_IMAGE_MAX_BYTES) {
      setProblem(translateMessage(MESSAGES.newsImageInvalid.id));
      return;
    }
    setProblem(null);
    upload.mutate(
      { id: newsId, file },
      {
        onSuccess: () => toast.success(t`Image saved`),
        onError: (failure) => setProblem(failure.message),
      },
    );
  };

  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium text-ink-800" id={`${problemId}-label`}>
        <Trans>Image</Trans>
      </p>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="grid aspect-[1.91/1] w-full shrink-0 place-items-center overflow-hidden rounded-lg border bg-muted/50 sm:w-48">
          {image ? (
            <img src={image} alt={description} className="size-full object-cover" />
          ) : (
            <ImageUp className="size-8 text-muted-foreground" aria-hidden />
          )}
        </div>
        <div className="grid gap-2">
          {newsId ? (
            <>
              {/* Hidden, out of the tab order: the button below opens the browser's picker. */}
              <input ref={input} type="file" accept={IMAGE_TYPES.join(',')} hidden onChange={choose} />
              <Button
                type="button"
                variant="outline"
                className="w-fit"
                pending={upload.isPending}
                aria-invalid={Boolean(shown)}
                aria-describedby={shown ? problemId : undefined}
                onClick={() => input.current?.click()}
              >
                <ImageUp aria-hidden />
                {image ? <Trans>Replace the image</Trans> : <Trans>Upload an image</Trans>}
              </Button>
              {aiImage}
              <p className="text-sm text-muted-foreground">
                <Trans>PNG, JPG or WebP, at most 5 MB. It is saved as soon as you choose it.</Trans>
              </p>
            </>
          ) : (
            <p className="text-sm text-muted-foreground">
              <Trans>Save the draft first; then you can add its image here.</Trans>
            </p>
          )}
          {shown && (
            <p id={problemId} role="alert" className="text-sm text-destructive">
              {shown}
            </p>
          )}
        </div>
      </div>
      {newsId && <OwnVersionImages newsId={newsId} versions={versionImages} />}
    </div>
  );
}

/** The channel versions showing an image of their own instead of the item's, each of which can give it up. */
function OwnVersionImages({ newsId, versions }: { newsId: string; versions: readonly NewsContent[] }) {
  const { t, i18n } = useLingui();
  const choose = useChooseNewsImage();
  const own = versions.filter((version) => version.image);
  if (own.length === 0) return null;
  return (
    <ul className="grid gap-2" aria-label={t`Versions with an image of their own`}>
      {own.map((version) => {
        const channel = channelLabel(i18n, version.platform);
        return (
          <li key={version.platform} className="flex flex-wrap items-center gap-3 text-sm">
            <img src={version.image ?? ''} alt="" className="size-12 rounded border object-cover" />
            <span>
              <Trans>The {channel} version has its own image</Trans>
            </span>
            <Button
              type="button"
              variant="outline"
              size="sm"
              pending={choose.isPending && choose.variables?.platform === version.platform}
              onClick={() =>
                choose.mutate(
                  { id: newsId, image: null, platform: version.platform },
                  { onError: (failure) => toast.error(failure.message) },
                )
              }
            >
              <Trans>Use the item's image</Trans>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
