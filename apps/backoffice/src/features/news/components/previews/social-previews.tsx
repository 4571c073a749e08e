import { hashtagCount, hasLink, SOCIAL_LIMITS } from '@gaceta/shared/social';
import { Trans, useLingui } from '@lingui/react/macro';
import { Heart, MessageCircle, Repeat2, Send, ThumbsUp } from 'lucide-react';
import type { ReactNode } from 'react';

interface PreviewProps {
  accountName: string;
  text: string;
  image: string | null;
  imageDescription: string;
}

function Frame({ caption, label, children }: { caption: ReactNode; label: string; children: ReactNode }) {
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-medium text-ink-800">{caption}</figcaption>
      <article
        aria-label={label}
        className="max-w-[500px] overflow-hidden rounded-lg border bg-white text-[15px] text-[#0f1419] shadow-xs"
      >
        {children}
      </article>
    </figure>
  );
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

function Avatar({ name }: { name: string }) {
  return (
    <span
      aria-hidden
      className="grid size-10 shrink-0 place-items-center rounded-full bg-ink-800 font-semibold text-white"
    >
      {initialsOf(name)}
    </span>
  );
}

/**
 * How the post will look on X, as the connected account (its handle; none while X is not connected),
 * with the note that a post with a link costs more to send.
 */
export function XPreview({
  accountName,
  handle,
  text,
  image,
  imageDescription,
}: PreviewProps & { handle: string | null }) {
  const { t } = useLingui();
  return (
    <div className="grid gap-3">
      {hasLink(text) && (
        <p className="rounded-md border border-brass-300 bg-brass-50 px-3 py-2 text-sm text-brass-700">
          <Trans>
            This post has a link: X charges more to publish posts with links than posts without them.
          </Trans>
        </p>
      )}
      <Frame caption={<Trans>X preview</Trans>} label={t`How the post will look on X`}>
        <div className="flex gap-3 p-3">
          <Avatar name={accountName} />
          <div className="grid min-w-0 gap-1">
            <p>
              <span className="font-bold">{accountName}</span>{' '}
              {handle ? (
                <span className="text-[#536471]">{handle}</span>
              ) : (
                <span className="text-[#536471] italic">
                  <Trans>(X not connected)</Trans>
                </span>
              )}
            </p>
            <p className="whitespace-pre-wrap break-words">
              {text || <Trans>The post has no text yet.</Trans>}
            </p>
            {image && (
              <img
                src={image}
                alt={imageDescription}
                className="mt-2 aspect-[1.91/1] w-full rounded-2xl border object-cover"
              />
            )}
            <div className="mt-1 flex gap-8 text-[#536471]" aria-hidden>
              <MessageCircle className="size-4" />
              <Repeat2 className="size-4" />
              <Heart className="size-4" />
            </div>
          </div>
        </div>
      </Frame>
    </div>
  );
}

/** LinkedIn folds a post after about three lines (roughly this many characters) behind "…more". */
const LINKEDIN_FOLD_AT = 210;

export function LinkedinPreview({ accountName, text, image, imageDescription }: PreviewProps) {
  const { t } = useLingui();
  const folded = text.length > LINKEDIN_FOLD_AT;
  return (
    <Frame caption={<Trans>LinkedIn preview</Trans>} label={t`How the post will look on LinkedIn`}>
      <header className="flex items-center gap-2 p-3">
        <Avatar name={accountName} />
        <p className="font-semibold">{accountName}</p>
      </header>
      <p className="px-3 pb-3 whitespace-pre-wrap break-words">
        {text ? (
          folded ? (
            `${text.slice(0, LINKEDIN_FOLD_AT).trimEnd()}… `
          ) : (
            text
          )
        ) : (
          <Trans>The post has no text yet.</Trans>
        )}
        {folded && (
          <span className="text-[#666]">
            <Trans>…more</Trans>
          </span>
        )}
      </p>
      {image && <img src={image} alt={imageDescription} className="aspect-[1.91/1] w-full object-cover" />}
      <footer
        className="flex justify-around border-t px-2 py-1.5 text-[13px] font-semibold text-[#666]"
        aria-hidden
      >
        <ThumbsUp className="size-4" />
        <MessageCircle className="size-4" />
        <Repeat2 className="size-4" />
        <Send className="size-4" />
      </footer>
    </Frame>
  );
}

/** Instagram posts the item's image with the Facebook version as its caption (docs/social.md). */
export function InstagramPreview({ accountName, text, image, imageDescription }: PreviewProps) {
  const { t } = useLingui();
  const { text: maxCaption, hashtags: maxHashtags } = SOCIAL_LIMITS.instagram;
  const tags = hashtagCount(text);
  return (
    <div className="grid gap-3">
      {!image && (
        <p className="rounded-md border border-brass-300 bg-brass-50 px-3 py-2 text-sm text-brass-700">
          <Trans>Instagram needs the news image: without one, this news cannot go out on Instagram.</Trans>
        </p>
      )}
      {hasLink(text) && (
        <p className="rounded-md border border-brass-300 bg-brass-50 px-3 py-2 text-sm text-brass-700">
          <Trans>
            Instagram does not make links in captions clickable: readers cannot open this link from the post.
          </Trans>
        </p>
      )}
      {(text.length > maxCaption || tags > maxHashtags) && (
        <p className="rounded-md border border-destructive/30 bg-destructive/8 px-3 py-2 text-sm text-destructive">
          <Trans>
            Instagram takes captions of up to {maxCaption} characters and {maxHashtags} hashtags; this one has{' '}
            {text.length} characters and {tags} hashtags.
          </Trans>
        </p>
      )}
      <Frame
        caption={<Trans>Instagram preview (caption: the Facebook version)</Trans>}
        label={t`How the post will look on Instagram`}
      >
        <header className="flex items-center gap-2 p-3">
          <Avatar name={accountName} />
          <p className="font-semibold">{accountName}</p>
        </header>
        {image ? (
          <img src={image} alt={imageDescription} className="aspect-[1.91/1] w-full object-cover" />
        ) : (
          <div className="grid aspect-square w-full place-items-center bg-[#efefef] text-sm text-[#595959]">
            <Trans>No image</Trans>
          </div>
        )}
        <p className="p-3 whitespace-pre-wrap break-words">
          <span className="font-semibold">{accountName}</span> {text}
        </p>
      </Frame>
    </div>
  );
}
