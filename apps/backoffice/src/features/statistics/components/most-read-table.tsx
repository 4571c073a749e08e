import type { NewsWebFigures } from '@gaceta/shared/statistics';
import { Trans, useLingui } from '@lingui/react/macro';
import { FiguresTable } from './figures-table';

/** The range's most read news, ranked by views. */
export function MostReadTable({ news }: { news: NewsWebFigures[] }) {
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
          cell: (item) => item.title,
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
