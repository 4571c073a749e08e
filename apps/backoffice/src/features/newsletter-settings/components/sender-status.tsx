import type { Sender } from '@gaceta/shared/newsletter/settings';
import { Trans } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';

/** Verified, or waiting for its code. */
export function SenderStatus({ sender }: { sender: Sender }) {
  return sender.verified ? (
    <Badge tone="success">
      <Trans>Verified</Trans>
    </Badge>
  ) : (
    <Badge>
      <Trans>Waiting for the code</Trans>
    </Badge>
  );
}
