import type { NewsItem } from '@gaceta/shared/news';
import { CHANNELS } from '@gaceta/shared/news/workflow';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/lib/date-time';
import { messageForCode } from '@/lib/error-messages';
import { channelLabel, PUBLICATION_LABELS, STATUS_LABELS } from '../../lib/labels';
import { NewsStatusBadge } from './news-status';

/** Where the item stands: its status, and each channel's publication in a line. */
export function ChannelStatus({ news, timeZone }: { news: NewsItem; timeZone: string }) {
  const { i18n } = useLingui();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center justify-between gap-2">
          <Trans>Status</Trans>
          <NewsStatusBadge status={news.status} />
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-2 text-sm">
          {CHANNELS.map((channel) => {
            const publication = news.publications.find((each) => each.platform === channel);
            const when =
              publication?.state === 'scheduled' ? publication.scheduled_at : publication?.published_at;
            return (
              <div key={channel} className="flex flex-wrap items-baseline justify-between gap-x-3">
                <dt className="font-medium text-ink-800">{channelLabel(i18n, channel)}</dt>
                <dd className="text-right text-muted-foreground">
                  {/* A channel never scheduled nor published reads as the item's "not published". */}
                  {i18n._(publication ? PUBLICATION_LABELS[publication.state] : STATUS_LABELS.not_published)}
                  {when && (
                    <span className="block text-xs">{formatDateTime(when, i18n.locale, timeZone)}</span>
                  )}
                  {publication?.error && (
                    <span className="block text-xs text-destructive">
                      {messageForCode(publication.error_code ?? 'INTERNAL', publication.error)}
                    </span>
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
      </CardContent>
    </Card>
  );
}
