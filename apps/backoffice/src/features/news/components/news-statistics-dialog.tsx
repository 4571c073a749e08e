import type { NewsItem } from '@gaceta/shared/news';
import type { NewsWebStatistics } from '@gaceta/shared/statistics';
import { SHARE_NETWORKS, type ShareNetwork } from '@gaceta/shared/website';
import { Trans, useLingui } from '@lingui/react/macro';
import { BarChart3, Globe, LoaderCircle, Mail, Share2 } from 'lucide-react';
import { RetryButton } from '@/components/list-state';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useNewsWebStatistics } from '../api/get-news-web-statistics';

/**
 * The per-news statistics: the website's figures over the last year (views, visitors, share clicks
 * by network). The newsletter and social networks record none yet, and say so rather than show
 * numbers.
 */
export function NewsStatisticsDialog({
  news,
  onClose,
}: {
  news: Pick<NewsItem, 'id' | 'title'>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const channels = [
    {
      key: 'newsletter',
      icon: Mail,
      name: t`Newsletter`,
      empty: t`No figures yet. Emails sent, opened and clicked appear here once the newsletter records them.`,
    },
    {
      key: 'social',
      icon: Share2,
      name: t`Social networks`,
      empty: t`No figures yet. Likes, comments and shares appear here once the social networks record them.`,
    },
  ];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t`Close`} className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            <Trans>Statistics</Trans>
          </DialogTitle>
          <DialogDescription>{news.title}</DialogDescription>
        </DialogHeader>
        <ul className="grid gap-3 sm:grid-cols-3">
          <li className="flex flex-col gap-2 rounded-lg border p-4">
            <h3 className="flex items-center gap-2 font-medium text-ink-900">
              <Globe className="size-4 text-muted-foreground" aria-hidden />
              <Trans>Website</Trans>
            </h3>
            <WebFigures newsId={news.id} />
          </li>
          {channels.map(({ key, icon: Icon, name, empty }) => (
            <li key={key} className="flex flex-col gap-2 rounded-lg border p-4">
              <h3 className="flex items-center gap-2 font-medium text-ink-900">
                <Icon className="size-4 text-muted-foreground" aria-hidden />
                {name}
              </h3>
              <p className="flex items-start gap-2 text-sm text-muted-foreground">
                <BarChart3 className="mt-0.5 size-4 shrink-0" aria-hidden />
                <span>{empty}</span>
              </p>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}

function WebFigures({ newsId }: { newsId: string }) {
  const statistics = useNewsWebStatistics(newsId);
  if (statistics.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <LoaderCircle className="size-4 animate-spin" aria-hidden />
        <Trans>Loading…</Trans>
      </p>
    );
  }
  if (statistics.error) {
    return (
      <div className="flex flex-col items-start gap-2">
        <p role="alert" className="text-sm text-destructive">
          {statistics.error.message}
        </p>
        <RetryButton onRetry={() => void statistics.refetch()} />
      </div>
    );
  }
  return <WebFiguresList statistics={statistics.data} />;
}

function WebFiguresList({ statistics }: { statistics: NewsWebStatistics }) {
  const { i18n, t } = useLingui();
  const networkNames: Record<ShareNetwork, string> = {
    linkedin: 'LinkedIn',
    x: 'X',
    facebook: 'Facebook',
    email: t`Email`,
  };
  const number = new Intl.NumberFormat(i18n.locale);
  const { news } = statistics;
  const networks = SHARE_NETWORKS.filter((network) => news.shares_by_network[network] > 0);
  return (
    <>
      <p className="text-xs text-muted-foreground">
        <Trans>Last 12 months</Trans>
      </p>
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">
          <Trans>Views</Trans>
        </dt>
        <dd className="text-right font-semibold text-ink-900 tabular-nums">{number.format(news.views)}</dd>
        <dt className="text-muted-foreground">
          <Trans>Visitors</Trans>
        </dt>
        <dd className="text-right font-semibold text-ink-900 tabular-nums">{number.format(news.visitors)}</dd>
        <dt className="text-muted-foreground">
          <Trans>Share clicks</Trans>
        </dt>
        <dd className="text-right font-semibold text-ink-900 tabular-nums">{number.format(news.shares)}</dd>
        {networks.map((network) => (
          <div key={network} className="contents">
            <dt className="pl-3 text-muted-foreground">{networkNames[network]}</dt>
            <dd className="text-right tabular-nums">{number.format(news.shares_by_network[network])}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
