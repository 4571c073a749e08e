import type { Sender } from '@gaceta/shared/newsletter/settings';
import { Trans } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';

/** Verified, or waiting for its code. */
export function SenderStatus({ sender }: { sender: Sender }) {
  return sender.verified ? (
    <Badge className="border-success/30 bg-success/10 text-success">
      <Trans>Verified</Trans>
    </Badge>
  ) : (
    <Badge className="border-brass-200 bg-brass-50 text-brass-700">
      <Trans>Waiting for the code</Trans>
    </Badge>
  );
}
