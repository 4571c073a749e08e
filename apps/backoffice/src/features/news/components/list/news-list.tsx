import type { NewsItem, NewsWithContents } from '@gaceta/shared/news';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { AREA_LABELS } from '@/lib/areas';
import { formatDateTime } from '@/lib/date-time';
import { LANGUAGE_LABELS } from '../../lib/labels';
import type { NewsAccess, NewsAction } from '../../lib/news-actions';
import type { NewsletterSelection, SelectedNews } from '../../lib/newsletter-selection';
import { ChangesToReview, ChannelBadges, NewsStatusBadge, SentBack } from '../workflow/news-status';
import { NewsRowMenu } from './news-row-menu';
import { NewsletterToggle } from './newsletter-selection';

const COLUMNS = 'md:grid md:grid-cols-[minmax(0,1fr)_15rem_11rem_5.5rem] md:items-start md:gap-4';

/**
 * A page of news: one card per item on phones, a row per item with columns from md up (title,
 * status per channel, publish dates, actions).
 */
export function NewsList({
  items,
  access,
  timeZone,
  onAction,
  newsletter,
}: {
  items: readonly NewsItem[];
  access: NewsAccess;
  timeZone: string;
  onAction: (news: NewsWithContents, action: NewsAction) => void;
  /** The custom newsletter selection, for users who manage the newsletter. */
  newsletter?: { items: readonly SelectedNews[]; selection: NewsletterSelection } | undefined;
}) {
  const { i18n, t } = useLingui();
  const date = (iso: string) => formatDateTime(iso, i18n.locale, timeZone);
  return (
    <div>
      <div
        aria-hidden
        className={`hidden border-b px-4 py-2 text-xs font-medium tracking-wide text-muted-foreground uppercase ${COLUMNS}`}
      >
        <span>
          <Trans>News</Trans>
        </span>
        <span>
          <Trans>Status</Trans>
        </span>
        <span>
          <Trans>Publish dates</Trans>
        </span>
        <span />
      </div>
      <ul aria-label={t`News`} className="grid gap-3 p-3 md:gap-0 md:p-0">
        {items.map((item) => (
          <li
            key={item.id}
            className={`relative grid gap-3 rounded-lg border p-4 md:rounded-none md:border-0 md:border-b md:last:border-b-0 ${COLUMNS}`}
          >
            <div className="min-w-0 pr-20 md:pr-0">
              <Link
                to="/news/edit/$id"
                params={{ id: item.id }}
                className="font-medium text-ink-900 underline-offset-4 hover:underline focus-visible:underline"
              >
                {item.title}
              </Link>
              <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
                <CreatedOn date={date(item.created_at)} />
                {item.languages.length > 0 && (
                  <span>
                    {item.languages.map((language) => i18n._(LANGUAGE_LABELS[language])).join(', ')}
                  </span>
                )}
                {item.areas.length > 0 && (
                  <span>{item.areas.map((area) => i18n._(AREA_LABELS[area])).join(', ')}</span>
                )}
              </p>
            </div>
            <div className="grid justify-items-start gap-1.5">
              <NewsStatusBadge status={item.status} />
              <SentBack item={item} />
              <ChangesToReview item={item} />
              <ChannelBadges publications={item.publications} timeZone={timeZone} />
            </div>
            <PublishDates item={item} date={date} />
            <div className="absolute top-2 right-2 flex md:static md:justify-end">
              {newsletter && (
                <NewsletterToggle
                  item={item}
                  selected={newsletter.items.some((selected) => selected.id === item.id)}
                  selection={newsletter.selection}
                />
              )}
              <NewsRowMenu item={item} access={access} onAction={onAction} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The publish window of an active item; an inactive one says the website does not show it (not that
 * it is unpublished: it may be live on other channels).
 */
function PublishDates({ item, date }: { item: NewsItem; date: (iso: string) => string }) {
  if (!item.active || !item.publish_from || !item.publish_to) {
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>Not shown on the website</Trans>
      </p>
    );
  }
  const from = date(item.publish_from);
  const to = date(item.publish_to);
  return (
    <p className="grid text-sm tabular-nums">
      <span>
        <Trans>From {from}</Trans>
      </span>
      <span>
        <Trans>To {to}</Trans>
      </span>
    </p>
  );
}

function CreatedOn({ date }: { date: string }) {
  return (
    <span>
      <Trans>Created {date}</Trans>
    </span>
  );
}
