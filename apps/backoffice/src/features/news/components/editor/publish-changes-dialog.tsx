import { Trans } from '@lingui/react/macro';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import type { NewsFormState } from '../../hooks/use-news-form';

/**
 * A publisher's save of a live item: publish the changes now, or keep them as a pending revision
 * for review, as anyone's are (docs/news.md, Changes to live news).
 */
export function PublishChangesDialog({ liveSave }: { liveSave: NewsFormState['liveSave'] }) {
  return (
    <ConfirmDialog
      open={liveSave.open}
      onOpenChange={(open) => !open && liveSave.cancel()}
      destructive={false}
      pending={liveSave.pending}
      title={<Trans>This news item is published</Trans>}
      description={
        <Trans>
          Publish your changes now, and your website shows them at once; or save them for review, and it keeps
          the approved version until they are published.
        </Trans>
      }
      confirmLabel={<Trans>Publish the changes now</Trans>}
      onConfirm={() => liveSave.choose(true)}
      alternative={{
        label: <Trans>Save for review</Trans>,
        onSelect: () => liveSave.choose(false),
      }}
    />
  );
}
