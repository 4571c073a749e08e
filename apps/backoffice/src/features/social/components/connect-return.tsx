import { SOCIAL_NETWORK_NAMES } from '@gaceta/shared/news/channels';
import type { SocialConnection } from '@gaceta/shared/social';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { type ConnectInput, useChooseAccount, useConnectNetwork } from '../api/connect-network';
import { AccountPicker } from './account-picker';

type Outcome = { kind: 'connecting' } | { kind: 'cancelled' } | { kind: 'empty' };

/** What the network's return carries: what to connect with, a cancellation, or nothing. */
function readReturn(network: 'linkedin' | 'twitter', query: URLSearchParams): ConnectInput | Outcome {
  if (query.has('error') || query.has('denied')) return { kind: 'cancelled' };
  if (network === 'linkedin') {
    const code = query.get('code');
    const state = query.get('state');
    return code && state ? { network, code, state } : { kind: 'empty' };
  }
  const token = query.get('oauth_token');
  const verifier = query.get('oauth_verifier');
  return token && verifier ? { network, oauth_token: token, oauth_verifier: verifier } : { kind: 'empty' };
}

/**
 * The page LinkedIn or X sends the office back to: it hands what came to the API once, then
 * returns to the configuration page, which says the network is connected.
 */
export function ConnectReturn({ network }: { network: 'linkedin' | 'twitter' }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const connect = useConnectNetwork();
  const choose = useChooseAccount();
  const [outcome] = useState(() => readReturn(network, new URLSearchParams(window.location.search)));
  // With page permissions the member may post as their profile or a page: the office chooses here.
  const [choice, setChoice] = useState<SocialConnection | null>(null);
  const sent = useRef(false);
  const done = useCallback(
    () =>
      navigate({
        to: '/settings/social-media-configuration',
        search: { connected: network },
        replace: true,
      }),
    [navigate, network],
  );
  useEffect(() => {
    if (sent.current || 'kind' in outcome) return;
    sent.current = true;
    connect.mutate(outcome, {
      onSuccess: (connection) => (connection.accounts.length > 1 ? setChoice(connection) : done()),
    });
  }, [connect, done, outcome]);
  const name = SOCIAL_NETWORK_NAMES[network];
  return (
    <div className="mx-auto grid max-w-xl gap-4 px-4 py-12">
      <h1 className="font-display text-2xl">
        <Trans>Connecting {name}</Trans>
      </h1>
      {'kind' in outcome && outcome.kind === 'cancelled' && (
        <Alert variant="warning">{t`The sign-in window was closed before authorising Gaceta (popup closed by user).`}</Alert>
      )}
      {'kind' in outcome && outcome.kind === 'empty' && (
        <Alert variant="destructive">{t`OAuth redirect with no parameters: start connecting again from the configuration.`}</Alert>
      )}
      {choice && (
        <>
          <ErrorAlert error={choose.error} />
          <AccountPicker
            legend={<Trans>Which account should Gaceta post as on {name}?</Trans>}
            accounts={choice.accounts}
            current={choice.account_id}
            confirmLabel={<Trans>Post as this account</Trans>}
            pending={choose.isPending}
            onChoose={(account) =>
              choose.mutate({ network, account_id: account.id }, { onSuccess: () => done() })
            }
          />
        </>
      )}
      {!('kind' in outcome) && !connect.error && !choice && (
        <p role="status" className="text-muted-foreground">
          <Trans>Finishing the connection…</Trans>
        </p>
      )}
      <ErrorAlert error={connect.error} />
      {('kind' in outcome || connect.error) && (
        <Button asChild variant="outline" className="w-fit">
          <Link to="/settings/social-media-configuration">
            <Trans>Back to the social media configuration</Trans>
          </Link>
        </Button>
      )}
    </div>
  );
}
