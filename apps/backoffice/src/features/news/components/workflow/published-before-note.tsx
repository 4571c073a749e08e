import type { NewsWithContents } from '@gaceta/shared/news';
import type { Channel } from '@gaceta/shared/news/workflow';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime } from '@/lib/date-time';
import { channelLabel } from '../../lib/labels';
import { publicationOf, publishedBefore } from '../../lib/news-actions';

/** Before publishing again: it was out on the channel before, and publishing puts it back. */
export function PublishedBeforeNote({
  news,
  channel,
  timeZone,
}: {
  news: NewsWithContents;
  channel: Channel;
  timeZone: string;
}) {
  const { i18n } = useLingui();
  if (!publishedBefore(news, channel)) return null;
  const name = channelLabel(i18n, channel);
  const at = publicationOf(news, channel)?.published_at;
  const publishedAt = at ? formatDateTime(at, i18n.locale, timeZone) : '';
  return (
    <span
      role="note"
      className="mt-3 block rounded-md border border-brass-200 bg-brass-50 p-3 text-brass-700"
    >
      {publishedAt ? (
        <Trans>
          It was published on {name} before, on {publishedAt}. Publishing it again puts it back.
        </Trans>
      ) : (
        <Trans>It was published on {name} before. Publishing it again puts it back.</Trans>
      )}
    </span>
  );
}
