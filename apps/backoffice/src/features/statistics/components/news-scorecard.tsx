import type { NewsScorecard as Scorecard } from '@gaceta/shared/statistics/scorecards';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { BarChart3 } from 'lucide-react';
import { Fragment, useMemo } from 'react';
import { cn } from '@/lib/utils';
import { channelsOf, measuresOf, networksOf, wholeValue } from '../lib/channel-figures';
import { bucketLabel } from '../lib/format';
import { channelLabel, measureLabel, networkLabel } from '../lib/measure-labels';
import { ChartFigure, TableDisclosure } from './chart-figure';
import { DataUntil } from './data-until';
import { FiguresTable } from './figures-table';

/**
 * One article's scorecard: a line of each channel's totals (each social network apart), then each
 * channel's figures over the period, a chart and the same figures as a table (under it, or beside it
 * on a screen wide enough for both), and where a channel's figures are split by network, the
 * networks' totals as a table of their own, folded. `stacked` keeps the table under the chart (in a
 * dialog).
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
      <div className="grid gap-2">
        {freshness}
        <ScorecardSummary scorecard={scorecard} />
      </div>
      {channels.map((channel) => (
        <ChannelScorecard key={channel} scorecard={scorecard} channel={channel} stacked={stacked} />
      ))}
    </div>
  );
}

/** The figures the one-line summary gives of each channel, in this order, where they are not zero. */
const SUMMARY_MEASURES: Record<string, string[]> = {
  web: ['views', 'visitors', 'shares'],
  newsletter: ['sends', 'opens', 'clicks'],
  social: ['likes', 'comments', 'shares', 'impressions'],
};

/** "Website 191 views · Newsletter 32 sent, 15 opened, 2 clicked · LinkedIn 74 likes…". */
export function scorecardSummary(i18n: I18n, totals: Scorecard['totals']): { name: string; text: string }[] {
  const number = new Intl.NumberFormat(i18n.locale);
  const partsOf = (figures: Record<string, number>, measures: string[]) =>
    measures
      .filter((measure) => (figures[measure] ?? 0) > 0)
      .map(
        (measure) =>
          `${number.format(figures[measure] ?? 0)} ${measureLabel(i18n, measure).toLocaleLowerCase(i18n.locale)}`,
      )
      .join(', ');
  return channelsOf(totals).flatMap((channel) => {
    const figures = totals[channel] ?? {};
    const measures = SUMMARY_MEASURES[channel] ?? measuresOf(figures).whole;
    const networks = channel === 'social' ? networksOf(figures) : [];
    if (networks.length === 0) {
      const text = partsOf(
        Object.fromEntries(measuresOf(figures).whole.map((m) => [m, wholeValue(figures, m)])),
        measures,
      );
      return text ? [{ name: channelLabel(i18n, channel), text }] : [];
    }
    // Each network on its own, as people think of them.
    return networks.flatMap((network) => {
      const own = Object.fromEntries(
        measures.map((measure) => [measure, figures[`${measure}.${network}`] ?? 0]),
      );
      const text = partsOf(own, measures);
      return text ? [{ name: networkLabel(i18n, network), text }] : [];
    });
  });
}

function ScorecardSummary({ scorecard }: { scorecard: Scorecard }) {
  const { i18n } = useLingui();
  const lines = scorecardSummary(i18n, scorecard.totals);
  return (
    <p className="rounded-lg border bg-muted/40 px-4 py-3 text-sm text-ink-800">
      {lines.map((line, index) => (
        <Fragment key={line.name}>
          {index > 0 && <span aria-hidden> · </span>}
          <span>
            <strong className="font-semibold text-ink-900">{line.name}</strong> {line.text}
          </span>
        </Fragment>
      ))}
    </p>
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
  const channelTotals = scorecard.totals[channel] ?? {};
  const { whole } = measuresOf(channelTotals);
  const networks = networksOf(channelTotals);
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
    .map((measure) => `${measureLabel(i18n, measure)}: ${number.format(wholeValue(channelTotals, measure))}`)
    .join(', ');
  // Measures counted per network: a column each of their network's, in the folded table.
  const split = whole.filter((measure) =>
    networks.some((network) => `${measure}.${network}` in channelTotals),
  );
  return (
    <section className="grid gap-3" aria-label={name}>
      <h3 className="font-serif text-lg font-semibold text-ink-900">{name}</h3>
      <div className={cn('grid grid-cols-1 gap-4', !stacked && '2xl:grid-cols-2 2xl:items-start')}>
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
          figures={whole.map((measure) => ({
            key: measure,
            header: measureLabel(i18n, measure),
            value: (point: Scorecard['series'][number]) => wholeValue(point.figures[channel], measure),
          }))}
        />
      </div>
      {networks.length > 0 && split.length > 0 && (
        <TableDisclosure
          summary={channel === 'web' ? <Trans>Shares per network</Trans> : <Trans>Figures per network</Trans>}
        >
          <FiguresTable
            label={t`${name} per network`}
            rows={networks}
            rowKey={(network) => network}
            leading={[
              {
                key: 'network',
                header: <Trans>Network</Trans>,
                cell: (network) => networkLabel(i18n, network),
                cellClassName: 'whitespace-nowrap',
              },
            ]}
            figures={split.map((measure) => ({
              key: measure,
              header: measureLabel(i18n, measure),
              value: (network: string) => channelTotals[`${measure}.${network}`] ?? 0,
            }))}
          />
        </TableDisclosure>
      )}
    </section>
  );
}
