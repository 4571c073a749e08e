import type { NewsScorecard as Scorecard } from '@gaceta/shared/statistics/scorecards';
import { Trans, useLingui } from '@lingui/react/macro';
import { BarChart3 } from 'lucide-react';
import { useMemo } from 'react';
import { cn } from '@/lib/utils';
import { channelsOf, measuresOf, wholeValue } from '../lib/channel-figures';
import { bucketLabel } from '../lib/format';
import { channelLabel, measureLabel } from '../lib/measure-labels';
import { ChartFigure } from './chart-figure';
import { DataUntil } from './data-until';
import { FiguresTable } from './figures-table';

/**
 * One article's scorecard: each channel's figures over the period, a chart and beside it the same
 * figures as a table. `stacked` puts the table under the chart (in a dialog).
 */
export function NewsScorecard({ scorecard, stacked }: { scorecard: Scorecard; stacked?: boolean }) {
  const channels = channelsOf(scorecard.totals);
  const freshness = <DataUntil at={scorecard.data_until} timeZone={scorecard.time_zone} />;
  if (channels.length === 0) {
    return (
      <div className="grid gap-2">
        {freshness}
        <p className="flex flex-col items-center gap-2 py-10 text-center text-sm text-muted-foreground">
          <BarChart3 className="size-8 text-ink-300" aria-hidden />
          <Trans>No channel has figures for this news item in this period.</Trans>
        </p>
      </div>
    );
  }
  return (
    <div className="grid gap-6">
      {freshness}
      {channels.map((channel) => (
        <ChannelScorecard key={channel} scorecard={scorecard} channel={channel} stacked={stacked} />
      ))}
    </div>
  );
}

function ChannelScorecard({
  scorecard,
  channel,
  stacked,
}: {
  scorecard: Scorecard;
  channel: string;
  stacked?: boolean;
}) {
  const { t, i18n } = useLingui();
  const { whole, all } = measuresOf(scorecard.totals[channel] ?? {});
  const name = channelLabel(i18n, channel);
  const { bucket, series } = scorecard;
  const chart = useMemo(
    () => ({
      categories: series.map((point) => bucketLabel(point.date, bucket, i18n.locale)),
      series: measuresOf(scorecard.totals[channel] ?? {}).whole.map((measure, index) => ({
        name: measureLabel(i18n, measure),
        // The first measure as bars, the others as lines over them.
        kind: index === 0 ? ('bar' as const) : ('line' as const),
        values: series.map((point) => wholeValue(point.figures[channel], measure)),
      })),
    }),
    [scorecard, series, bucket, channel, i18n],
  );
  const number = new Intl.NumberFormat(i18n.locale);
  const totals = whole
    .map(
      (measure) =>
        `${measureLabel(i18n, measure)}: ${number.format(wholeValue(scorecard.totals[channel], measure))}`,
    )
    .join(', ');
  return (
    <section className="grid gap-3" aria-label={name}>
      <h3 className="font-serif text-lg font-semibold text-ink-900">{name}</h3>
      <div className={cn('grid gap-4', !stacked && 'lg:grid-cols-2 lg:items-start')}>
        <ChartFigure
          summary={t`Chart of ${name} over the period (${totals}). The table lists every period.`}
          locale={i18n.locale}
          {...chart}
        />
        <FiguresTable
          scrollClassName="max-h-80 overflow-y-auto"
          label={t`${name} per period`}
          rows={series.toReversed()}
          rowKey={(point) => point.date}
          leading={[
            {
              key: 'period',
              header: bucket === 'month' ? <Trans>Month</Trans> : <Trans>Day</Trans>,
              cell: (point) => (
                <time dateTime={bucket === 'month' ? point.date.slice(0, 7) : point.date}>
                  {bucketLabel(point.date, bucket, i18n.locale, 'medium')}
                </time>
              ),
              cellClassName: 'whitespace-nowrap',
            },
          ]}
          figures={all.map((measure) => ({
            key: measure,
            header: measureLabel(i18n, measure),
            value: (point: Scorecard['series'][number]) => point.figures[channel]?.[measure] ?? 0,
          }))}
        />
      </div>
    </section>
  );
}
