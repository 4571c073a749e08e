import { useLingui } from '@lingui/react/macro';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { ErrorAlert } from '@/components/error-alert';
import { PageFrame, PageHeader } from '@/components/page';
import { Alert } from '@/components/ui/alert';
import { requirePermission } from '@/features/auth/require-permission';
import { useConnectNetwork } from '@/features/social/api/connect-network';
import { ConnectionCards } from '@/features/social/components/connection-cards';
import { takeFacebookReturn } from '@/features/social/components/facebook-return';
import { NETWORK_NAMES } from '@/features/social/components/network-names';
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
        {connected && <Alert variant="success">{t`${NETWORK_NAMES[connected]} connected`}</Alert>}
        <FacebookReturn />
        <ConnectionCards />
      </div>
    </PageFrame>
  );
}

/** Finishes a Facebook login whose dialog returned here, once. */
function FacebookReturn() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const connect = useConnectNetwork();
  const [returned] = useState(takeFacebookReturn);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || returned.kind !== 'token') return;
    sent.current = true;
    connect.mutate(
      { network: 'facebook', access_token: returned.accessToken, page_name: returned.pageName },
      {
        onSuccess: () =>
          navigate({
            to: '/settings/social-media-configuration',
            search: { connected: 'facebook' },
            replace: true,
          }),
      },
    );
  }, [connect, navigate, returned]);
  if (returned.kind === 'cancelled') {
    return (
      <Alert variant="warning">{t`The sign-in window was closed before authorising Gaceta (popup closed by user).`}</Alert>
    );
  }
  return <ErrorAlert error={connect.error} />;
}
