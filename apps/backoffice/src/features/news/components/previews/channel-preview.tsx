import { channelDescriptor, type OwnNetwork, ownNetwork } from '@gaceta/shared/news/channels';
import type { NewsPreview } from '@gaceta/shared/news/preview';
import { Trans } from '@lingui/react/macro';
import { Globe, MessageCircle, Repeat2, Share2, ThumbsUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/lib/date-time';
import { cn } from '@/lib/utils';
import { linkify } from '../../lib/linkify';

/** Rich text as the website and the email lay it out (the API sanitised it when it was saved). */
const RICH_TEXT =
  'text-base leading-relaxed [&_a]:underline [&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:mt-6 [&_h2]:mb-3 [&_h2]:font-serif [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold [&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_li]:my-1 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6';

function NoText() {
  return (
    <p className="my-4 italic text-muted-foreground">
      <Trans>This version has no text yet.</Trans>
    </p>
  );
}

function RichText({ html, className }: { html: string; className?: string }) {
  if (!html.trim()) return <NoText />;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API on save (modules/news/rich-text.ts), with the same allowlist the editor writes.
  return <div className={cn(RICH_TEXT, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The moment a reader would see: when it was published, or the last save for an unpublished version. */
function shownDate(preview: NewsPreview) {
  return preview.published_at ?? preview.updated_at;
}

function Disclaimer({ text, className }: { text: string | null; className?: string }) {
  if (!text) return null;
  return <p className={cn('whitespace-pre-line text-sm text-muted-foreground', className)}>{text}</p>;
}

function OfficeAvatar({ preview, className }: { preview: NewsPreview; className?: string }) {
  const { office } = preview;
  return office.logo_url ? (
    <img
      src={office.logo_url}
      alt=""
      className={cn('size-11 rounded-full border object-contain bg-white', className)}
    />
  ) : (
    <span
      aria-hidden
      className={cn(
        'flex size-11 items-center justify-center rounded-full bg-ink-900 font-semibold text-white',
        className,
      )}
    >
      {office.name.charAt(0).toUpperCase()}
    </span>
  );
}

function Figure({ preview, className }: { preview: NewsPreview; className?: string }) {
  if (!preview.image) return null;
  return (
    <img
      src={preview.image}
      alt={preview.image_description ?? ''}
      className={cn('w-full object-cover', className)}
    />
  );
}

/** The article on the office's website. */
function WebArticle({ preview, locale, timeZone }: ChannelPreviewProps) {
  return (
    <article
      lang={preview.language}
      className="mx-auto max-w-3xl rounded-lg border bg-card px-5 py-8 shadow-sm sm:px-10"
    >
      <header className="grid gap-3">
        <p className="text-sm font-medium uppercase tracking-wide text-brass-700">{preview.office.name}</p>
        <h1 className="font-serif text-3xl font-semibold text-ink-900 sm:text-4xl">{preview.title}</h1>
        <p className="text-sm text-muted-foreground">
          {preview.author && <span>{preview.author} · </span>}
          <time dateTime={shownDate(preview)}>{formatDateTime(shownDate(preview), locale, timeZone)}</time>
        </p>
      </header>
      <Figure preview={preview} className="mt-6 max-h-[28rem] rounded-md" />
      {preview.summary && <p className="mt-6 text-lg font-medium text-ink-800">{preview.summary}</p>}
      <RichText html={preview.content} />
      <footer className="mt-8 border-t pt-4">
        <Disclaimer text={preview.disclaimer} />
      </footer>
    </article>
  );
}

/** The newsletter email, as a mail client shows it. */
function NewsletterEmail({ preview }: ChannelPreviewProps) {
  return (
    <div className="bg-muted px-2 py-6 sm:px-6">
      <article
        lang={preview.language}
        className="mx-auto max-w-[600px] overflow-hidden rounded-md bg-white shadow-sm"
      >
        <header className="flex items-center gap-3 bg-ink-900 px-6 py-4 text-white">
          {preview.office.logo_url && (
            <img src={preview.office.logo_url} alt="" className="h-8 w-auto bg-white" />
          )}
          <span className="font-serif text-lg font-semibold">{preview.office.name}</span>
        </header>
        <Figure preview={preview} className="max-h-72" />
        <div className="px-6 py-6">
          <h1 className="font-serif text-2xl font-semibold text-ink-900">{preview.title}</h1>
          {preview.summary && <p className="mt-3 font-medium text-ink-800">{preview.summary}</p>}
          <RichText html={preview.content} className="text-[15px]" />
        </div>
        <footer className="grid gap-2 border-t bg-ink-50 px-6 py-4 text-center">
          <Disclaimer text={preview.disclaimer} className="text-xs" />
          <p className="text-xs text-muted-foreground">{preview.office.name}</p>
        </footer>
      </article>
    </div>
  );
}

function SocialPost({
  preview,
  locale,
  timeZone,
  className,
  indented = false,
  actions,
}: ChannelPreviewProps & {
  className?: string;
  /** X's layout: the text, image and actions sit beside the avatar, the image rounded inside. */
  indented?: boolean;
  actions: ReactNode;
}) {
  const when = (
    <time dateTime={shownDate(preview)}>{formatDateTime(shownDate(preview), locale, timeZone)}</time>
  );
  return (
    <article
      lang={preview.language}
      className={cn(
        'mx-auto w-full max-w-xl overflow-hidden rounded-xl border bg-white text-[15px] shadow-sm',
        className,
      )}
    >
      <h1 className="sr-only">{preview.title}</h1>
      <header className={cn('flex gap-3 px-4 pt-4', indented ? 'items-start' : 'items-center')}>
        <OfficeAvatar preview={preview} />
        <div className="min-w-0">
          <p className="truncate font-semibold text-ink-950">{preview.office.name}</p>
          <p className="flex items-center gap-1 text-xs text-muted-foreground">
            {when}
            {!indented && <Globe className="size-3" aria-hidden />}
          </p>
        </div>
      </header>
      <div className={cn(indented && 'pl-[4.25rem]')}>
        <div className={cn('grid gap-3 py-3', indented ? 'pr-4' : 'px-4')}>
          {preview.content.trim() ? (
            <p className="whitespace-pre-line break-words">{linkify(preview.content)}</p>
          ) : (
            <NoText />
          )}
          <Disclaimer text={preview.disclaimer} className="text-xs" />
        </div>
        <Figure
          preview={preview}
          className={cn('max-h-96', indented && 'aspect-video w-[calc(100%-1rem)] rounded-2xl border')}
        />
        <footer
          className={cn(
            'flex px-2 py-2 text-sm text-muted-foreground',
            indented ? 'justify-between pr-6' : 'justify-around border-t',
          )}
          aria-hidden
        >
          {actions}
        </footer>
      </div>
    </article>
  );
}

const Action = ({ icon, label }: { icon: ReactNode; label: ReactNode }) => (
  <span className="flex items-center gap-1.5 px-2 py-1">
    {icon}
    <span className="hidden sm:inline">{label}</span>
  </span>
);

export interface ChannelPreviewProps {
  preview: NewsPreview;
  /** The interface language, for dates. */
  locale: string;
  timeZone: string;
}

/** Each channel's own network's post: its corners, its layout and what readers can do with it. */
const POST_LOOKS: Record<OwnNetwork, { className?: string; indented?: boolean; actions: ReactNode }> = {
  facebook: {
    actions: (
      <>
        <Action icon={<ThumbsUp className="size-4" />} label={<Trans>Like</Trans>} />
        <Action icon={<MessageCircle className="size-4" />} label={<Trans>Comment</Trans>} />
        <Action icon={<Share2 className="size-4" />} label={<Trans>Share</Trans>} />
      </>
    ),
  },
  twitter: {
    className: 'rounded-2xl',
    indented: true,
    actions: (
      <>
        <Action icon={<MessageCircle className="size-4" />} label={<Trans>Reply</Trans>} />
        <Action icon={<Repeat2 className="size-4" />} label={<Trans>Repost</Trans>} />
        <Action icon={<ThumbsUp className="size-4" />} label={<Trans>Like</Trans>} />
      </>
    ),
  },
  linkedin: {
    className: 'rounded-lg',
    actions: (
      <>
        <Action icon={<ThumbsUp className="size-4" />} label={<Trans>Like</Trans>} />
        <Action icon={<MessageCircle className="size-4" />} label={<Trans>Comment</Trans>} />
        <Action icon={<Repeat2 className="size-4" />} label={<Trans>Repost</Trans>} />
      </>
    ),
  },
};

/** One channel's version as that channel shows it: the web article, the email, or a social post. */
export function ChannelPreview(props: ChannelPreviewProps) {
  const { platform } = props.preview;
  const network = ownNetwork(platform);
  switch (channelDescriptor(platform).preview) {
    case 'article':
      return <WebArticle {...props} />;
    case 'email':
      return <NewsletterEmail {...props} />;
    case 'post':
      return network ? <SocialPost {...props} {...POST_LOOKS[network]} /> : null;
  }
}
