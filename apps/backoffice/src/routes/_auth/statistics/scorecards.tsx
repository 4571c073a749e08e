import type { Locale } from '@gaceta/shared/locales';
import {
  SCORECARD_GROUPS,
  type ScorecardGroupRow,
  type Scorecards,
} from '@gaceta/shared/statistics/scorecards';
import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import * as v from 'valibot';
import { ChoiceToggle } from '@/components/form/choice-toggle';
import { PageFrame, PageHeader } from '@/components/layout/page';
import { DownloadCsvButton } from '@/components/list/download-csv-button';
import { QueryState } from '@/components/list/query-state';
import { Card, CardContent } from '@/components/ui/card';
import { requirePermission } from '@/features/auth/require-permission';
import { scorecardsCsv, useScorecards } from '@/features/statistics/api/get-scorecards';
import { ChartFigure } from '@/features/statistics/components/chart-figure';
import { DataUntil } from '@/features/statistics/components/data-until';
import { FiguresTable } from '@/features/statistics/components/figures-table';
import { PeriodNote } from '@/features/statistics/components/period-note';
import { RangeSelector } from '@/features/statistics/components/range-selector';
import { channelsOf, headlineOf, measuresOf, wholeValue } from '@/features/statistics/lib/channel-figures';
import { channelLabel, measureLabel } from '@/features/statistics/lib/measure-labels';
import { RangeParam } from '@/features/statistics/lib/range-search';
import { SCREEN_TITLES } from '@/routes/-screen-titles';

/** The office's articles summed per author or per subject (GET /v1/statistics/scorecards), with CSV. */
export const Route = createFileRoute('/_auth/statistics/scorecards')({
  validateSearch: v.object({
    group_by: v.optional(v.fallback(v.picklist(SCORECARD_GROUPS), 'subject')),
    range: RangeParam,
  }),
  beforeLoad: ({ context }) => requirePermission(context.queryClient, 'stats.view'),
  staticData: { title: SCREEN_TITLES.statisticsScorecards },
  component: ScorecardsPage,
});

/** The groups a chart has room for; the table lists them all. */
const CHARTED = 10;

function ScorecardsPage() {
  const { i18n, t } = useLingui();
  const { group_by: groupBy = 'subject', range = 'month' } = Route.useSearch();
  const navigate = Route.useNavigate();
  const scorecards = useScorecards(groupBy, range);
  const groups: Record<(typeof SCORECARD_GROUPS)[number], string> = {
    subject: t`By subject`,
    author: t`By author`,
  };

  return (
    <PageFrame>
      <PageHeader
        title={i18n._(SCREEN_TITLES.statisticsScorecards)}
        description={
          <Trans>
            Which practice areas and which authors readers follow: the news of each, summed on every channel.
          </Trans>
        }
        actions={
          <DownloadCsvButton request={scorecardsCsv(groupBy, range)}>
            <Trans>Download (CSV)</Trans>
          </DownloadCsvButton>
        }
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <ChoiceToggle
          label={t`Group the news`}
          value={groupBy}
          options={SCORECARD_GROUPS.map((group) => ({ value: group, label: groups[group] }))}
          onChange={(next) => void navigate({ search: { group_by: next, range }, replace: true })}
        />
        <RangeSelector
          value={range}
          onChange={(next) => void navigate({ search: { group_by: groupBy, range: next }, replace: true })}
        />
        {scorecards.data && <PeriodNote period={scorecards.data} />}
        {scorecards.data && (
          <DataUntil at={scorecards.data.data_until} timeZone={scorecards.data.time_zone} />
        )}
      </div>
      <QueryState
        query={scorecards}
        isEmpty={(loaded) => loaded.groups.length === 0}
        emptyText={<Trans>No news has figures in this period.</Trans>}
      >
        {(loaded) => <ScorecardGroups scorecards={loaded} />}
      </QueryState>
    </PageFrame>
  );
}

/** Every channel's measures that appear in any group, in reading order. */
function columnsOf(rows: readonly ScorecardGroupRow[]): { channel: string; measure: string }[] {
  const merged: Record<string, Record<string, number>> = {};
  for (const row of rows) {
    for (const [channel, figures] of Object.entries(row.figures)) {
      merged[channel] = { ...merged[channel], ...figures };
    }
  }
  return channelsOf(merged).flatMap((channel) =>
    measuresOf(merged[channel] ?? {}).whole.map((measure) => ({ channel, measure })),
  );
}

/** A subject's name in the reader's language, an author's name, or `none` for those without. */
function groupName(row: ScorecardGroupRow, locale: Locale, none: string): string {
  if (row.key === null) return none;
  return row.subject_name?.[locale] ?? row.key;
}

function ScorecardGroups({ scorecards }: { scorecards: Scorecards }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const none = scorecards.group_by === 'author' ? t`No author` : t`No subject`;
  const nameOf = (row: ScorecardGroupRow) => groupName(row, locale, none);
  const columns = columnsOf(scorecards.groups);
  const chart = useMemo(() => {
    const shown = scorecards.groups.slice(0, CHARTED);
    const channels = [...new Set(columnsOf(shown).map(({ channel }) => channel))];
    return {
      categories: shown.map((row) => groupName(row, locale, none)),
      series: channels.flatMap((channel) => {
        const measure = headlineOf(
          channel,
          Object.assign({}, ...shown.map((row) => row.figures[channel] ?? {})),
        );
        return measure
          ? [
              {
                name: `${channelLabel(i18n, channel)} · ${measureLabel(i18n, measure)}`,
                kind: 'bar' as const,
                values: shown.map((row) => wholeValue(row.figures[channel], measure)),
              },
            ]
          : [];
      }),
    };
  }, [scorecards, i18n, locale, none]);
  return (
    <Card>
      <CardContent className="grid gap-6 pt-6">
        <ChartFigure
          summary={t`Chart of the first ${CHARTED} groups' main figure on each channel. The table lists every group and figure.`}
          locale={i18n.locale}
          {...chart}
        />
        <FiguresTable
          label={t`Figures per group`}
          rows={scorecards.groups}
          rowKey={(row) => row.key ?? ''}
          leading={[
            {
              key: 'group',
              header: scorecards.group_by === 'author' ? <Trans>Author</Trans> : <Trans>Subject</Trans>,
              cell: nameOf,
              cellClassName: 'min-w-40 font-medium text-ink-900',
            },
          ]}
          figures={[
            { key: 'news', header: <Trans>News</Trans>, value: (row) => row.news_count },
            ...columns.map(({ channel, measure }) => ({
              key: `${channel}.${measure}`,
              header: `${channelLabel(i18n, channel)} · ${measureLabel(i18n, measure)}`,
              value: (row: ScorecardGroupRow) => wholeValue(row.figures[channel], measure),
            })),
          ]}
        />
      </CardContent>
    </Card>
  );
}
