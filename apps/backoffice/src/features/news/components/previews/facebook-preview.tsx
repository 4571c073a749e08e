import { Trans, useLingui } from '@lingui/react/macro';
import { Globe, MessageCircle, Share2, ThumbsUp } from 'lucide-react';
import { useState } from 'react';

/** Facebook folds a post's text after about this many characters behind "See more". */
const FOLD_AT = 480;

/** How the Facebook post will look in a feed: the page, the text (folded as Facebook folds it), the image. */
export function FacebookPreview({
  pageName,
  text,
  title,
  image,
  imageDescription,
}: {
  pageName: string;
  text: string;
  title: string;
  image: string | null;
  imageDescription: string;
}) {
  const { t } = useLingui();
  const [expanded, setExpanded] = useState(false);
  const folded = !expanded && text.length > FOLD_AT;
  const initials = pageName
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-medium text-ink-800">
        <Trans>Facebook preview</Trans>
      </figcaption>
      <article
        aria-label={t`How the post will look on Facebook`}
        className="max-w-[500px] overflow-hidden rounded-lg border bg-white text-[15px] text-[#050505] shadow-xs"
      >
        <header className="flex items-center gap-2 p-3">
          <span
            aria-hidden
            className="grid size-10 place-items-center rounded-full bg-ink-800 font-semibold text-white"
          >
            {initials}
          </span>
          <div>
            <p className="font-semibold">{pageName}</p>
            <p className="flex items-center gap-1 text-xs text-[#65676b]">
              <Trans>Just now</Trans> · <Globe className="size-3" aria-label={t`Public`} />
            </p>
          </div>
        </header>
        {text ? (
          <p className="px-3 pb-3 whitespace-pre-wrap break-words">
            {folded ? `${text.slice(0, FOLD_AT).trimEnd()}… ` : text}
            {folded && (
              <button
                type="button"
                className="font-semibold hover:underline"
                onClick={() => setExpanded(true)}
              >
                <Trans>See more</Trans>
              </button>
            )}
          </p>
        ) : (
          <p className="px-3 pb-3 text-[#65676b] italic">
            <Trans>The post has no text yet.</Trans>
          </p>
        )}
        {image && <img src={image} alt={imageDescription} className="aspect-[1.91/1] w-full object-cover" />}
        {title && <p className="border-t bg-[#f0f2f5] px-3 py-2 font-semibold">{title}</p>}
        <footer
          className="flex justify-around gap-2 border-t px-2 py-1.5 text-[13px] font-semibold whitespace-nowrap text-[#65676b]"
          aria-hidden
        >
          <span className="flex items-center gap-1.5">
            <ThumbsUp className="size-4" />
            <Trans>Like</Trans>
          </span>
          <span className="flex items-center gap-1.5">
            <MessageCircle className="size-4" />
            <Trans>Comment</Trans>
          </span>
          <span className="flex items-center gap-1.5">
            <Share2 className="size-4" />
            <Trans>Share</Trans>
          </span>
        </footer>
      </article>
    </figure>
  );
}
