import { CHANNELS } from '@gaceta/shared/news/channels';
import { CURRENT_VERSION } from '@gaceta/shared/news/preview';
import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute, Link, notFound, useLocation } from '@tanstack/react-router';
import { Eye } from 'lucide-react';
import * as v from 'valibot';
import { QueryState } from '@/components/list/query-state';
import { Button } from '@/components/ui/button';
import { usePreview } from '@/features/news/api/get-preview';
import { ChannelPreview } from '@/features/news/components/previews/channel-preview';
import { CopyPreviewLink } from '@/features/news/components/previews/copy-preview-link';
import { channelLabel } from '@/features/news/lib/labels';
import { ApiError } from '@/lib/api-error';
import { readSession } from '@/lib/auth-storage';
import { cn } from '@/lib/utils';
import { SCREEN_TITLES } from '@/routes/-screen-titles';

/**
 * A channel version's preview (docs/decisions/017-preview-links.md): `version` is `current` or a
 * revision number; `internal` is the editor's own view, with a bar saying it is a preview and
 * links to the other channels. An address that is not one of these is the 404 screen.
 */
const PreviewParams = v.object({
  newsId: v.pipe(v.string(), v.uuid()),
  officeId: v.pipe(v.string(), v.uuid()),
  platform: v.picklist(CHANNELS),
  version: v.union([v.literal(CURRENT_VERSION), v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/))]),
  internal: v.optional(v.literal('internal')),
});

export const Route = createFileRoute('/_public/preview/$newsId/$officeId/$platform/$version/{-$internal}')({
  validateSearch: v.object({ token: v.optional(v.string()) }),
  beforeLoad: ({ params }) => {
    if (!v.is(PreviewParams, params)) throw notFound();
  },
  staticData: { title: SCREEN_TITLES.newsPreview },
  component: PreviewPage,
});

function PreviewPage() {
  const params = v.parse(PreviewParams, Route.useParams());
  const { token } = Route.useSearch();
  if (!token && !readSession()) return <SignInToPreview />;
  return (
    <div className="grid gap-6 px-3 py-6 sm:px-6">
      {params.internal && <PreviewBar {...params} signedIn={!token} />}
      <Preview {...params} token={token} />
    </div>
  );
}

function Preview(props: v.InferOutput<typeof PreviewParams> & { token: string | undefined }) {
  const { t, i18n } = useLingui();
  const preview = usePreview(props);
  return (
    <QueryState
      query={preview}
      describeError={(error) =>
        error instanceof ApiError && error.status === 404
          ? t`This news item does not exist, or is not one of your office's.`
          : error.message
      }
    >
      {(loaded) => (
        <ChannelPreview
          preview={loaded}
          locale={i18n.locale}
          timeZone={Intl.DateTimeFormat().resolvedOptions().timeZone}
        />
      )}
    </QueryState>
  );
}

/** The editor's view: says it is a preview, switches channel and, signed in, copies a link to it. */
function PreviewBar({
  newsId,
  officeId,
  platform,
  version,
  signedIn,
}: v.InferOutput<typeof PreviewParams> & { signedIn: boolean }) {
  const { t, i18n } = useLingui();
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-3 rounded-lg border border-brass-200 bg-brass-50 px-4 py-3">
      <p className="flex items-center gap-2 text-sm font-medium text-brass-700">
        <Eye className="size-4 shrink-0" aria-hidden />
        {version === CURRENT_VERSION ? (
          <Trans>Preview of the current version: readers do not see it until it is published.</Trans>
        ) : (
          <Trans>Preview of revision {version}: readers do not see it until it is published.</Trans>
        )}
      </p>
      {/* A link's token opens one channel only. */}
      {signedIn && (
        <nav aria-label={t`Preview channels`}>
          <ul className="flex flex-wrap gap-1">
            {CHANNELS.map((channel) => (
              <li key={channel}>
                <Link
                  to="/preview/$newsId/$officeId/$platform/$version/{-$internal}"
                  params={{ newsId, officeId, platform: channel, version, internal: 'internal' }}
                  aria-current={channel === platform ? 'page' : undefined}
                  className={cn(
                    'inline-flex h-8 items-center rounded-md px-3 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    channel === platform ? 'bg-ink-900 text-white' : 'text-ink-800 hover:bg-brass-100',
                  )}
                >
                  {channelLabel(i18n, channel)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {signedIn && (
        <Link
          to="/news/edit/$id"
          params={{ id: newsId }}
          className="justify-self-start text-sm font-medium text-ink-800 underline underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Trans>Back to the editor</Trans>
        </Link>
      )}
      {signedIn && (
        <CopyPreviewLink
          newsId={newsId}
          platform={platform}
          timeZone={Intl.DateTimeFormat().resolvedOptions().timeZone}
        />
      )}
    </div>
  );
}

function SignInToPreview() {
  const location = useLocation();
  return (
    <div className="mx-auto grid max-w-md gap-4 px-6 py-16 text-center">
      <h1 className="font-serif text-2xl font-semibold text-ink-900">
        <Trans>Sign in to see this preview</Trans>
      </h1>
      <p className="text-muted-foreground">
        <Trans>
          Previews are for the office's users. Without an account, ask the editor for a preview link.
        </Trans>
      </p>
      <div>
        <Button asChild>
          <Link to="/login" search={{ redirect: location.href }}>
            <Trans>Log in</Trans>
          </Link>
        </Button>
      </div>
    </div>
  );
}
