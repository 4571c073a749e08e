import { MESSAGES } from '@gaceta/shared/messages';
import { NEWS_IMAGE_MAX_BYTES } from '@gaceta/shared/news';
import { Trans, useLingui } from '@lingui/react/macro';
import { ImageUp } from 'lucide-react';
import { type ChangeEvent, type ReactNode, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { translateMessage } from '@/lib/error-messages';
import { useUploadNewsImage } from '../api/upload-news-image';

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
}: {
  newsId: string | undefined;
  image: string | null;
  description: string;
  error?: string | undefined;
  /** The AI's way to an image (AiImageDialog's button), beside the upload. */
  aiImage?: ReactNode;
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
    </div>
  );
}
