import { mayUse } from '@gaceta/shared/accounts/roles';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link, notFound, useLocation } from '@tanstack/react-router';
import { Eye } from 'lucide-react';
import * as v from 'valibot';
import { QueryState } from '@/components/list/query-state';
import { Button } from '@/components/ui/button';
import { meQueryOptions } from '@/features/auth/api/get-me';
import { useCampaignPreview } from '@/features/newsletter-campaigns/api/get-campaign-preview';
import { ApiError } from '@/lib/api-error';
import { readSession } from '@/lib/auth-storage';
import { SCREEN_TITLES } from '@/routes/-screen-titles';

export const Route = createFileRoute('/_public/newsletter-preview/$newsletterCampaignId')({
  beforeLoad: ({ params }) => {
    if (!v.is(v.pipe(v.string(), v.uuid()), params.newsletterCampaignId)) throw notFound();
  },
  staticData: { title: SCREEN_TITLES.newsletterPreview },
  component: NewsletterPreviewPage,
});

function NewsletterPreviewPage() {
  const location = useLocation();
  if (!readSession()) {
    return (
      <div className="mx-auto grid max-w-md gap-4 px-6 py-16 text-center">
        <h1 className="font-serif text-2xl font-semibold text-ink-900">
          <Trans>Sign in to see this preview</Trans>
        </h1>
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
  return <SignedInPreview />;
}

/** The newsletter's managers see any campaign of theirs; statistics readers those that went out. */
function SignedInPreview() {
  const me = useQuery(meQueryOptions());
  return (
    <QueryState query={me}>
      {(loaded) => <Preview asStatisticsReader={!mayUse(loaded, 'newsletter.manage')} />}
    </QueryState>
  );
}

/**
 * The campaign as a recipient of all its items sees it, in a sandboxed frame (no script runs in
 * it, and nothing in it can reach the back-office). The preview carries no tracking: reading it
 * here is never counted as an open.
 */
function Preview({ asStatisticsReader }: { asStatisticsReader: boolean }) {
  const { t } = useLingui();
  const { newsletterCampaignId } = Route.useParams();
  const preview = useCampaignPreview(newsletterCampaignId, asStatisticsReader);
  return (
    <div className="grid gap-4 px-3 py-6 sm:px-6">
      <div className="mx-auto grid w-full max-w-[640px] gap-1 rounded-lg border border-brass-200 bg-brass-50 px-4 py-3">
        <p className="flex items-center gap-2 text-sm font-medium text-brass-700">
          <Eye className="size-4 shrink-0" aria-hidden />
          <Trans>Preview of the newsletter as its recipients see it; opening it here is not counted.</Trans>
        </p>
        {preview.data && (
          <p className="text-sm text-ink-900">
            <Trans>Subject:</Trans> <strong>{preview.data.subject}</strong>
          </p>
        )}
      </div>
      <QueryState
        query={preview}
        describeError={(error) =>
          error instanceof ApiError && error.status === 404 ? t`No newsletter campaign found` : error.message
        }
      >
        {(campaign) => (
          <iframe
            title={t`Newsletter: ${campaign.subject}`}
            sandbox=""
            srcDoc={campaign.html}
            className="mx-auto h-[1400px] w-full max-w-[640px] rounded-lg border bg-white"
          />
        )}
      </QueryState>
    </div>
  );
}
