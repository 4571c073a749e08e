import type { NewsWithContents } from '@gaceta/shared/news';
import type { Channel } from '@gaceta/shared/news/workflow';
import { Trans, useLingui } from '@lingui/react/macro';
import { Upload } from 'lucide-react';
import { toast } from 'sonner';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { Button } from '@/components/ui/button';
import { useNewsTransition } from '../../api/transitions';
import { channelActions } from '../../lib/news-actions';

/**
 * "Publish now" beside the Facebook preview: Facebook is never published automatically (spec
 * section 4), so the office sends its saved version itself, here or from the workflow.
 */
export function PublishOnFacebookNow({
  news,
  unconfigured,
}: {
  news: NewsWithContents;
  unconfigured: readonly Channel[];
}) {
  const { t } = useLingui();
  const transition = useNewsTransition();
  const allowed = channelActions(news, { publish: true, write: false, stats: false, unconfigured }).some(
    (action) => action.kind === 'publish' && action.channel === 'facebook',
  );
  if (!allowed) return null;
  return (
    <div className="grid gap-2 rounded-md border bg-muted/40 p-3">
      <p className="text-sm text-muted-foreground">
        <Trans>
          Facebook is never published automatically: publish the saved version when it is ready. Instagram
          goes with it when it is connected.
        </Trans>
      </p>
      <ErrorAlert error={transition.error} />
      <Button
        type="button"
        className="w-fit"
        pending={transition.isPending}
        onClick={() =>
          transition.mutate(
            { id: news.object.id, transition: { action: 'publish', platform: 'facebook' } },
            { onSuccess: () => toast.success(t`Publishing on Facebook`) },
          )
        }
      >
        <Upload aria-hidden />
        <Trans>Publish on Facebook now</Trans>
      </Button>
    </div>
  );
}
