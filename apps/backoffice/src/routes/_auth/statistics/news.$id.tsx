import type { StatisticsRange } from '@gaceta/shared/statistics';
import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { PageFrame, PageHeader } from '@/components/layout/page';
import { QueryState } from '@/components/list/query-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { requirePermission } from '@/features/auth/require-permission';
import { useInterests } from '@/features/statistics/api/get-reading';
import { useNewsScorecard } from '@/features/statistics/api/get-scorecards';
import { NewsScorecard } from '@/features/statistics/components/news-scorecard';
import { PeriodNote } from '@/features/statistics/components/period-note';
import { RangeSelector } from '@/features/statistics/components/range-selector';
import { RangeSearch } from '@/features/statistics/lib/range-search';
import { SCREEN_TITLES } from '@/routes/-screen-titles';
import { RankedReaders } from './-components/interests-table';

/** One article's scorecard: every channel side by side over the range (GET /v1/news_infos/{id}/scorecard). */
export const Route = createFileRoute('/_auth/statistics/news/$id')({
  validateSearch: RangeSearch,
  beforeLoad: ({ context }) => requirePermission(context.queryClient, 'stats.view'),
  staticData: { title: SCREEN_TITLES.statisticsNews },
  component: NewsScorecardPage,
});

function NewsScorecardPage() {
  const { i18n } = useLingui();
  const { id } = Route.useParams();
  const { range = 'month' } = Route.useSearch();
  const navigate = Route.useNavigate();
  const scorecard = useNewsScorecard(id, range);
  return (
    <PageFrame>
      <PageHeader
        eyebrow={i18n._(SCREEN_TITLES.statisticsNews)}
        title={scorecard.data?.news.title ?? i18n._(SCREEN_TITLES.statisticsNews)}
        description={<Trans>The news item's figures on every channel, side by side.</Trans>}
        actions={
          <Link
            to="/news/edit/$id"
            params={{ id }}
            className="text-sm font-medium text-ink-700 underline underline-offset-4 focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <Trans>Open the news item</Trans>
          </Link>
        }
      />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <RangeSelector
          value={range}
          onChange={(next) => void navigate({ search: { range: next }, replace: true })}
        />
        {scorecard.data && <PeriodNote period={scorecard.data} />}
      </div>
      <QueryState query={scorecard}>{(loaded) => <NewsScorecard scorecard={loaded} />}</QueryState>
      {/* Another range starts its readers from their first page. */}
      <ArticleReaders key={range} newsId={id} range={range} />
    </PageFrame>
  );
}

/** Who engaged with the article through the newsletter, highest score first. */
function ArticleReaders({ newsId, range }: { newsId: string; range: StatisticsRange }) {
  const [page, setPage] = useState(1);
  const readers = useInterests({ news_id: newsId }, range, page);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Its newsletter readers</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Who opened a newsletter with it or clicked it, most engaged first.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <RankedReaders
          query={readers}
          page={page}
          onPageChange={setPage}
          emptyText={<Trans>No newsletter reader engaged with it in this period.</Trans>}
        />
      </CardContent>
    </Card>
  );
}
