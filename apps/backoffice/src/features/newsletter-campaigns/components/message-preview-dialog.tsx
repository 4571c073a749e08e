import type { CampaignPreview } from '@gaceta/shared/newsletter/campaigns';
import { Trans, useLingui } from '@lingui/react/macro';
import { Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

/**
 * "Preview the message": a newsletter's message as its recipients receive it, in a dialog whose
 * content (`children`, a MessageFrame) is mounted only while it is open, so a message read from the
 * API is asked for then. Closing it returns focus to the button.
 */
export function MessagePreviewDialog({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Eye aria-hidden />
          <Trans>Preview the message</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t`Close`} className="max-h-[calc(100dvh-2rem)] max-w-3xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            <Trans>The message as its recipients receive it. Opening it here is not counted.</Trans>
          </DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/**
 * A message as the API renders it for the office (as sent, without tracking): its subject, and the
 * message in a sandboxed frame where no script runs.
 */
export function MessageFrame({ message }: { message: CampaignPreview }) {
  const { t } = useLingui();
  return (
    <div className="grid gap-2">
      <p className="text-sm">
        <span className="text-muted-foreground">
          <Trans>Subject:</Trans>
        </span>{' '}
        <strong>{message.subject}</strong>
      </p>
      <iframe
        title={t`The message as sent: ${message.subject}`}
        sandbox=""
        srcDoc={message.html}
        className="h-[28rem] w-full rounded-lg border bg-white md:h-[36rem]"
      />
    </div>
  );
}
