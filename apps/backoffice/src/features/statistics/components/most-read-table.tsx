import type { NewsWebFigures } from '@gaceta/shared/statistics';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { FiguresTable } from './figures-table';

const TITLE_LINK =
  'underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/** The range's most read news, ranked by views; each opens its scorecard. */
export function MostReadTable({
  news,
}: {
  news: readonly Pick<NewsWebFigures, 'id' | 'title' | 'views' | 'visitors' | 'shares'>[];
}) {
  const { t } = useLingui();
  return (
    <FiguresTable
      label={t`Most read news`}
      rows={news}
      rowKey={(item) => item.id}
      leading={[
        {
          key: 'position',
          header: (
            <span className="sr-only">
              <Trans>Position</Trans>
            </span>
          ),
          headClassName: 'w-10',
          cell: (_, index) => index + 1,
          cellClassName: 'text-muted-foreground tabular-nums',
        },
        {
          key: 'title',
          header: <Trans>News</Trans>,
          cell: (item) => (
            <Link to="/statistics/news/$id" params={{ id: item.id }} className={TITLE_LINK}>
              {item.title}
            </Link>
          ),
          cellClassName: 'min-w-48 font-medium text-ink-900',
        },
      ]}
      figures={[
        { key: 'views', header: <Trans>Views</Trans>, value: (item) => item.views },
        { key: 'visitors', header: <Trans>Visitors</Trans>, value: (item) => item.visitors },
        { key: 'shares', header: <Trans>Shares</Trans>, value: (item) => item.shares },
      ]}
    />
  );
}
