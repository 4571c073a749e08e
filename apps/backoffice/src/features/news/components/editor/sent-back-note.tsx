import { Trans } from '@lingui/react/macro';
import { MessageSquareWarning } from 'lucide-react';
import { Alert } from '@/components/ui/alert';

/** The reviewer's comment on an item sent back for changes, above the form until it is sent again. */
export function SentBackNote({ comment }: { comment: string }) {
  return (
    // A note, not an alert: it is there when the page opens rather than a change to announce.
    <Alert variant="warning" role="note">
      <MessageSquareWarning aria-hidden />
      <div className="grid gap-1">
        <p className="font-semibold">
          <Trans>The reviewer sent this item back for changes</Trans>
        </p>
        <p className="whitespace-pre-wrap">{comment}</p>
      </div>
    </Alert>
  );
}
