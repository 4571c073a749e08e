import type { NewsItem } from '@gaceta/shared/news';
import type { StatisticsRange } from '@gaceta/shared/statistics';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { QueryState } from '@/components/list/query-state';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useNewsScorecard } from '../api/get-scorecards';
import { NewsScorecard } from './news-scorecard';
import { RangeSelector } from './range-selector';

/**
 * The per-news statistics: the article's scorecard, every channel over the chosen range, and a
 * link to the same scorecard as a page of its own. The news screens receive it from their route
 * (features do not import each other), as `statisticsDialog`.
 */
export function NewsStatisticsDialog({
  news,
  onClose,
}: {
  news: Pick<NewsItem, 'id' | 'title'>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [range, setRange] = useState<StatisticsRange>('month');
  const scorecard = useNewsScorecard(news.id, range);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t`Close`} className="max-h-[90vh] max-w-3xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>
            <Trans>Statistics</Trans>
          </DialogTitle>
          <DialogDescription>{news.title}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <RangeSelector value={range} onChange={setRange} />
          <Link
            to="/statistics/news/$id"
            params={{ id: news.id }}
            search={{ range }}
            className="inline-flex items-center gap-1 text-sm font-medium text-ink-700 underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <Trans>Open as a page</Trans>
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </div>
        <QueryState query={scorecard}>{(loaded) => <NewsScorecard scorecard={loaded} stacked />}</QueryState>
      </DialogContent>
    </Dialog>
  );
}

export const newsStatisticsDialog = (news: Pick<NewsItem, 'id' | 'title'>, onClose: () => void) => (
  <NewsStatisticsDialog news={news} onClose={onClose} />
);
