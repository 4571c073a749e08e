import { SOCIAL_NETWORK_NAMES, SOCIAL_NETWORKS } from '@gaceta/shared/news/channels';
import type { SocialConnection, SocialNetwork } from '@gaceta/shared/social';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { ListState } from '@/components/list/list-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { useBeginAuthorization } from '../api/begin-authorization';
import { useChooseAccount } from '../api/connect-network';
import { useConnections } from '../api/get-connections';
import { useSocialNetworks } from '../api/get-social-networks';
import { useRemoveConnection } from '../api/remove-connection';
import { AccountPicker } from './account-picker';
import { ConnectionStatusBadge } from './connection-status';

/** settings/social-media-configuration: one card per network, to connect, reconnect or disconnect it. */
export function ConnectionCards() {
  const networks = useSocialNetworks();
  const connections = useConnections();
  return (
    <ListState
      loading={networks.isPending || connections.isPending}
      error={networks.error?.message ?? connections.error?.message}
      onRetry={() => Promise.all([networks.refetch(), connections.refetch()])}
    >
      {networks.data && connections.data && (
        <ul className="grid gap-4 md:grid-cols-2">
          {SOCIAL_NETWORKS.map((network) => (
            <li key={network}>
              <ConnectionCard
                network={network}
                available={
                  networks.data.data.find((entry) => entry.social_network === network)?.available ?? false
                }
                connection={connections.data.data[network]}
              />
            </li>
          ))}
        </ul>
      )}
    </ListState>
  );
}

function ConnectionCard({
  network,
  available,
  connection,
}: {
  network: SocialNetwork;
  available: boolean;
  connection: SocialConnection | null;
}) {
  const { t } = useLingui();
  const name = SOCIAL_NETWORK_NAMES[network];
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          {name}
          <ConnectionStatusBadge status={connection?.status ?? 'not_connected'} available={available} />
        </CardTitle>
        <CardDescription>
          {connection ? (
            <Trans>Account: {connection.account_name}</Trans>
          ) : network === 'instagram' ? (
            <Trans>
              Instagram is connected with Facebook: the business account linked to your Facebook page.
            </Trans>
          ) : (
            <Trans>Not connected</Trans>
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {!available && (
          <p className="text-sm text-muted-foreground">
            {connection ? (
              <Trans>
                The account is connected, but Gaceta cannot publish on it, nor read its figures, until the
                operator configures {name}'s app on this installation.
              </Trans>
            ) : (
              <Trans>
                The operator has not configured {name}'s app on this installation yet: it cannot be connected.
              </Trans>
            )}
          </p>
        )}
        {connection && network === 'instagram' && (
          <p className="text-sm text-muted-foreground">
            <Trans>It goes with the Facebook page: disconnecting Facebook disconnects it too.</Trans>
          </p>
        )}
        {connection?.status === 'reconnect_needed' && (
          <p className="text-sm text-brass-700">
            <Trans>
              {name} no longer accepts Gaceta for this account: connect it again to keep publishing.
            </Trans>
          </p>
        )}
        {connection && connection.accounts.length > 1 && <ChooseAccount connection={connection} />}
        <div className="flex flex-wrap items-end gap-3">
          {network !== 'instagram' && available && (
            <ConnectControls network={network} reconnect={Boolean(connection)} />
          )}
          {connection && network !== 'instagram' && (
            <DisconnectButton network={network} label={t`Disconnect ${name}`} />
          )}
        </div>
      </CardContent>
    </Card>
  );
}

function ConnectControls({
  network,
  reconnect,
}: {
  network: 'linkedin' | 'twitter' | 'facebook';
  reconnect: boolean;
}) {
  const begin = useBeginAuthorization();
  const [organization, setOrganization] = useState(false);
  const name = SOCIAL_NETWORK_NAMES[network];
  const start = () => begin.mutate({ network, organization });
  return (
    <div className="grid w-full gap-3">
      <ErrorAlert error={begin.error} />
      {network === 'linkedin' && (
        <div className="flex items-center gap-2">
          <Checkbox
            id="linkedin-organization"
            checked={organization}
            onCheckedChange={(checked) => setOrganization(checked === true)}
          />
          <Label htmlFor="linkedin-organization">
            <Trans>Post as my firm's LinkedIn page (asks for page permissions)</Trans>
          </Label>
        </div>
      )}
      <Button type="button" className="w-fit" pending={begin.isPending} onClick={start}>
        {reconnect ? <Trans>Reconnect {name}</Trans> : <Trans>Connect {name}</Trans>}
      </Button>
    </div>
  );
}

/** Which of the connection's accounts posts: the member's profile or a page they administer. */
function ChooseAccount({ connection }: { connection: SocialConnection }) {
  const { t } = useLingui();
  const choose = useChooseAccount();
  const name = SOCIAL_NETWORK_NAMES[connection.social_network];
  return (
    <div className="grid gap-2">
      <ErrorAlert error={choose.error} />
      <AccountPicker
        legend={<Trans>Gaceta posts on {name} as</Trans>}
        accounts={connection.accounts}
        current={connection.account_id}
        confirmLabel={<Trans>Save the account</Trans>}
        pending={choose.isPending}
        onChoose={(account) =>
          choose.mutate(
            { network: connection.social_network, account_id: account.id },
            { onSuccess: () => toast.success(t`Gaceta now posts on ${name} as ${account.name}`) },
          )
        }
      />
    </div>
  );
}

function DisconnectButton({ network, label }: { network: SocialNetwork; label: string }) {
  const { t } = useLingui();
  const remove = useRemoveConnection();
  const [open, setOpen] = useState(false);
  const name = SOCIAL_NETWORK_NAMES[network];
  return (
    <>
      <Button type="button" variant="outline" className="w-fit" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={<Trans>Disconnect {name}?</Trans>}
        description={
          network === 'facebook' ? (
            <Trans>
              Gaceta will stop publishing on Facebook and Instagram. Published posts and their figures are
              kept.
            </Trans>
          ) : (
            <Trans>Gaceta will stop publishing on {name}. Published posts and their figures are kept.</Trans>
          )
        }
        confirmLabel={<Trans>Disconnect</Trans>}
        destructive
        pending={remove.isPending}
        error={remove.error?.message}
        onConfirm={() =>
          remove.mutate(network, {
            onSuccess: () => {
              setOpen(false);
              toast.success(t`${name} disconnected`);
            },
          })
        }
      />
    </>
  );
}
