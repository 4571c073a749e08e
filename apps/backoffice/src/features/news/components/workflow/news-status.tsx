import type { NewsItem, NewsPublication } from '@gaceta/shared/news';
import type { NewsStatus, PublicationState } from '@gaceta/shared/news/workflow';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/date-time';
import { cn } from '@/lib/utils';
import { channelLabel, PUBLICATION_LABELS, STATUS_LABELS } from '../../lib/labels';

const TONES = {
  neutral: 'border-ink-200 bg-ink-50 text-ink-700',
  waiting: 'border-brass-200 bg-brass-50 text-brass-700',
  live: 'border-success/30 bg-success/10 text-success',
  ended: 'border-border bg-muted text-muted-foreground',
  failed: 'border-destructive/30 bg-destructive/10 text-destructive',
} as const;

const STATUS_TONES: Record<NewsStatus, keyof typeof TONES> = {
  in_preparation: 'neutral',
  ready_to_publish: 'waiting',
  publishing: 'waiting',
  published: 'live',
  not_published: 'ended',
};

const PUBLICATION_TONES: Record<PublicationState, keyof typeof TONES> = {
  scheduled: 'waiting',
  publishing: 'waiting',
  published: 'live',
  failed: 'failed',
  unpublished: 'ended',
};

/**
 * An item a reviewer sent back, with the comment the writers must act on: shown where the item is
 * listed, so nobody has to open each draft to find it. Nothing for any other item.
 */
export function SentBack({ item }: { item: Pick<NewsItem, 'editorial_state' | 'review_comment'> }) {
  if (item.editorial_state !== 'in_preparation' || !item.review_comment) return null;
  return (
    <span className="grid gap-0.5">
      <Badge className={TONES.failed}>
        <Trans>Sent back</Trans>
      </Badge>
      <span className="text-xs text-muted-foreground">
        <Trans>Comment: {item.review_comment}</Trans>
      </span>
    </span>
  );
}

/**
 * A live item with changes waiting for a publisher's review (readers still see the approved
 * version). Nothing for any other item.
 */
export function ChangesToReview({ item }: { item: Pick<NewsItem, 'pending_review'> }) {
  if (!item.pending_review) return null;
  return (
    <Badge className={TONES.waiting}>
      <Trans>Changes to review</Trans>
    </Badge>
  );
}

/** The item's status, derived from its editorial state and its channels. */
export function NewsStatusBadge({ status }: { status: NewsStatus }) {
  const { i18n } = useLingui();
  return <Badge className={TONES[STATUS_TONES[status]]}>{i18n._(STATUS_LABELS[status])}</Badge>;
}

/**
 * Where each channel stands, one badge per publication ("Web: Published", "LinkedIn: Scheduled
 * 24/11/2026 09:00 (Madrid)"); a failed one carries the channel's error as its description.
 */
export function ChannelBadges({
  publications,
  timeZone,
}: {
  publications: readonly NewsPublication[];
  timeZone: string;
}) {
  const { i18n, t } = useLingui();
  if (publications.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1" aria-label={t`Channels`}>
      {publications.map((publication) => {
        const channel = channelLabel(i18n, publication.platform);
        const state = i18n._(PUBLICATION_LABELS[publication.state]);
        const when =
          publication.state === 'scheduled' && publication.scheduled_at
            ? formatDateTime(publication.scheduled_at, i18n.locale, timeZone)
            : null;
        return (
          <li key={publication.platform}>
            <Badge
              className={cn(TONES[PUBLICATION_TONES[publication.state]], 'font-normal')}
              title={publication.error ?? undefined}
            >
              <span className="font-medium">{channel}:</span> {state}
              {when && <span className="tabular-nums"> {when}</span>}
            </Badge>
          </li>
        );
      })}
    </ul>
  );
}
