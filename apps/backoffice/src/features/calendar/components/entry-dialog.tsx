import type { CalendarEntry } from '@gaceta/shared/calendar';
import { MESSAGES } from '@gaceta/shared/messages';
import { instantToWallClock, type WallClock, wallClockToInstant } from '@gaceta/shared/wall-clock';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { DateTimeFields } from '@/components/form/date-time-fields';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/date-time';
import { messageForCode, translateMessage } from '@/lib/error-messages';
import { useMoveEntry } from '../api/move-entry';
import { channelOf, KIND_ICONS, statusLabel, titleOf, whyNotMovable } from '../lib/entry-labels';
import { EntryFigures } from './entry-figures';

const LINK =
  'inline-flex items-center gap-1 font-medium text-ink-900 underline underline-offset-4 focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/**
 * An entry opened: what it is, when, its figures or why it failed, where it leads (its item,
 * campaign or post; a planned run's items), and its move to another date and time on the office's
 * clock, or why it cannot move.
 */
export function EntryDialog({
  entry,
  timeZone,
  onClose,
}: {
  entry: CalendarEntry;
  timeZone: string;
  onClose: () => void;
}) {
  const { i18n, t } = useLingui();
  const KindIcon = KIND_ICONS[entry.kind];
  const why = whyNotMovable(i18n, entry, new Date());
  const locale = i18n.locale;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t`Close`}>
        <DialogTitle className="pr-6">{titleOf(i18n, entry)}</DialogTitle>
        <DialogDescription className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="inline-flex items-center gap-1 font-medium text-ink-900">
            <KindIcon className="size-4" aria-hidden />
            {channelOf(i18n, entry)}
          </span>
          <span>{statusLabel(i18n, entry.status)}</span>
          <time dateTime={entry.starts_at}>{formatDateTime(entry.starts_at, locale, timeZone)}</time>
        </DialogDescription>
        <div className="grid gap-3 text-sm">
          {entry.ends_at && (
            <p>
              <Trans>On the website until {formatDateTime(entry.ends_at, locale, timeZone)}</Trans>
            </p>
          )}
          <EntryFigures entry={entry} />
          {entry.reason && (
            <p className="text-destructive">
              <Trans>Why it failed: {messageForCode(entry.reason, entry.reason)}</Trans>
            </p>
          )}
          {entry.items && <PlannedItems items={entry.items} />}
          <EntryLinks entry={entry} />
        </div>
        {why ? (
          <p className="rounded-md bg-muted px-3 py-2 text-sm">{why}</p>
        ) : (
          <MoveForm entry={entry} timeZone={timeZone} onMoved={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** What a planned run would carry if it ran now. */
function PlannedItems({ items }: { items: NonNullable<CalendarEntry['items']> }) {
  if (items.length === 0) return <Trans>Nothing is ready to go yet.</Trans>;
  return (
    <div className="grid gap-1">
      <p className="font-medium">
        <Trans>If it ran now, it would carry:</Trans>
      </p>
      <ul className="grid list-disc gap-1 pl-5">
        {items.map((item) => (
          <li key={item.id}>
            <Link to="/news/edit/$id" params={{ id: item.id }} className={LINK}>
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Where an entry leads: its news item, its campaign's page, its post's figures. */
function EntryLinks({ entry }: { entry: CalendarEntry }) {
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1">
      {entry.campaign_id && (
        <Link
          to="/statistics/newsletter/recipient/$newsletterCampaignId"
          params={{ newsletterCampaignId: entry.campaign_id }}
          className={LINK}
        >
          <Trans>Open the campaign</Trans>
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      )}
      {entry.social_post_id && (
        <Link
          to="/statistics/social-media/social-post/$postId"
          params={{ postId: entry.social_post_id }}
          className={LINK}
        >
          <Trans>Open the post</Trans>
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      )}
      {entry.news_id && (
        <Link to="/news/edit/$id" params={{ id: entry.news_id }} className={LINK}>
          <Trans>Open the news item</Trans>
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      )}
    </p>
  );
}

function MoveForm({
  entry,
  timeZone,
  onMoved,
}: {
  entry: CalendarEntry;
  timeZone: string;
  onMoved: () => void;
}) {
  const { i18n, t } = useLingui();
  const move = useMoveEntry();
  const [clock, setClock] = useState<WallClock>(() => instantToWallClock(entry.starts_at, timeZone));
  const [invalid, setInvalid] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const startsAt = wallClockToInstant(clock, timeZone);
    setInvalid(startsAt ? undefined : translateMessage(MESSAGES.dateInvalid.id));
    if (!startsAt) return;
    move.mutate(
      { id: entry.id, starts_at: startsAt },
      {
        onSuccess: () => {
          toast.success(t`Moved to ${formatDateTime(startsAt, i18n.locale, timeZone)}`);
          onMoved();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 border-t pt-4">
      <DateTimeFields
        legend={t`Move to`}
        value={clock}
        onChange={setClock}
        timeZone={timeZone}
        error={invalid ?? move.error?.fields.starts_at}
      />
      <ErrorAlert error={move.error} fieldsShown={['starts_at']} />
      <DialogFooter>
        <Button type="submit" pending={move.isPending}>
          <Trans>Move</Trans>
        </Button>
      </DialogFooter>
    </form>
  );
}
