import { SOCIAL_NETWORK_NAMES } from '@gaceta/shared/news/channels';
import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { PageFrame, PageHeader } from '@/components/layout/page';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent } from '@/components/ui/card';
import { requirePermission } from '@/features/auth/require-permission';
import { useConnectNetwork, useFacebookPages } from '@/features/social/api/connect-network';
import { AccountPicker } from '@/features/social/components/account-picker';
import { ConnectionCards } from '@/features/social/components/connection-cards';
import { takeFacebookReturn } from '@/features/social/components/facebook-return';
import { SCREEN_TITLES } from '@/routes/-screen-titles';

const Connected = v.picklist(['linkedin', 'twitter', 'facebook']);

export const Route = createFileRoute('/_auth/settings/social-media-configuration')({
  validateSearch: v.object({ connected: v.optional(v.fallback(v.optional(Connected), undefined)) }),
  beforeLoad: ({ context }) => requirePermission(context.queryClient, 'social.manage'),
  staticData: { title: SCREEN_TITLES.socialMediaConfiguration },
  component: SocialMediaConfigurationPage,
});

function SocialMediaConfigurationPage() {
  const { t, i18n } = useLingui();
  const { connected } = Route.useSearch();
  return (
    <PageFrame>
      <PageHeader
        title={i18n._(SCREEN_TITLES.socialMediaConfiguration)}
        description={t`Connect the accounts where Gaceta publishes your news. Gaceta never shows or stores your passwords; the networks give it a permission you can withdraw here or on the network.`}
      />
      <div className="grid gap-4">
        {connected && <Alert variant="success">{t`${SOCIAL_NETWORK_NAMES[connected]} connected`}</Alert>}
        <FacebookReturn />
        <ConnectionCards />
      </div>
    </PageFrame>
  );
}

/**
 * Finishes a Facebook login whose dialog returned here, once, with the state of the authorisation
 * this page started (the API refuses any other): lists the user's pages and connects the only one,
 * or the one the office chooses. A token that came without a state is not used at all.
 */
function FacebookReturn() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const pages = useFacebookPages();
  const connect = useConnectNetwork();
  const [returned] = useState(takeFacebookReturn);
  const sent = useRef(false);
  const connectPage = useCallback(
    (returned: { accessToken: string; state: string }, pageName: string) =>
      connect.mutate(
        {
          network: 'facebook',
          access_token: returned.accessToken,
          state: returned.state,
          page_name: pageName,
        },
        {
          onSuccess: () =>
            navigate({
              to: '/settings/social-media-configuration',
              search: { connected: 'facebook' },
              replace: true,
            }),
        },
      ),
    [connect, navigate],
  );
  useEffect(() => {
    if (sent.current || returned.kind !== 'token') return;
    sent.current = true;
    pages.mutate(
      { access_token: returned.accessToken, state: returned.state },
      {
        onSuccess: ({ data: [only, ...others] }) => {
          if (only && others.length === 0) connectPage(returned, only.name);
        },
      },
    );
  }, [connectPage, pages, returned]);
  if (returned.kind === 'cancelled') {
    return (
      <Alert variant="warning">{t`The sign-in window was closed before authorising Gaceta (popup closed by user).`}</Alert>
    );
  }
  if (returned.kind === 'unbound') {
    return (
      <Alert variant="warning">{t`This Facebook sign-in did not come from a connection started on this page, so nothing was connected. To connect Facebook, start from its card below.`}</Alert>
    );
  }
  const choices = pages.data?.data ?? [];
  return (
    <>
      <ErrorAlert error={pages.error ?? connect.error} />
      {returned.kind === 'token' && pages.isSuccess && choices.length === 0 && (
        <Alert variant="warning">{t`This Facebook account manages no page: create a page, or sign in with an account that manages one.`}</Alert>
      )}
      {returned.kind === 'token' && choices.length > 1 && (
        <Card>
          <CardContent className="pt-6">
            <AccountPicker
              legend={<Trans>Which Facebook page should Gaceta post to?</Trans>}
              accounts={choices}
              confirmLabel={<Trans>Connect this page</Trans>}
              pending={connect.isPending}
              onChoose={(page) => connectPage(returned, page.name)}
            />
          </CardContent>
        </Card>
      )}
    </>
  );
}
