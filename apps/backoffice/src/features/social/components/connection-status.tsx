import type { SocialPanelStatus } from '@gaceta/shared/statistics/dashboards';
import { Trans } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';

/**
 * A network's state, on its card and on the dashboard alike: a connection the installation cannot
 * use (its app not configured) is never a green "Connected".
 */
export function ConnectionStatusBadge({
  status,
  available,
}: {
  status: SocialPanelStatus;
  available: boolean;
}) {
  if (status === 'not_connected') {
    return (
      <Badge tone="muted">
        <Trans>Not connected</Trans>
      </Badge>
    );
  }
  if (!available) {
    return (
      <Badge>
        <Trans>Connected, cannot publish</Trans>
      </Badge>
    );
  }
  if (status === 'reconnect_needed') {
    return (
      <Badge tone="danger">
        <Trans>Reconnect needed</Trans>
      </Badge>
    );
  }
  return (
    <Badge tone="success">
      <Trans>Connected</Trans>
    </Badge>
  );
}
