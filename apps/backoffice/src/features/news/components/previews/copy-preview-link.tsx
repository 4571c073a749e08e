import type { Channel } from '@gaceta/shared/news/workflow';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Link2 } from 'lucide-react';
import { useId, useState } from 'react';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { formatDateTime } from '@/lib/date-time';
import { useCreatePreviewLink } from '../../api/create-preview-link';

/**
 * Issues a signed link to a channel version's preview (valid a week) and copies it, for someone
 * without an account (a partner, the client). The link stays shown, selectable, in case the
 * browser refuses the clipboard.
 */
export function CopyPreviewLink({
  newsId,
  platform,
  timeZone,
}: {
  newsId: string;
  platform: Channel;
  /** The zone the expiry is shown in: the office's. */
  timeZone: string;
}) {
  const { t, i18n } = useLingui();
  const create = useCreatePreviewLink(newsId);
  const [copied, setCopied] = useState(false);
  const inputId = useId();
  const expiry = create.data ? formatDateTime(create.data.expires_at, i18n.locale, timeZone) : '';

  const copy = () => {
    setCopied(false);
    create.mutate(platform, {
      onSuccess: async (link) => {
        try {
          await navigator.clipboard.writeText(link.url);
          setCopied(true);
        } catch {
          // The link is shown below to copy by hand.
        }
      },
    });
  };

  return (
    <div className="grid gap-3">
      <div>
        <Button type="button" variant="outline" onClick={copy} pending={create.isPending}>
          {copied ? <Check aria-hidden /> : <Link2 aria-hidden />}
          <Trans>Copy preview link</Trans>
        </Button>
      </div>
      <ErrorAlert error={create.error} />
      {create.data && (
        <div className="grid gap-1.5">
          <label htmlFor={inputId} className="text-sm font-medium">
            <Trans>Preview link</Trans>
          </label>
          <Input
            id={inputId}
            readOnly
            value={create.data.url}
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-xs"
          />
          <p className="text-sm text-muted-foreground">
            <Trans>Anyone with the link can see this version until {expiry}.</Trans>
          </p>
        </div>
      )}
      <p role="status" className="text-sm font-medium text-ink-700">
        {copied ? t`Preview link copied` : ''}
      </p>
    </div>
  );
}
