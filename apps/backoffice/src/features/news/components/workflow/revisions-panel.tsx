import type { NewsRevision, NewsWithContents } from '@gaceta/shared/news';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { History } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { QueryState } from '@/components/list/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/date-time';
import { useRevisions } from '../../api/get-revisions';
import { useRestoreRevision } from '../../api/restore-revision';
import { type ChangedPart, changedParts } from '../../lib/revision-changes';

const PART_NAMES: Record<ChangedPart, MessageDescriptor> = {
  title: msg`title`,
  author: msg`author`,
  summary: msg`summary`,
  subjects: msg`subjects`,
  languages: msg`languages`,
  areas: msg`areas`,
  keywords: msg`SEO keywords`,
  meta: msg`meta title and description`,
  image_description: msg`image description`,
  active: msg`active`,
  publish_dates: msg`publish dates`,
  version_web: msg`web version`,
  version_newsletter: msg`newsletter version`,
  version_facebook: msg`Facebook version`,
  version_x: msg`X version`,
  version_linkedin: msg`LinkedIn version`,
};

/**
 * An item's revisions, newest first: who saved each, when, and what it changed from the one
 * before. Restoring one (after confirming) saves its fields as a new revision, so nothing is lost;
 * the item and its previews are refreshed through newsKeys, and `onRestored` hands the editor the
 * item as restored, to reload its form (which would otherwise save over it as a stale revision).
 */
export function RevisionsPanel({
  newsId,
  timeZone,
  canRestore,
  onRestored,
}: {
  newsId: string;
  /** The zone dates are shown in: the office's. */
  timeZone: string;
  /** Whether the user may restore (news.write); others only read. */
  canRestore: boolean;
  onRestored?: (item: NewsWithContents) => void;
}) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const revisions = useRevisions(newsId);
  const restore = useRestoreRevision(newsId);
  const [chosen, setChosen] = useState<number | null>(null);

  const confirmRestore = () => {
    if (chosen === null) return;
    restore.mutate(chosen, {
      onSuccess: (item) => {
        toast.success(t`Revision ${chosen} restored as revision ${item.object.revision}`);
        setChosen(null);
        onRestored?.(item);
      },
    });
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="flex items-center gap-2 font-serif text-lg font-semibold text-ink-900">
        <History className="size-5" aria-hidden />
        <Trans>Revisions</Trans>
      </h2>
      <QueryState
        query={revisions}
        isEmpty={(list) => list.length === 0}
        emptyText={<Trans>No revisions yet.</Trans>}
      >
        {(list) => (
          <ol className="grid gap-2">
            {list.map((revision, index) => (
              <RevisionRow
                key={revision.revision}
                revision={revision}
                previous={list[index + 1]}
                current={index === 0}
                when={formatDateTime(revision.created_at, i18n.locale, timeZone)}
                onRestore={canRestore && index > 0 ? () => setChosen(revision.revision) : undefined}
              />
            ))}
          </ol>
        )}
      </QueryState>
      <ConfirmDialog
        open={chosen !== null}
        onOpenChange={(open) => {
          if (!open) {
            setChosen(null);
            restore.reset();
          }
        }}
        title={<Trans>Restore revision {chosen}?</Trans>}
        description={
          <Trans>
            Its fields and channel versions come back as a new revision. Nothing is lost: the current version
            stays in this list and can be restored in turn. Unsaved changes in the editor are replaced.
          </Trans>
        }
        confirmLabel={<Trans>Restore</Trans>}
        destructive={false}
        pending={restore.isPending}
        error={restore.error?.message}
        onConfirm={confirmRestore}
      />
    </section>
  );
}

function RevisionRow({
  revision,
  previous,
  current,
  when,
  onRestore,
}: {
  revision: NewsRevision;
  previous: NewsRevision | undefined;
  current: boolean;
  when: string;
  onRestore: (() => void) | undefined;
}) {
  const { t, i18n } = useLingui();
  const number = revision.revision;
  const parts = previous ? changedParts(revision.fields, previous.fields) : [];
  const author = revision.author?.name ?? t`No author`;
  const changes = !previous
    ? t`Created`
    : parts.length === 0
      ? t`No changes`
      : t`Changed: ${parts.map((part) => i18n._(PART_NAMES[part])).join(', ')}`;
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-md border bg-card p-3">
      <div className="grid min-w-0 gap-0.5">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <Trans>Revision {number}</Trans>
          {current && (
            <Badge>
              <Trans>Current</Trans>
            </Badge>
          )}
        </p>
        <p className="text-sm text-muted-foreground">
          <time dateTime={revision.created_at}>{when}</time> · {author}
        </p>
        <p className="text-sm break-words">{changes}</p>
      </div>
      {onRestore && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={onRestore}
          aria-label={t`Restore revision ${number}`}
        >
          <Trans>Restore</Trans>
        </Button>
      )}
    </li>
  );
}
